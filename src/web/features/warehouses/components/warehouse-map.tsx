import 'maplibre-gl/dist/maplibre-gl.css';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, MapPin as MapPinIcon, X } from 'lucide-react';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, Map as MaplibreMap } from 'maplibre-gl';
// The worker is a file of its own; without this URL the bundled library would look for it next to
// the chunk that imported it, where the build never put it.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapGL, {
  Layer,
  NavigationControl,
  Popup,
  Source,
  type LayerProps,
  type MapLayerMouseEvent,
  type MapRef,
  type ViewStateChangeEvent,
} from 'react-map-gl/maplibre';
import { Link } from 'react-router';
import type { MapPin } from '@shared/contracts/warehouses';
import { formatWholeNumber } from '@shared/money';
import { paths } from '@web/app/paths';
import { buttonClassName } from '@web/components/ui/button';
import { currentLocale } from '@web/lib/i18n';
import { useClientConfig } from '../api/get-client-config';
import { roundBounds, useMapPins, type MapBounds } from '../api/get-map-pins';
import { useWarehouse } from '../api/get-warehouse';
import { serializeBrowseParams, DEFAULT_BROWSE_PARAMS, type BrowseFilterValues } from '../lib/browse-params';
import { addTextImage, drawPlaceLabel, MAP_DEFAULTS, resolveMapStyle, showPlaceNamesIn } from '../lib/map-style';
import { SpaceTypeBadges } from './space-type-badges';

/**
 * The browse map. Loaded with React.lazy only when the map view is shown, so maplibre (and the
 * bundled world outline of the offline style) never reach another chunk.
 *
 * Pins are one GeoJSON source clustered by MapLibre on its worker, drawn by circle and symbol layers
 * on the GPU: no React element per pin, so a viewport of thousands stays smooth. The server sends the
 * pins of the current viewport (up to MAP_PIN_LIMIT), refetched when the map stops moving.
 */

type WarehouseMapProps = {
  filters: BrowseFilterValues;
  /** The warehouse whose popup is open (the URL's `selected`). */
  selectedId: string | null;
  onSelectedChange: (warehouseId: string | null) => void;
};

const SOURCE_ID = 'warehouse-pins';
const CLUSTER_LAYER_ID = 'warehouse-clusters';
const PIN_LAYER_ID = 'warehouse-pins';
const COUNT_IMAGE_PREFIX = 'cluster-count-';
const MOVE_DEBOUNCE_MS = 300;
/** The text alternative lists at most this many pins of the viewport. */
const TEXT_LIST_LIMIT = 50;
const CLUSTER_RADIUS = 50;

const COLOURS = { pin: '#1f3b63', selected: '#0e8075', small: '#2b4d7d', medium: '#1f3b63', large: '#0f1f37', halo: '#ffffff' };

const CLUSTER_LAYER: LayerProps = {
  id: CLUSTER_LAYER_ID,
  type: 'circle',
  source: SOURCE_ID,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': ['step', ['get', 'point_count'], COLOURS.small, 10, COLOURS.medium, 100, COLOURS.large],
    'circle-radius': ['step', ['get', 'point_count'], 16, 10, 20, 100, 25, 1000, 30],
    'circle-stroke-width': 2,
    'circle-stroke-color': COLOURS.halo,
  },
};

/**
 * Cluster counts as images, not text: a text layer needs a glyph server, and the default style is
 * offline. Each count's image is drawn on demand (styleimagemissing) and reused.
 */
const CLUSTER_COUNT_LAYER: LayerProps = {
  id: 'warehouse-cluster-counts',
  type: 'symbol',
  source: SOURCE_ID,
  filter: ['has', 'point_count'],
  layout: {
    'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['to-string', ['get', 'point_count_abbreviated']]],
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  },
};

const PIN_LAYER: LayerProps = {
  id: PIN_LAYER_ID,
  type: 'circle',
  source: SOURCE_ID,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': COLOURS.pin,
    'circle-radius': 8,
    'circle-stroke-width': 2,
    'circle-stroke-color': COLOURS.halo,
  },
};

function selectedPinLayer(selectedId: string | null): LayerProps {
  return {
    id: 'warehouse-selected-pin',
    type: 'circle',
    source: SOURCE_ID,
    filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], selectedId ?? '']],
    paint: {
      'circle-color': COLOURS.selected,
      'circle-radius': 11,
      'circle-stroke-width': 3,
      'circle-stroke-color': COLOURS.halo,
    },
  };
}

