import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DayRange } from '@shared/capacity';
import type { WarehouseCapacity } from '@shared/contracts/capacity';
import { CAPACITY_LIVE_KEY } from '@shared/contracts/live-keys';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/warehouses/:id/capacity?from&to`: the owner's timeline per space type (its owner
// and administrators). Under "capacity", which the server invalidates when a block changes.

export const warehouseCapacityKey = (id: string) => [CAPACITY_LIVE_KEY, id] as const;

export function getWarehouseCapacityQueryOptions(id: string, range: DayRange) {
  return apiQueryOptions<WarehouseCapacity>([...warehouseCapacityKey(id), range.from, range.to], `/api/warehouses/${encodeURIComponent(id)}/capacity`, range);
}

/** Keeps the previous period on screen while Previous/Next loads the next. */
export function useWarehouseCapacity(id: string, range: DayRange) {
  return useQuery({ ...getWarehouseCapacityQueryOptions(id, range), placeholderData: keepPreviousData });
}
