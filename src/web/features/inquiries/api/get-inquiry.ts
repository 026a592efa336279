import { useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { apiQueryOptions } from '@web/lib/api-client';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';

// `GET /api/inquiries/:id` (the trader who sent it, or an administrator): 404 for anyone else.

export function getInquiryQueryOptions(id: string) {
  return apiQueryOptions<InquiryDetail>([INQUIRIES_QUERY_ROOT, 'detail', id], `/api/inquiries/${encodeURIComponent(id)}`);
}

export function useInquiry(id: string) {
  return useQuery(getInquiryQueryOptions(id));
}
