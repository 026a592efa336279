import { useQuery } from '@tanstack/react-query';
import type { ListAdminInquiriesResponse } from '@shared/contracts/inquiries';
import type { ADMIN_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { listQuery } from '@web/lib/use-list-search-params';

// `GET /api/admin/inquiries?status=&search=&page=&pageSize=` (administrator): every inquiry, newest
// first. The key root "admin-inquiries" is the live event the server sends to administrators.

export const ADMIN_INQUIRIES_QUERY_ROOT = 'admin-inquiries';
export const ADMIN_INQUIRIES_PAGE_SIZE = 25;

export type AdminInquiryFilter = 'all' | (typeof ADMIN_FILTER_STATUSES)[number];
export type AdminInquiriesListParams = { status: AdminInquiryFilter; search: string; page: number };

function getAdminInquiriesQueryOptions(params: AdminInquiriesListParams) {
  return pagedListQueryOptions<ListAdminInquiriesResponse>([ADMIN_INQUIRIES_QUERY_ROOT, 'list', params], '/api/admin/inquiries', listQuery(params, ADMIN_INQUIRIES_PAGE_SIZE));
}

export function useAdminInquiries(params: AdminInquiriesListParams) {
  return useQuery(getAdminInquiriesQueryOptions(params));
}
