import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@shared/capacity';
import { CAPACITY_LIVE_KEY, type WarehouseCapacity } from '@shared/contracts/capacity';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/owner-warehouses/:id/capacity?from&to`: the owner's timeline per space type (its owner
// and administrators). Under "capacity", which the server invalidates when a block changes.

function getWarehouseCapacity(id: string, range: DayRange, signal?: AbortSignal): Promise<WarehouseCapacity> {
  return apiRequest<WarehouseCapacity>('GET', `/api/owner-warehouses/${encodeURIComponent(id)}/capacity`, { query: range, signal });
}

export const warehouseCapacityKey = (id: string) => [CAPACITY_LIVE_KEY, id] as const;

export function getWarehouseCapacityQueryOptions(id: string, range: DayRange) {
  return queryOptions({
    queryKey: [...warehouseCapacityKey(id), range.from, range.to] as const,
    queryFn: ({ signal }) => getWarehouseCapacity(id, range, signal),
  });
}

/** Keeps the previous period on screen while Previous/Next loads the next. */
export function useWarehouseCapacity(id: string, range: DayRange) {
  return useQuery({ ...getWarehouseCapacityQueryOptions(id, range), placeholderData: keepPreviousData });
}
