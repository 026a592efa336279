import { useQuery } from '@tanstack/react-query';
import type { ListInquiriesResponse } from '@shared/contracts/inquiries';
import type { TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/inquiries?status=&page=&pageSize=` (signed in): the trader's own inquiries, newest first.
// The key root "inquiries" is the live event the server sends when one of them changes.

export const INQUIRIES_QUERY_ROOT = 'inquiries';
export const INQUIRIES_PAGE_SIZE = 25;

export type InquiryFilter = 'all' | (typeof TRADER_FILTER_STATUSES)[number];
export type InquiriesListParams = { status: InquiryFilter; page: number };

function getInquiriesQueryOptions(params: InquiriesListParams) {
  return pagedListQueryOptions<ListInquiriesResponse>([INQUIRIES_QUERY_ROOT, 'list', params], '/api/inquiries', {
    status: params.status,
    page: params.page,
    pageSize: INQUIRIES_PAGE_SIZE,
  });
}

export function useInquiries(params: InquiriesListParams) {
  return useQuery(getInquiriesQueryOptions(params));
}
