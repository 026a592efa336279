import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { apiRequest } from '@web/lib/api-client';
import { INQUIRIES_QUERY_ROOT } from './get-inquiries';

// `GET /api/inquiries/:id` (the trader who sent it, or an administrator): 404 for anyone else.

function getInquiry(id: string, signal?: AbortSignal): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('GET', `/api/inquiries/${encodeURIComponent(id)}`, { signal });
}

export function getInquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [INQUIRIES_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getInquiry(id, signal),
  });
}

export function useInquiry(id: string) {
  return useQuery(getInquiryQueryOptions(id));
}
