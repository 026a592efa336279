import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { type FinanceSection as SectionName, financeCsvPath } from '@shared/contracts/finance';

const DOWNLOAD_LINK =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

export const AMOUNT_CELL = 'px-3 py-2 text-end whitespace-nowrap tabular-nums text-ink';
export const AMOUNT_HEADER = 'px-3 py-2 text-end';
export const TEXT_CELL = 'px-3 py-2 text-ink';
export const TABLE = 'w-full divide-y divide-line text-start text-sm';
export const TABLE_HEAD = 'bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase';
export const TABLE_FOOT = 'border-t-2 border-line font-semibold';

/** One section of the overview: its heading, what it reads, its CSV (named by `downloadLabel`), and its figures. */
export function FinanceSection({
  section,
  title,
  description,
  downloadLabel,
  children,
}: {
  section: SectionName;
  title: string;
  description: string;
  downloadLabel: string;
  children: ReactNode;
}) {
  const headingId = `finance-${section}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{description}</p>
        </div>
        <a href={financeCsvPath(section)} download className={DOWNLOAD_LINK} aria-label={downloadLabel}>
          <Download aria-hidden="true" className="size-4" /> CSV
        </a>
      </div>
      {children}
    </section>
  );
}

/** A table in a bordered box; on a phone it fits, and if a figure ever makes it wider only the box scrolls. */
export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Focusable: a region that can scroll must be reachable by keyboard (axe: scrollable-region-focusable).
    <div className="mt-4 overflow-x-auto panel" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="mt-4 rounded-xl border border-dashed border-line bg-white px-4 py-6 text-center text-ink-muted">{children}</p>;
}

/** An amount cell: its figure, and what marks it (overdue money in red; the total a test reads by its id). */
export type FigureCell = { value: ReactNode; className?: string; testId?: string };

function Figure({ cell }: { cell: FigureCell }) {
  return (
    <td className={cell.className ? `${AMOUNT_CELL} ${cell.className}` : AMOUNT_CELL} data-testid={cell.testId}>
      {cell.value}
    </td>
  );
}

/**
 * The overview's tables of figures (receivables by age, payables, revenue per month): a row label and
 * amounts per row, with a total row, in a TableBox. `headers` name the label column, then the amounts.
 */
export function FiguresTable({
  label,
  caption,
  headers,
  rows,
  total,
}: {
  label: string;
  caption: ReactNode;
  headers: readonly string[];
  rows: readonly { key: string; label: ReactNode; labelClassName?: string; cells: readonly FigureCell[] }[];
  total: readonly FigureCell[];
}) {
  const [labelHeader, ...amountHeaders] = headers;
  return (
    <TableBox label={label}>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className={TABLE_HEAD}>
          <tr>
            <th scope="col" className="px-3 py-2">
              {labelHeader}
            </th>
            {amountHeaders.map((header) => (
              <th key={header} scope="col" className={AMOUNT_HEADER}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${TEXT_CELL} font-normal ${row.labelClassName ?? ''}`}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <Figure key={index} cell={cell} />
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className={TABLE_FOOT}>
          <tr>
            <th scope="row" className={TEXT_CELL}>
              <Trans>Total</Trans>
            </th>
            {total.map((cell, index) => (
              <Figure key={index} cell={cell} />
            ))}
          </tr>
        </tfoot>
      </table>
    </TableBox>
  );
}
