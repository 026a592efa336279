import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListInquiriesResponse } from '@shared/contracts/inquiries';
import type { TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/inquiries?status=&page=&pageSize=` (signed in): the trader's own inquiries, newest first.
// The key root "inquiries" is the live event the server sends when one of them changes.

export const INQUIRIES_QUERY_ROOT = 'inquiries';
export const INQUIRIES_PAGE_SIZE = 25;

export type InquiryFilter = 'all' | (typeof TRADER_FILTER_STATUSES)[number];
export type InquiriesListParams = { status: InquiryFilter; page: number };

function getInquiries(params: InquiriesListParams, signal?: AbortSignal): Promise<ListInquiriesResponse> {
  return apiRequest<ListInquiriesResponse>('GET', '/api/inquiries', {
    signal,
    query: { status: params.status, page: params.page, pageSize: INQUIRIES_PAGE_SIZE },
  });
}

function getInquiriesQueryOptions(params: InquiriesListParams) {
  return queryOptions({
    queryKey: [INQUIRIES_QUERY_ROOT, 'list', params] as const,
    queryFn: ({ signal }) => getInquiries(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInquiries(params: InquiriesListParams) {
  return useQuery(getInquiriesQueryOptions(params));
}
