import { useQuery } from '@tanstack/react-query';
import type { ListInquiryOffersResponse } from '@shared/contracts/offers';
import { apiQueryOptions } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/inquiries/:id/offers` (administrator): the inquiry's offers, newest first.

function getInquiryOffersQueryOptions(inquiryId: string) {
  return apiQueryOptions<ListInquiryOffersResponse>([OFFERS_QUERY_ROOT, 'inquiry', inquiryId], `/api/admin/inquiries/${encodeURIComponent(inquiryId)}/offers`);
}

export function useInquiryOffers(inquiryId: string) {
  return useQuery(getInquiryOffersQueryOptions(inquiryId));
}
