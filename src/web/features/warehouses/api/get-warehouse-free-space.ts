import { useQuery } from '@tanstack/react-query';
import type { DayRange } from '@shared/capacity';
import type { WarehouseFreeSpace } from '@shared/contracts/warehouses';
import { apiQueryOptions } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';

// `GET /api/warehouses/:id/free-space?from=&to=` (public, as the detail): free m² per space type on
// every day of the dates. Under the catalogue's key root, so a catalogue change refetches it.

export function useWarehouseFreeSpace(id: string, dates: DayRange | null) {
  return useQuery({
    ...apiQueryOptions<WarehouseFreeSpace>([WAREHOUSES_QUERY_ROOT, 'free-space', id, dates], `/api/warehouses/${encodeURIComponent(id)}/free-space`, dates ?? undefined),
    enabled: dates !== null,
  });
}