function drawCountImage(map: MaplibreMap, imageId: string): void {
  if (!imageId.startsWith(COUNT_IMAGE_PREFIX) || map.hasImage(imageId)) return;
  addTextImage(map, imageId, imageId.slice(COUNT_IMAGE_PREFIX.length), { weight: 700, size: 12, color: COLOURS.halo, nudge: 0.5 });
}

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** [west, south, east, north] around the pins. */
function boundsOfPins(pins: readonly MapPin[]): [number, number, number, number] | null {
  if (pins.length === 0) return null;
  let west = 180;
  let south = 90;
  let east = -180;
  let north = -90;
  for (const pin of pins) {
    west = Math.min(west, pin.longitude);
    east = Math.max(east, pin.longitude);
    south = Math.min(south, pin.latitude);
    north = Math.max(north, pin.latitude);
  }
  return [west, south, east, north];
}

type InitialView =
  | { longitude: number; latitude: number; zoom: number }
  | { bounds: [number, number, number, number]; fitBoundsOptions: { padding: number; maxZoom: number } };

function readBounds(map: MapRef | MaplibreMap): MapBounds {
  const bounds = map.getBounds();
  return roundBounds({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });
}

/**
 * Spec 01 section 9: fit the pins' bounds with padding 50, "then zoom 6". Applied as the fit's
 * maximum zoom: a literal zoom-to-6 after the fit would undo it and hide most of a catalogue that
 * spans three continents, while a cap gives the same view for one pin or a city's few.
 */
const FIT_OPTIONS = { padding: MAP_DEFAULTS.fitBoundsPadding, maxZoom: MAP_DEFAULTS.zoomAfterFit };

