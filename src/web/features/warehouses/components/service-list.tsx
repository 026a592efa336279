import type { WarehouseDetail } from '@shared/contracts/warehouses';
import { servicePriceText } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

type ServiceListProps = { services: WarehouseDetail['services'] };

/** Services with their pricing: per hour, per unit, or "Ask for Quote"; notes beneath. */
export function ServiceList({ services }: ServiceListProps) {
  return (
    <ul className="divide-y divide-line rounded-lg border border-line bg-white">
      {services.map((service) => (
        <li key={service.serviceId} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
          <div className="min-w-0">
            <p className="font-medium text-ink">{referenceText(service.name)}</p>
            {service.description && <p className="mt-0.5 text-sm text-ink-muted">{referenceText(service.description)}</p>}
            {service.notes && <p className="mt-0.5 text-sm text-ink-muted italic">{service.notes}</p>}
          </div>
          <p className="shrink-0 text-sm font-semibold text-brand-800">{servicePriceText(service)}</p>
        </li>
      ))}
    </ul>
  );
}
