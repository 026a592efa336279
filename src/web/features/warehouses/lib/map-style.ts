import type { StyleSpecification } from 'maplibre-gl';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import land from 'world-atlas/land-110m.json';

/**
 * The map's style. MAP_STYLE_URL (served by GET /api/client-config) wins; without it the map uses
 * this light style built from a bundled outline of the world's land, so pins render on a readable
 * background with no tile server and no network (the machine may be offline).
 * Only map views import this module, so the outline never reaches the first page load.
 */
function offlineMapStyle(): StyleSpecification {
  const topology = land as unknown as Topology<{ land: GeometryCollection }>;
  const landShapes = feature(topology, topology.objects.land);
  return {
    version: 8,
    name: '24WM light',
    sources: { land: { type: 'geojson', data: landShapes } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#dbe7f3' } },
      { id: 'land', type: 'fill', source: 'land', paint: { 'fill-color': '#f8fafc' } },
      { id: 'coast', type: 'line', source: 'land', paint: { 'line-color': '#94a3b8', 'line-width': 0.6 } },
    ],
  };
}

export function resolveMapStyle(mapStyleUrl: string | null | undefined): string | StyleSpecification {
  return mapStyleUrl && mapStyleUrl.length > 0 ? mapStyleUrl : offlineMapStyle();
}

/** Spec 01 section 9: default centre near Tallinn, zoom 10; zoom 2 to 15; fit padding 50 then zoom 6; a selected pin zoom 5. */
export const MAP_DEFAULTS = {
  center: { latitude: 59.437, longitude: 24.7536 },
  zoom: 10,
  minZoom: 2,
  maxZoom: 15,
  fitBoundsPadding: 50,
  zoomAfterFit: 6,
  selectedZoom: 5,
} as const;
