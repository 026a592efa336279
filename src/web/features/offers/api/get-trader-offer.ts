import { useQuery } from '@tanstack/react-query';
import type { TraderOfferResponse } from '@shared/contracts/offers';
import { apiQueryOptions } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/inquiries/:id/offer` (the inquiry's trader or an administrator): the newest sent offer;
// 404 "No offer found…" when there is none or the viewer may not see it.

function getTraderOfferQueryOptions(inquiryId: string) {
  return apiQueryOptions<TraderOfferResponse>([OFFERS_QUERY_ROOT, 'trader', inquiryId], `/api/inquiries/${encodeURIComponent(inquiryId)}/offer`);
}

export function useTraderOffer(inquiryId: string) {
  return useQuery(getTraderOfferQueryOptions(inquiryId));
}
