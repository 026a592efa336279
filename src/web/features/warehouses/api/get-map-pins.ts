import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MapPinsResponse } from '@shared/contracts/warehouses';
import { apiQueryOptions } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';
import { WAREHOUSES_QUERY_ROOT } from './get-warehouses';
import { toFilterQuery, type BrowseFilterValues } from '../lib/browse-params';

// `GET /api/warehouses/map?<browse filters>&west=&south=&east=&north=&limit=` (public): compact pins
// of the matching warehouses inside a viewport, and how many match there in all. Without a box it
// answers for the whole world (the map's first load, to fit the view around the results).

/** A viewport in degrees. */
export type MapBounds = { west: number; south: number; east: number; north: number };

/** Pins drawn at most per viewport; clustering keeps this many smooth on a phone. */
const MAP_PIN_LIMIT = 500;

/** Rounds a box outwards to ~1 km, so tiny pans reuse the cached answer and keys stay short. */
export function roundBounds(bounds: MapBounds): MapBounds {
  const down = (value: number) => Math.floor(value * 100) / 100;
  const up = (value: number) => Math.ceil(value * 100) / 100;
  return {
    west: Math.max(-180, down(bounds.west)),
    south: Math.max(-90, down(bounds.south)),
    east: Math.min(180, up(bounds.east)),
    north: Math.min(90, up(bounds.north)),
  };
}

function getMapPinsQueryOptions(filters: BrowseFilterValues, bounds: MapBounds | null) {
  return {
    ...apiQueryOptions<MapPinsResponse>([WAREHOUSES_QUERY_ROOT, 'map-pins', filters, bounds, currentLocale()], '/api/warehouses/map', {
      ...toFilterQuery(filters),
      ...(bounds ?? {}),
      limit: MAP_PIN_LIMIT,
    }),
    // Panning keeps the pins on screen until the new viewport's answer arrives.
    placeholderData: keepPreviousData,
  };
}

export function useMapPins(filters: BrowseFilterValues, bounds: MapBounds | null) {
  return useQuery(getMapPinsQueryOptions(filters, bounds));
}
