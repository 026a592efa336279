import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOfferResponse } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/offers/:id` (administrator): the offer with its lines and the edit form's context.

function getAdminOffer(offerId: string, signal?: AbortSignal): Promise<AdminOfferResponse> {
  return apiRequest<AdminOfferResponse>('GET', `/api/admin/offers/${encodeURIComponent(offerId)}`, { signal });
}

function getAdminOfferQueryOptions(offerId: string) {
  return queryOptions({
    queryKey: [OFFERS_QUERY_ROOT, 'detail', offerId] as const,
    queryFn: ({ signal }) => getAdminOffer(offerId, signal),
  });
}

export function useAdminOffer(offerId: string) {
  return useQuery(getAdminOfferQueryOptions(offerId));
}
