import { useQuery } from '@tanstack/react-query';
import type { OwnerWarehouseDetail } from '@shared/contracts/owner-warehouses';
import { apiQueryOptions } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';
import { OWNER_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `GET /api/owner-warehouses/:id`: one single-space listing; 404 "Warehouse not found"
// when it does not exist, is a multi-space warehouse, or is inactive and not the viewer's. Name and
// description in the reader's language, which the key names.

export function getOwnerWarehouseQueryOptions(id: string) {
  return apiQueryOptions<OwnerWarehouseDetail>([...OWNER_WAREHOUSES_QUERY_KEY, 'detail', id, currentLocale()], `/api/owner-warehouses/${encodeURIComponent(id)}`);
}

export function useOwnerWarehouse(id: string) {
  return useQuery({ ...getOwnerWarehouseQueryOptions(id), enabled: id !== '' });
}
