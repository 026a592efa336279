import { useQuery } from '@tanstack/react-query';
import type { AdminOfferResponse } from '@shared/contracts/offers';
import { apiQueryOptions } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/offers/:id` (administrator): the offer with its lines and the edit form's context.

function getAdminOfferQueryOptions(offerId: string) {
  return apiQueryOptions<AdminOfferResponse>([OFFERS_QUERY_ROOT, 'detail', offerId], `/api/admin/offers/${encodeURIComponent(offerId)}`);
}

export function useAdminOffer(offerId: string) {
  return useQuery(getAdminOfferQueryOptions(offerId));
}
