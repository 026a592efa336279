import { Trans } from '@lingui/react/macro';
import type { Locale } from '@shared/locales';
import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { servicePrice } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

type ServiceListProps = {
  services: WarehouseDetail['services'];
  /** The listing's language: its owner's notes and units are in it, never translated. */
  writtenIn: Locale;
};

/** Services with their pricing: per hour, per unit, or "Ask for Quote"; notes beneath. */
export function ServiceList({ services, writtenIn }: ServiceListProps) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {services.map((service) => (
        <li key={service.serviceId} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <p className="font-medium text-ink">{referenceText(service.name)}</p>
            {service.description && <p className="mt-0.5 text-sm text-ink-muted">{referenceText(service.description)}</p>}
            {service.notes && (
              <p lang={writtenIn} className="mt-0.5 text-sm text-ink-muted italic">
                {service.notes}
              </p>
            )}
          </div>
          <p className="shrink-0 text-sm font-semibold text-brand-800">
            <ServicePrice service={service} writtenIn={writtenIn} />
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The price, its unit marked with the listing's language for screen readers ("€6.50 par <span lang="en">pallet</span>"). */
function ServicePrice({ service, writtenIn }: { service: WarehouseDetail['services'][number]; writtenIn: Locale }) {
  const priced = servicePrice(service);
  if (typeof priced === 'string') return priced;
  const { price, unit } = priced;
  return (
    <Trans>
      {price} per <span lang={writtenIn}>{unit}</span>
    </Trans>
  );
}
