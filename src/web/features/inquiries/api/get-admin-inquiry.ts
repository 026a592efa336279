import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_INQUIRIES_QUERY_ROOT } from './get-admin-inquiries';

// `GET /api/admin/inquiries/:id` (administrator): the inquiry with the customer's email and the
// warehouse's available spaces; 404 "Inquiry not found".

function getAdminInquiry(id: string, signal?: AbortSignal): Promise<InquiryDetail> {
  return apiRequest<InquiryDetail>('GET', `/api/admin/inquiries/${encodeURIComponent(id)}`, { signal });
}

function getAdminInquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_INQUIRIES_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminInquiry(id, signal),
  });
}

export function useAdminInquiry(id: string) {
  return useQuery(getAdminInquiryQueryOptions(id));
}
