import { formatCents } from '@shared/money';

/**
 * Figures side by side (a term and its amount each): the page's payable and awaiting amounts, a
 * statement's balances. On a phone each figure is one line, its name on the left.
 */
export function StatementFigures({ label, figures }: { label: string; figures: readonly { term: string; cents: number | undefined; note?: string; emphasis?: boolean }[] }) {
  return (
    <section aria-label={label}>
      <dl className="grid gap-2 sm:grid-cols-2 sm:gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.term} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-3 panel px-4 py-2 sm:block sm:py-3">
            <dt className="text-sm font-medium text-ink-muted">{figure.term}</dt>
            <dd className={`text-lg break-words sm:mt-1 sm:text-xl ${figure.emphasis ? 'font-bold' : 'font-semibold'} ${(figure.cents ?? 0) < 0 ? 'text-danger' : 'text-ink'}`}>
              {figure.cents === undefined ? '–' : formatCents(figure.cents)}
              {figure.note && <span className="block text-xs font-normal text-ink-muted">{figure.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
