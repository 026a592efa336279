import { useQuery } from '@tanstack/react-query';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { apiQueryOptions } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

// `GET /api/warehouses/:id` (public): one warehouse with its spaces, features, services and images.
// 404 "Warehouse not found" when it does not exist or is inactive and the viewer cannot manage it.
// Name and description come in the reader's language (the locale cookie), so the key names it: a
// change of language reads them again.

export function getWarehouseQueryOptions(id: string) {
  return apiQueryOptions<WarehouseDetail>([WAREHOUSES_QUERY_ROOT, 'detail', id, currentLocale()], `/api/warehouses/${encodeURIComponent(id)}`);
}

export function useWarehouse(id: string | null | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...getWarehouseQueryOptions(id ?? ''),
    enabled: Boolean(id) && (options.enabled ?? true),
  });
}
