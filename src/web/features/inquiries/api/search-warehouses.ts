import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type DayRange, isDayRange, periodProblem } from '@shared/capacity';
import type { BrowseResponse } from '@shared/contracts/warehouses';
import { apiQueryOptions } from '@web/lib/api-client';

// The inquiry form's warehouse picker: `GET /api/warehouses` with the typed text (q matches name,
// city or country only, case-insensitively, on the server: qScope) and the form's own filters. The key root is
// "warehouses", the live event the server sends when the catalogue changes.

const PICKER_PAGE_SIZE = 20;

export type WarehouseSearch = {
  q: string;
  city: string;
  country: string;
  /** Only requests with a size above 0 narrow the search. */
  spaceRequests: { spaceTypeId: string; sizeM2: number }[];
  featureIds: string[];
  serviceIds: string[];
  /**
   * The inquiry's start and end dates: with them the space requests must be free on every day
   * (shared/capacity.ts). Sent only as a range the server takes; otherwise the search ignores them.
   */
  dates?: { from: string; to: string };
};

function usableDates(dates: WarehouseSearch['dates']): DayRange | null {
  return dates && isDayRange(dates) && !periodProblem(dates) ? dates : null;
}

function searchWarehousesQueryOptions(search: WarehouseSearch) {
  const dates = usableDates(search.dates);
  return {
    ...apiQueryOptions<BrowseResponse>(['warehouses', 'inquiry-picker', search], '/api/warehouses', {
      q: search.q.trim() || undefined,
      qScope: 'name-city-country',
      city: search.city.trim() || undefined,
      country: search.country.trim() || undefined,
      spaceRequests: search.spaceRequests.length > 0 ? JSON.stringify(search.spaceRequests) : undefined,
      features: search.featureIds.length > 0 ? search.featureIds.join(',') : undefined,
      services: search.serviceIds.length > 0 ? search.serviceIds.join(',') : undefined,
      from: dates?.from,
      to: dates?.to,
      pageSize: PICKER_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
    // Typing sends the next search soon enough; a failed one says so under the picker at once.
    retry: false,
  };
}

export function useSearchWarehouses(search: WarehouseSearch, options: { enabled: boolean }) {
  return useQuery({ ...searchWarehousesQueryOptions(search), enabled: options.enabled });
}
