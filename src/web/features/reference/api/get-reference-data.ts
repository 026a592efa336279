import { useQuery } from '@tanstack/react-query';
import type { ReferenceData } from '@shared/contracts/reference';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/reference` (public): space types, warehouse types, features and services, each ordered
// by name. The filter chips, the map's popups and the forms pick from these lists.

function getReferenceDataQueryOptions() {
  return {
    ...apiQueryOptions<ReferenceData>(['reference'], '/api/reference'),
    // Administrators change these lists rarely; a page load a day is fresh enough.
    staleTime: 60 * 60_000,
    gcTime: 24 * 60 * 60_000,
  };
}

export function useReferenceData() {
  return useQuery(getReferenceDataQueryOptions());
}
