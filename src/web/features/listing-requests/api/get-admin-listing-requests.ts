import { useQuery } from '@tanstack/react-query';
import type { AdminListingRequestsResponse } from '@shared/contracts/listing-requests';
import { LISTING_REQUEST_LIVE_KEYS } from '@shared/contracts/live-keys';
import type { ListingRequestStatus } from '@shared/statuses/listing-request';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/admin/listing-requests?status=&page=&pageSize=` (administrator): newest first. The key
// root is the live event the server sends to administrators when requests change.

export const ADMIN_LISTING_REQUESTS_QUERY_ROOT = LISTING_REQUEST_LIVE_KEYS.adminRequests;
export const ADMIN_LISTING_REQUESTS_PAGE_SIZE = 25;

export type AdminListingRequestFilter = 'all' | ListingRequestStatus;
export type AdminListingRequestsParams = { status: AdminListingRequestFilter; page: number };

function getAdminListingRequestsQueryOptions(params: AdminListingRequestsParams) {
  return pagedListQueryOptions<AdminListingRequestsResponse>([ADMIN_LISTING_REQUESTS_QUERY_ROOT, 'list', params], '/api/admin/listing-requests', {
    status: params.status === 'all' ? undefined : params.status,
    page: params.page,
    pageSize: ADMIN_LISTING_REQUESTS_PAGE_SIZE,
  });
}

export function useAdminListingRequests(params: AdminListingRequestsParams) {
  return useQuery(getAdminListingRequestsQueryOptions(params));
}
