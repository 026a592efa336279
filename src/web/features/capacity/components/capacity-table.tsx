import { formatDayRange } from '@shared/capacity';
import type { SpaceTypeCapacity } from '@shared/contracts/capacity';
import { formatSize } from '@shared/sizes';

/**
 * The chart's figures as a table, for screen readers and for anyone who wants the numbers: one row
 * per run of days with the same figures. Narrow screens scroll the table inside its box, never the page.
 */
export function CapacityTable({ type }: { type: SpaceTypeCapacity }) {
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full min-w-[30rem] text-left text-sm">
        <caption className="sr-only">
          {type.name}: booked, blocked, held and free m² by dates (total {formatSize(type.totalM2)})
        </caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Dates
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Booked
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Blocked
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Held
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              Free
            </th>
          </tr>
        </thead>
        <tbody>
          {type.steps.map((step) => (
            <tr key={step.from} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-ink">
                {formatDayRange(step)}
              </th>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatSize(step.bookedM2)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatSize(step.blockedM2)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatSize(step.heldM2)}</td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">{formatSize(step.freeM2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
