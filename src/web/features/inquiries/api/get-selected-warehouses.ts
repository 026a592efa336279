import { useQueries } from '@tanstack/react-query';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/warehouses/:id` for each selected warehouse of the inquiry form: their spaces decide the
// space types offered and the estimate. Same key as the catalogue's detail query, so the cache is shared.

function getSelectedWarehouse(id: string, signal?: AbortSignal): Promise<WarehouseDetail> {
  return apiRequest<WarehouseDetail>('GET', `/api/warehouses/${encodeURIComponent(id)}`, { signal });
}

export function useSelectedWarehouses(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: ['warehouses', 'detail', id] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) => getSelectedWarehouse(id, signal),
    })),
  });
}
