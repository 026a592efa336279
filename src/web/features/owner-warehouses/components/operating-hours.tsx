import { Trans } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { describeCustomHours, OPERATING_HOURS_LABELS, type OwnerWarehouseDetail } from '@shared/contracts/owner-warehouses';

/** The listing's hours: "24/7", "9-5", or the custom times day by day (closed days say so). */
export function OperatingHoursSummary({ warehouse }: { warehouse: Pick<OwnerWarehouseDetail, 'operatingHours' | 'customHours'> }) {
  if (!warehouse.operatingHours) return null;
  const days = warehouse.operatingHours === 'custom' ? describeCustomHours(warehouse.customHours) : [];
  return (
    <div>
      <h2 className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">
        <Clock aria-hidden="true" className="size-4" />
        <Trans>Operating hours</Trans>
      </h2>
      {warehouse.operatingHours === 'custom' ? (
        <ul className="mt-1 text-ink">
          {days.map((line) => (
            <li key={line}>{line}</li>
          ))}
          <li className="text-sm text-ink-muted">
            <Trans>Other days closed</Trans>
          </li>
        </ul>
      ) : (
        <p className="mt-1 text-ink">{OPERATING_HOURS_LABELS[warehouse.operatingHours]}</p>
      )}
    </div>
  );
}
