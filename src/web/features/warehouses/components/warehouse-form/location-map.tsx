import 'maplibre-gl/dist/maplibre-gl.css';
// The worker is a file of its own; without this URL the bundled library would look for it next to
// the chunk that imported it, where the build never put it.
import maplibreWorkerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Trans, useLingui } from '@lingui/react/macro';
import { Crosshair } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import MapView, { Marker, NavigationControl, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useClientConfig } from '@web/features/warehouses/api/get-client-config';
import { drawPlaceLabel, MAP_DEFAULTS, resolveMapStyle } from '@web/features/warehouses/lib/map-style';

type LocationMapProps = {
  latitude: number | null;
  longitude: number | null;
  onPick: (latitude: number, longitude: number) => void;
};

/** Six decimals (about 10 cm), what the form shows. */
function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The "Set on Map" picker. Loaded lazily (maplibre is large), so only an owner who opens it pays
 * for it. Clicking the map places the pin; keyboard users pan the focused map with the arrow keys
 * and place the pin at its centre with the button.
 */
export function LocationMap({ latitude, longitude, onPick }: LocationMapProps) {
  const { t } = useLingui();
  const config = useClientConfig();
  const mapRef = useRef<MapRef | null>(null);
  // Set when the map exists, before the offline style's place names are first asked for.
  const attachMap = useCallback((map: MapRef | null) => {
    mapRef.current = map;
    const instance = map?.getMap();
    instance?.setMissingStyleImageResolver((imageId) => void drawPlaceLabel(instance, imageId));
  }, []);
  const hasPin = latitude !== null && longitude !== null;
  // Resolved once per style URL: the offline style rebuilds its land outline each call.
  const mapStyle = useMemo(
    () => (config.isPending ? null : resolveMapStyle(config.data?.mapStyleUrl)),
    [config.isPending, config.data?.mapStyleUrl],
  );

  function pick(event: MapLayerMouseEvent) {
    onPick(round6(event.lngLat.lat), round6(event.lngLat.lng));
  }

  function pickCentre() {
    const centre = mapRef.current?.getCenter();
    if (centre) onPick(round6(centre.lat), round6(centre.lng));
  }

  if (mapStyle === null) {
    return (
      <div className="flex h-72 items-center justify-center rounded-lg border border-line bg-surface-muted sm:h-96">
        <Spinner label={t`Loading map…`} showLabel />
      </div>
    );
  }

  return (
    <div>
      <div className="h-72 overflow-hidden rounded-lg border border-line sm:h-96">
        <MapView
          ref={attachMap}
          mapStyle={mapStyle}
          workerUrl={maplibreWorkerUrl}
          initialViewState={{
            latitude: hasPin ? latitude : MAP_DEFAULTS.center.latitude,
            longitude: hasPin ? longitude : MAP_DEFAULTS.center.longitude,
            zoom: hasPin ? 12 : MAP_DEFAULTS.zoom,
          }}
          minZoom={MAP_DEFAULTS.minZoom}
          maxZoom={MAP_DEFAULTS.maxZoom}
          cursor="crosshair"
          onClick={pick}
          style={{ width: '100%', height: '100%' }}
        >
          <NavigationControl position="top-right" showCompass={false} />
          {hasPin && (
            <Marker latitude={latitude} longitude={longitude} anchor="bottom" color="#1f3b63" />
          )}
        </MapView>
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">
          <Trans>Click the map to place the pin, or move the map and place it at the centre.</Trans>
        </p>
        <Button variant="secondary" size="sm" onClick={pickCentre}>
          <Crosshair aria-hidden="true" className="size-4" />
          <Trans>Place pin at map centre</Trans>
        </Button>
      </div>
    </div>
  );
}
