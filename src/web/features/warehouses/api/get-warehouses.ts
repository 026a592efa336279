import { type QueryClient, useQuery } from '@tanstack/react-query';
import { BROWSE_PAGE_SIZE } from '@shared/paging';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import type { WAREHOUSES_EVENT_KEY } from '@shared/contracts/live-keys';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';
import { toFilterQuery, type BrowseFilterValues } from '../lib/browse-params';

// `GET /api/warehouses?q=&spaceTypes=id,id&...&page=&pageSize=` (public): the browse list, newest
// first. Visitors see active warehouses; a signed-in owner also sees their own inactive ones. The
// key starts with "warehouses", the live event the server sends when the catalogue changes, and names
// the reader's language, which the cards' names are in.

/**
 * Root of every catalogue query key: the live event "warehouses" refetches them all. Checked against
 * the contract's constant at compile time; only types are imported, so zod stays out of this chunk.
 */
export const WAREHOUSES_QUERY_ROOT = 'warehouses' satisfies typeof WAREHOUSES_EVENT_KEY;

function getWarehousesQueryOptions(filters: BrowseFilterValues, page: number) {
  return pagedListQueryOptions<BrowseResponse>([WAREHOUSES_QUERY_ROOT, 'list', filters, page, currentLocale()], '/api/warehouses', {
    ...toFilterQuery(filters),
    page,
    pageSize: BROWSE_PAGE_SIZE,
  });
}

/** Puts a page of the list into the cache ahead of the page (a first visit, see PageFirstRead). */
export function prefetchWarehouses(queryClient: QueryClient, filters: BrowseFilterValues, page: number): Promise<void> {
  return queryClient.prefetchQuery(getWarehousesQueryOptions(filters, page));
}

export function useWarehouses(filters: BrowseFilterValues, page: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getWarehousesQueryOptions(filters, page), enabled: options.enabled ?? true });
}
