import { useQuery } from '@tanstack/react-query';
import type { OwnerWarehousesResponse } from '@shared/contracts/owner-warehouses';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/owner-warehouses/mine?page=&pageSize=`: "My Warehouses" of the single-space
// catalogue, the caller's own listings (warehouse owners only).

/**
 * Under the warehouses root: the server's live event for any catalogue change is "warehouses", so a
 * listing changed in another tab (or through the multi-space screens) refetches these queries too,
 * and the warehouses feature's own mutations refresh them as well.
 */
export const OWNER_WAREHOUSES_QUERY_KEY = ['warehouses', 'owner-warehouses'] as const;
/** What every mutation here invalidates: browse, map, details and both dashboards. */
export const ALL_WAREHOUSES_QUERY_KEY = ['warehouses'] as const;

export const OWNER_WAREHOUSES_PAGE_SIZE = 25;

function getOwnerWarehousesQueryOptions(page: number) {
  return pagedListQueryOptions<OwnerWarehousesResponse>([...OWNER_WAREHOUSES_QUERY_KEY, 'mine', page], '/api/owner-warehouses/mine', {
    page,
    pageSize: OWNER_WAREHOUSES_PAGE_SIZE,
  });
}

export function useOwnerWarehouses(page: number) {
  return useQuery(getOwnerWarehousesQueryOptions(page));
}
