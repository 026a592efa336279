import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

// `GET /api/warehouses/:id` (public): one warehouse with its spaces, features, services and images.
// 404 "Warehouse not found" when it does not exist or is inactive and the viewer cannot manage it.

function getWarehouse(id: string, signal?: AbortSignal): Promise<WarehouseDetail> {
  return apiRequest<WarehouseDetail>('GET', `/api/warehouses/${encodeURIComponent(id)}`, { signal });
}

export function getWarehouseQueryOptions(id: string) {
  return queryOptions({
    queryKey: [WAREHOUSES_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getWarehouse(id, signal),
  });
}

export function useWarehouse(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getWarehouseQueryOptions(id ?? ''),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}
