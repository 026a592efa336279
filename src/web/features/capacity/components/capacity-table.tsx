import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDayRange } from '@shared/capacity';
import type { SpaceTypeCapacity } from '@shared/contracts/capacity';
import { formatSize } from '@shared/sizes';

/** A run of days' figures, by column: its field and its header. Free, what can still be sold, stands out. */
const FIGURES = [
  ['bookedM2', msg`Booked`],
  ['blockedM2', msg`Blocked`],
  ['heldM2', msg`Held`],
  ['freeM2', msg`Free`],
] as const;

/**
 * The chart's figures as a table, for screen readers and for anyone who wants the numbers: one row
 * per run of days with the same figures. Narrow screens scroll the table inside its box, never the page.
 */
export function CapacityTable({ type }: { type: SpaceTypeCapacity }) {
  const { i18n } = useLingui();
  const name = type.name;
  const total = formatSize(type.totalM2);
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full min-w-[30rem] text-start text-sm">
        <caption className="sr-only">
          <Trans>
            {name}: booked, blocked, held and free m² by dates (total {total})
          </Trans>
        </caption>
        <thead className="bg-surface-muted text-ink">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Dates</Trans>
            </th>
            {FIGURES.map(([key, header]) => (
              <th key={key} scope="col" className="px-3 py-2 text-end font-semibold">
                {i18n._(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {type.steps.map((step) => (
            <tr key={step.from} className="border-t border-line">
              <th scope="row" className="px-3 py-2 font-medium whitespace-nowrap text-ink">
                {formatDayRange(step)}
              </th>
              {FIGURES.map(([key]) => (
                <td key={key} className={`px-3 py-2 text-end whitespace-nowrap${key === 'freeM2' ? ' font-semibold' : ''}`}>
                  {formatSize(step[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
