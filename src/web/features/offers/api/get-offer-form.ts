import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferFormContext } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/inquiries/:id/offer-form` (administrator): what the Create Offer form needs.

function getOfferForm(inquiryId: string, signal?: AbortSignal): Promise<OfferFormContext> {
  return apiRequest<OfferFormContext>('GET', `/api/admin/inquiries/${encodeURIComponent(inquiryId)}/offer-form`, { signal });
}

function getOfferFormQueryOptions(inquiryId: string) {
  return queryOptions({
    queryKey: [OFFERS_QUERY_ROOT, 'form', inquiryId] as const,
    queryFn: ({ signal }) => getOfferForm(inquiryId, signal),
  });
}

export function useOfferForm(inquiryId: string) {
  return useQuery(getOfferFormQueryOptions(inquiryId));
}
