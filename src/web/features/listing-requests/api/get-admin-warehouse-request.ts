import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseRequestDetail } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT } from './get-admin-warehouse-requests';

// `GET /api/admin/warehouse-requests/:id` (administrator): the details modal's content.

export function getAdminWarehouseRequest(id: string, signal?: AbortSignal): Promise<WarehouseRequestDetail> {
  return apiRequest<WarehouseRequestDetail>('GET', `/api/admin/warehouse-requests/${encodeURIComponent(id)}`, { signal });
}

export function getAdminWarehouseRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminWarehouseRequest(id, signal),
  });
}

export function useAdminWarehouseRequest(id: string | null) {
  return useQuery({ ...getAdminWarehouseRequestQueryOptions(id ?? ''), enabled: id !== null });
}
