import { useLingui } from '@lingui/react/macro';
import type { ReceivablesResponse } from '@shared/contracts/invoices';
import { formatCents, formatWholeNumber } from '@shared/money';

/**
 * The sums over every document the filters match (not only the page shown): how many, their total,
 * what is still open and how much of that is overdue. Drawn at its size before the first answer
 * (dashes), so the table below does not move when the figures arrive. On a phone each figure is one
 * line, its name on the left, so a seven-figure sum is never broken over two.
 */
export function ReceivablesTotals({ data }: { data: Pick<ReceivablesResponse, 'total' | 'totals'> | undefined }) {
  const { t } = useLingui();
  // Each figure's key (its test id), name and value.
  const figures: [string, string, string, string?][] = [
    ['documents', t`Documents`, data ? formatWholeNumber(data.total) : '–'],
    ['total', t`Total`, data ? formatCents(data.totals.totalCents) : '–'],
    ['open', t`Open`, data ? formatCents(data.totals.openCents) : '–'],
    ['overdue', t`Overdue`, data ? formatCents(data.totals.overdueCents) : '–', data && data.totals.overdueCents > 0 ? 'text-danger' : 'text-ink'],
  ];
  return (
    <section aria-label={t`Totals of the filtered invoices`} className="mt-6">
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        {figures.map(([key, term, value, tone = 'text-ink']) => (
          <div key={key} className="flex min-w-0 items-baseline justify-between gap-3 panel px-4 py-2 sm:block sm:py-3">
            <dt className="text-sm font-medium text-ink-muted">{term}</dt>
            <dd className={`text-lg font-bold break-words sm:mt-1 sm:text-xl ${tone}`} data-testid={`receivables-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
