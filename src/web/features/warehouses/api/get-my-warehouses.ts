import { useQuery } from '@tanstack/react-query';
import type { MyWarehousesResponse } from '@shared/contracts/warehouses';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

// `GET /api/warehouses/mine?page=&pageSize=`: the dashboard rows (an owner's own warehouses; every
// warehouse for an administrator). Only the contract's types are imported, so zod stays out of
// the dashboard's chunk.

/**
 * What every warehouse mutation invalidates: a saved, toggled, copied or deleted warehouse changes
 * the dashboard, the browse list, the map and its detail. The root is also the live event the server
 * sends, so a change made in another tab refetches this list too.
 */
export const WAREHOUSES_QUERY_KEY = [WAREHOUSES_QUERY_ROOT] as const;

export const MY_WAREHOUSES_PAGE_SIZE = 25;

export type MyWarehousesParams = { page: number; pageSize?: number };

function getMyWarehousesQueryOptions({ page, pageSize = MY_WAREHOUSES_PAGE_SIZE }: MyWarehousesParams) {
  return pagedListQueryOptions<MyWarehousesResponse>([...WAREHOUSES_QUERY_KEY, 'mine', page, pageSize], '/api/warehouses/mine', { page, pageSize });
}

export function useMyWarehouses(params: MyWarehousesParams) {
  return useQuery(getMyWarehousesQueryOptions(params));
}
