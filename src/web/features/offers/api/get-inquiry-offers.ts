import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListInquiryOffersResponse } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/inquiries/:id/offers` (administrator): the inquiry's offers, newest first.

function getInquiryOffers(inquiryId: string, signal?: AbortSignal): Promise<ListInquiryOffersResponse> {
  return apiRequest<ListInquiryOffersResponse>('GET', `/api/admin/inquiries/${encodeURIComponent(inquiryId)}/offers`, { signal });
}

function getInquiryOffersQueryOptions(inquiryId: string) {
  return queryOptions({
    queryKey: [OFFERS_QUERY_ROOT, 'inquiry', inquiryId] as const,
    queryFn: ({ signal }) => getInquiryOffers(inquiryId, signal),
  });
}

export function useInquiryOffers(inquiryId: string) {
  return useQuery(getInquiryOffersQueryOptions(inquiryId));
}
