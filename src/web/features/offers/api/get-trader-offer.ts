import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TraderOfferResponse } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/inquiries/:id/offer` (the inquiry's trader or an administrator): the newest sent offer;
// 404 "No offer found…" when there is none or the viewer may not see it.

function getTraderOffer(inquiryId: string, signal?: AbortSignal): Promise<TraderOfferResponse> {
  return apiRequest<TraderOfferResponse>('GET', `/api/inquiries/${encodeURIComponent(inquiryId)}/offer`, { signal });
}

function getTraderOfferQueryOptions(inquiryId: string) {
  return queryOptions({
    queryKey: [OFFERS_QUERY_ROOT, 'trader', inquiryId] as const,
    queryFn: ({ signal }) => getTraderOffer(inquiryId, signal),
  });
}

export function useTraderOffer(inquiryId: string) {
  return useQuery(getTraderOfferQueryOptions(inquiryId));
}
