import { useQueries } from '@tanstack/react-query';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/warehouses/:id` for each selected warehouse of the inquiry form: their spaces decide the
// space types offered and the estimate. Same key as the catalogue's detail query, so the cache is shared.

export function useSelectedWarehouses(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => apiQueryOptions<WarehouseDetail>(['warehouses', 'detail', id], `/api/warehouses/${encodeURIComponent(id)}`)),
  });
}
