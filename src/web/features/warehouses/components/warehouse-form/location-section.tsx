import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, MapPinOff } from 'lucide-react';
import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/form-field';
import { FormSection } from '@web/components/ui/form-section';
import { Spinner } from '@web/components/ui/spinner';
import { useFormField } from '@web/lib/use-form-field';
import { formatCoordinates, type WarehouseFormValues } from './form-values';

// maplibre is several hundred KB: it loads only when the owner opens the map.
const LocationMap = lazy(() => import('./location-map').then((module) => ({ default: module.LocationMap })));

/**
 * A map that fails to load (offline, no WebGL) must not take the form and what the owner typed
 * with it: it says so in place, and the address still locates the warehouse.
 */
class MapErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override render() {
    if (this.state.hasFailed) {
      return (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-danger">
          <Trans>The map could not be loaded. The location will be found from the address when you save.</Trans>
        </p>
      );
    }
    return this.props.children;
  }
}

export function LocationSection() {
  const { t } = useLingui();
  const { control, setValue } = useFormContext<WarehouseFormValues>();
  const { field, errorOf } = useFormField<WarehouseFormValues>();
  const [latitude, longitude] = useWatch({ control, name: ['latitude', 'longitude'] });
  const [isMapOpen, setIsMapOpen] = useState(false);
  const mapRegionId = useId();
  const hasCoordinates = latitude !== null && longitude !== null;

  function setCoordinates(nextLatitude: number | null, nextLongitude: number | null) {
    setValue('latitude', nextLatitude, { shouldDirty: true });
    setValue('longitude', nextLongitude, { shouldDirty: true });
  }

  return (
    <FormSection id="warehouse-location" title={t`Location`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t`Address`}
          required
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errorOf('address')}
          {...field('address')}
        />
        <TextField label={t`City`} required autoComplete="address-level2" error={errorOf('city')} {...field('city')} />
        <TextField label={t`Country`} required autoComplete="country-name" error={errorOf('country')} {...field('country')} />
        <TextField
          label={t`Postal code`}
          required
          autoComplete="postal-code"
          error={errorOf('postalCode')}
          {...field('postalCode')}
        />
      </div>

      <div className="mt-6 rounded-lg border border-line bg-surface-muted p-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="text-sm font-semibold text-ink">
              <Trans>Coordinates</Trans>
            </p>
            {/* Announced when a click on the map or Clear coordinates changes it. */}
            <p role="status" className="mt-0.5 font-mono text-sm text-ink">
              {formatCoordinates(latitude, longitude)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={isMapOpen}
              aria-controls={mapRegionId}
              onClick={() => setIsMapOpen((open) => !open)}
            >
              <MapPin aria-hidden="true" className="size-4" />
              {isMapOpen ? <Trans>Hide Map</Trans> : <Trans>Set on Map</Trans>}
            </Button>
            {hasCoordinates && (
              <Button variant="ghost" size="sm" onClick={() => setCoordinates(null, null)}>
                <MapPinOff aria-hidden="true" className="size-4" />
                <Trans>Clear coordinates</Trans>
              </Button>
            )}
          </div>
        </div>
        <p className="mt-3 text-sm text-ink-muted">
          <Trans>
            Coordinates are optional. Without them, the location is found from the address when you save. When you change the
            address, the pin is found again from the new address unless you place it on the map yourself.
          </Trans>
        </p>
        <div id={mapRegionId} className="mt-4" hidden={!isMapOpen}>
          {isMapOpen && (
            <Suspense
              fallback={
                <div className="flex h-72 items-center justify-center rounded-lg border border-line bg-white sm:h-96">
                  <Spinner label={t`Loading map…`} showLabel />
                </div>
              }
            >
              <MapErrorBoundary>
                <LocationMap latitude={latitude} longitude={longitude} onPick={setCoordinates} />
              </MapErrorBoundary>
            </Suspense>
          )}
        </div>
      </div>
    </FormSection>
  );
}
