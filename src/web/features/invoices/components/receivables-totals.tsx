import type { ReceivablesResponse } from '@shared/contracts/invoices';
import { formatCents, formatWholeNumber } from '@shared/money';

/**
 * The sums over every document the filters match (not only the page shown): how many, their total,
 * what is still open and how much of that is overdue. Drawn at its size before the first answer
 * (dashes), so the table below does not move when the figures arrive. On a phone each figure is one
 * line, its name on the left, so a seven-figure sum is never broken over two.
 */
export function ReceivablesTotals({ data }: { data: Pick<ReceivablesResponse, 'total' | 'totals'> | undefined }) {
  const figures: [string, string, string?][] = [
    ['Documents', data ? formatWholeNumber(data.total) : '–'],
    ['Total', data ? formatCents(data.totals.totalCents) : '–'],
    ['Open', data ? formatCents(data.totals.openCents) : '–'],
    ['Overdue', data ? formatCents(data.totals.overdueCents) : '–', data && data.totals.overdueCents > 0 ? 'text-danger' : 'text-ink'],
  ];
  return (
    <section aria-label="Totals of the filtered invoices" className="mt-6">
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        {figures.map(([term, value, tone = 'text-ink']) => (
          <div key={term} className="flex min-w-0 items-baseline justify-between gap-3 rounded-xl border border-line bg-white px-4 py-2 shadow-sm sm:block sm:py-3">
            <dt className="text-sm font-medium text-ink-muted">{term}</dt>
            <dd className={`text-lg font-bold break-words sm:mt-1 sm:text-xl ${tone}`} data-testid={`receivables-${term.toLowerCase()}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