export function WarehouseMap({ filters, selectedId, onSelectedChange }: WarehouseMapProps) {
  const { t } = useLingui();
  const clientConfig = useClientConfig();
  const mapRef = useRef<MapRef | null>(null);
  // Set when the map exists, before its layers first ask for a cluster count's image.
  const attachMap = useCallback((map: MapRef | null) => {
    mapRef.current = map;
    const instance = map?.getMap();
    instance?.setMissingStyleImageResolver((imageId) => {
      if (!drawPlaceLabel(instance, imageId)) drawCountImage(instance, imageId);
    });
  }, []);
  const moveTimerRef = useRef<number | undefined>(undefined);
  /** The filters the camera was last fitted to (a change of filters fits the new results). */
  const fittedKeyRef = useRef<string | null>(null);

  const filtersKey = useMemo(() => serializeBrowseParams({ ...DEFAULT_BROWSE_PARAMS, ...filters }), [filters]);
  /** The viewport the pins are asked for, remembered with the filters it belongs to. */
  const [viewport, setViewport] = useState<{ key: string; bounds: MapBounds } | null>(null);
  const [isLoaded, setIsLoaded] = useState(false);
  const [hasMapFailed, setHasMapFailed] = useState(false);
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const [initialView, setInitialView] = useState<InitialView | null>(null);

  // Until the first move after new filters, pins are asked for the whole world, to fit around them.
  const queryBounds = viewport?.key === filtersKey ? viewport.bounds : null;
  const pins = useMapPins(filters, queryBounds);
  const pinList = useMemo(() => pins.data?.pins ?? [], [pins.data]);
  const pinsById = useMemo(() => new Map(pinList.map((pin) => [pin.id, pin])), [pinList]);

  // A selected warehouse outside the pins (a cut list, or panned away) is fetched on its own.
  const needsSelectedDetail = Boolean(selectedId) && pins.isSuccess && !pinsById.has(selectedId ?? '');
  const selectedDetail = useWarehouse(selectedId, { enabled: needsSelectedDetail });
  const detailPin: MapPin | null = useMemo(() => {
    const detail = selectedDetail.data;
    if (!detail || detail.latitude === null || detail.longitude === null) return null;
    return {
      id: detail.id,
      name: detail.name,
      nameLocale: detail.nameLocale,
      city: detail.city,
      country: detail.country,
      latitude: detail.latitude,
      longitude: detail.longitude,
      // As a stored pin names them: each type once, A to Z.
      spaceTypes: [...new Set(detail.spaces.map((space) => space.spaceTypeName))].sort(),
    };
  }, [selectedDetail.data]);
  const popupPin = selectedId ? (pinsById.get(selectedId) ?? (detailPin?.id === selectedId ? detailPin : null)) : null;
  const selectedHasNoLocation =
    Boolean(selectedId) && !popupPin && selectedDetail.isSuccess && selectedDetail.data.latitude === null;

  const mapStyleUrl = clientConfig.data?.mapStyleUrl ?? null;
  // Built once, with the country names in the language of the moment; a change of language (which
  // renders this again through useLingui) renames them below, without building the map again.
  const mapStyle = useMemo(() => resolveMapStyle(mapStyleUrl), [mapStyleUrl]);
  const locale = currentLocale();
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (map && isLoaded) showPlaceNamesIn(map, locale);
  }, [isLoaded, locale]);

  // The first view waits for the first answer, so the map opens where the results are, not at the
  // default centre and then jumps.
  const isWorldAnswerIn = queryBounds === null && (pins.isError || (pins.isSuccess && !pins.isPlaceholderData));
  const isSelectionResolved = !needsSelectedDetail || !selectedDetail.isPending;
  if (!initialView && !clientConfig.isPending && isWorldAnswerIn && isSelectionResolved) {
    const bounds = boundsOfPins(pinList);
    if (popupPin) {
      setInitialView({ longitude: popupPin.longitude, latitude: popupPin.latitude, zoom: MAP_DEFAULTS.selectedZoom });
    } else if (bounds) {
      setInitialView({ bounds, fitBoundsOptions: FIT_OPTIONS });
    } else {
      setInitialView({ longitude: MAP_DEFAULTS.center.longitude, latitude: MAP_DEFAULTS.center.latitude, zoom: MAP_DEFAULTS.zoom });
    }
  }

  // New filters while the map is open: once their whole-world answer is in, fit around it.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !isLoaded || fittedKeyRef.current === filtersKey) return;
    if (queryBounds !== null || !pins.isSuccess || pins.isPlaceholderData) return;
    fittedKeyRef.current = filtersKey;
    const bounds = boundsOfPins(pins.data.pins);
    if (bounds) map.fitBounds(bounds, { ...FIT_OPTIONS, duration: prefersReducedMotion() ? 0 : 600 });
  }, [filtersKey, isLoaded, pins.data, pins.isPlaceholderData, pins.isSuccess, queryBounds]);

  useEffect(() => () => window.clearTimeout(moveTimerRef.current), []);

  function handleLoad() {
    const map = mapRef.current;
    if (!map) return;
    fittedKeyRef.current = filtersKey;
    setIsLoaded(true);
    setViewport({ key: filtersKey, bounds: readBounds(map) });
  }

  function handleMoveEnd(event: ViewStateChangeEvent) {
    const key = filtersKey;
    // A move of the person's own ends the fitting for these filters: their view wins.
    if (event.originalEvent) fittedKeyRef.current = key;
    const bounds = readBounds(event.target);
    window.clearTimeout(moveTimerRef.current);
    moveTimerRef.current = window.setTimeout(() => setViewport({ key, bounds }), MOVE_DEBOUNCE_MS);
  }

  async function handleClick(event: MapLayerMouseEvent) {
    const feature = event.features?.[0];
    const map = mapRef.current;
    if (!feature || !map) {
      if (selectedId) onSelectedChange(null);
      return;
    }
    const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
    if (feature.layer.id === CLUSTER_LAYER_ID) {
      const source = map.getMap().getSource<GeoJSONSource>(SOURCE_ID);
      const clusterId = feature.properties.cluster_id as number | undefined;
      if (!source || clusterId === undefined) return;
      const zoom = await source.getClusterExpansionZoom(clusterId);
      map.easeTo({ center: [longitude, latitude], zoom, duration: prefersReducedMotion() ? 0 : 500 });
      return;
    }
    const id = feature.properties.id as string | undefined;
    if (id) onSelectedChange(id);
  }

  const geojson = useMemo<FeatureCollection<Point, { id: string; name: string }>>(
    () => ({
      type: 'FeatureCollection',
      features: pinList.map((pin) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
        properties: { id: pin.id, name: pin.name },
      })),
    }),
    [pinList],
  );

  const textListPins = pinList.slice(0, TEXT_LIST_LIMIT);
  const shownCount = formatWholeNumber(pinList.length);
  const listedCount = textListPins.length;
  const pinCount = pinList.length;

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="min-h-5 text-sm text-ink-muted">
        {pins.isError ? (
          <Trans>The warehouses for this area could not be loaded. Move the map to try again.</Trans>
        ) : pins.data?.hasMore ? (
          <Trans>Showing {shownCount} of the warehouses in this area — zoom in to see all</Trans>
        ) : null}
        {selectedHasNoLocation && <Trans>This warehouse has no location on the map yet.</Trans>}
      </p>

      {/* A map reads left to right in every language (its controls and attribution are placed so). */}
      <section
        aria-label={t`Map of warehouses`}
        dir="ltr"
        className="relative h-[60vh] min-h-[22rem] overflow-hidden rounded-lg border border-line bg-[#dbe7f3] lg:h-[70vh]"
      >
        {hasMapFailed ? (
          <div className="flex h-full items-center justify-center p-6 text-center text-ink-muted">
            <Trans>The map cannot be shown in this browser. The warehouses of this area are listed below.</Trans>
          </div>
        ) : initialView ? (
          <MapGL
            ref={attachMap}
            initialViewState={initialView}
            minZoom={MAP_DEFAULTS.minZoom}
            maxZoom={MAP_DEFAULTS.maxZoom}
            mapStyle={mapStyle}
            workerUrl={maplibreWorkerUrl}
            interactiveLayerIds={[CLUSTER_LAYER_ID, PIN_LAYER_ID]}
            cursor={cursor}
            onMouseEnter={() => setCursor('pointer')}
            onMouseLeave={() => setCursor(undefined)}
            onLoad={handleLoad}
            onMoveEnd={handleMoveEnd}
            onClick={(event) => void handleClick(event)}
            onError={(event) => {
              // Without a map (no WebGL) the constructor fails; other errors (a tile) are not fatal.
              if (!event.target) setHasMapFailed(true);
            }}
            dragRotate={false}
            touchPitch={false}
            style={{ width: '100%', height: '100%' }}
          >
            <NavigationControl position="top-right" showCompass={false} />
            <Source id={SOURCE_ID} type="geojson" data={geojson} cluster clusterRadius={CLUSTER_RADIUS} clusterMaxZoom={MAP_DEFAULTS.maxZoom - 1}>
              <Layer {...CLUSTER_LAYER} />
              <Layer {...CLUSTER_COUNT_LAYER} />
              <Layer {...PIN_LAYER} />
              <Layer {...selectedPinLayer(selectedId)} />
            </Source>
            {popupPin && (
              <Popup
                key={popupPin.id}
                longitude={popupPin.longitude}
                latitude={popupPin.latitude}
                // No fixed anchor: MapLibre places the popup where it fits in the map (below the
                // pin when the pin is near the top, as on a phone).
                offset={14}
                maxWidth="280px"
                // Closed by its own button only: MapLibre also "closes" a popup when it is removed
                // (unmounting the map), which must not write to the URL after the view changed.
                closeButton={false}
                closeOnClick={false}
                focusAfterOpen={false}
                className="[&_.maplibregl-popup-content]:rounded-lg [&_.maplibregl-popup-content]:p-4 [&_.maplibregl-popup-content]:shadow-lg"
              >
                <div className="relative pe-8 font-sans text-ink">
                  <h3 lang={popupPin.nameLocale} className="text-base leading-snug font-semibold">
                    {popupPin.name}
                  </h3>
                  <p className="mt-1 text-sm text-ink-muted">
                    {popupPin.city}, {popupPin.country}
                  </p>
                  <SpaceTypeBadges
                    className="mt-2"
                    names={popupPin.spaceTypes}
                  />
                  <Link to={paths.warehouse.getHref(popupPin.id)} className={buttonClassName('primary', 'sm', 'mt-3 w-full')}>
                    <Trans>View Details</Trans>
                  </Link>
                  <button
                    type="button"
                    aria-label={t`Close`}
                    onClick={() => onSelectedChange(null)}
                    className="absolute -top-2 -end-2 inline-flex size-8 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </div>
              </Popup>
            )}
          </MapGL>
        ) : (
          <div role="status" className="flex h-full items-center justify-center text-sm text-ink-muted">
            <MapPinIcon aria-hidden="true" className="me-2 size-5 animate-bounce motion-reduce:animate-none" />
            <Trans>Loading map…</Trans>
          </div>
        )}
      </section>

      {/* The canvas is not readable by screen readers, and its pins are not keyboard targets: the
          same warehouses as links. */}
      {pinList.length > 0 && (
        <details className="rounded-lg border border-line bg-white">
          <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-ink">
            {listedCount < pinCount
              ? t`List the first ${listedCount} of ${plural(pinCount, { one: '# warehouse', other: '# warehouses' })} on the map`
              : t`List the ${plural(pinCount, { one: '# warehouse', other: '# warehouses' })} on the map`}
          </summary>
          <ul className="divide-y divide-line border-t border-line">
            {textListPins.map((pin) => (
              <li key={pin.id}>
                <Link
                  to={paths.warehouse.getHref(pin.id)}
                  className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm hover:bg-surface-muted"
                >
                  <span>
                    <span lang={pin.nameLocale} className="font-medium text-ink">
                      {pin.name}
                    </span>
                    <span className="text-ink-muted">
                      {' '}
                      — {pin.city}, {pin.country}
                    </span>
                  </span>
                  <ChevronRight aria-hidden="true" className="rtl:-scale-x-100 size-4 shrink-0 text-ink-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
