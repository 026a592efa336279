import { useQuery } from '@tanstack/react-query';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import { apiQueryOptions } from '@web/lib/api-client';
import { ADMIN_INQUIRIES_QUERY_ROOT } from './get-admin-inquiries';

// `GET /api/admin/inquiries/:id` (administrator): the inquiry with the customer's email and the
// warehouse's available spaces; 404 "Inquiry not found".

function getAdminInquiryQueryOptions(id: string) {
  return apiQueryOptions<InquiryDetail>([ADMIN_INQUIRIES_QUERY_ROOT, 'detail', id], `/api/admin/inquiries/${encodeURIComponent(id)}`);
}

export function useAdminInquiry(id: string) {
  return useQuery(getAdminInquiryQueryOptions(id));
}
