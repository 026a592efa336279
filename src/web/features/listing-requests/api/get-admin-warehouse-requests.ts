import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WAREHOUSE_REQUEST_LIVE_KEYS, type AdminWarehouseRequestsResponse } from '@shared/contracts/warehouse-requests';
import type { WarehouseRequestStatus } from '@shared/statuses/warehouse-request';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/admin/warehouse-requests?status=&page=&pageSize=` (administrator): newest first. The key
// root is the live event the server sends to administrators when requests change.

export const ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT = WAREHOUSE_REQUEST_LIVE_KEYS.adminRequests;
export const ADMIN_WAREHOUSE_REQUESTS_PAGE_SIZE = 25;

export type AdminWarehouseRequestFilter = 'all' | WarehouseRequestStatus;
export type AdminWarehouseRequestsParams = { status: AdminWarehouseRequestFilter; page: number };

export function getAdminWarehouseRequests(params: AdminWarehouseRequestsParams, signal?: AbortSignal): Promise<AdminWarehouseRequestsResponse> {
  return apiRequest<AdminWarehouseRequestsResponse>('GET', '/api/admin/warehouse-requests', {
    signal,
    query: {
      status: params.status === 'all' ? undefined : params.status,
      page: params.page,
      pageSize: ADMIN_WAREHOUSE_REQUESTS_PAGE_SIZE,
    },
  });
}

export function getAdminWarehouseRequestsQueryOptions(params: AdminWarehouseRequestsParams) {
  return queryOptions({
    queryKey: [ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT, 'list', params] as const,
    queryFn: ({ signal }) => getAdminWarehouseRequests(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminWarehouseRequests(params: AdminWarehouseRequestsParams) {
  return useQuery(getAdminWarehouseRequestsQueryOptions(params));
}
