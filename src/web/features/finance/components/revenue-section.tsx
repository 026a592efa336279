import type { FinanceOverview } from '@shared/contracts/finance';
import { formatFinanceMonth } from '@shared/finance';
import { formatCents } from '@shared/money';
import { FiguresTable, FinanceSection } from './finance-section';
import { RevenueChart } from './revenue-chart';

/** The platform's fee and the owners' commission per month of issue, the last 12 months: a chart, and its figures in a table. */
export function RevenueSection({ revenue }: { revenue: FinanceOverview['revenue'] }) {
  return (
    <FinanceSection
      section="revenue"
      title="Platform revenue"
      description="The platform fee and the owners' commission of the invoices issued each month (credit notes deducted), the last 12 months."
    >
      <RevenueChart months={revenue.months} />
      {/* On a phone the four columns do not fit: the same figures as a list, a month a line. */}
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-white text-sm shadow-sm md:hidden" aria-label="Platform revenue per month">
        {[...revenue.months].reverse().map((month) => (
          <li key={month.month} className="px-3 py-2">
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-medium text-ink">{formatFinanceMonth(month.month)}</span>
              <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{formatCents(month.totalCents)}</span>
            </div>
            <p className="text-ink-muted">
              Fee {formatCents(month.platformFeeCents)} · Commission {formatCents(month.commissionCents)}
            </p>
          </li>
        ))}
        <li className="flex items-baseline justify-between gap-3 px-3 py-2 font-semibold text-ink">
          <span>Total</span>
          <span className="whitespace-nowrap tabular-nums">{formatCents(revenue.totalCents)}</span>
        </li>
      </ul>
      <div className="hidden md:block">
        <FiguresTable
          label="Platform revenue per month"
          caption="Platform revenue per month, the last 12 months"
          headers={['Month', 'Fee', 'Commission', 'Revenue']}
          rows={[...revenue.months].reverse().map((month) => ({
            key: month.month,
            label: formatFinanceMonth(month.month),
            labelClassName: 'whitespace-nowrap',
            cells: [{ value: formatCents(month.platformFeeCents) }, { value: formatCents(month.commissionCents) }, { value: formatCents(month.totalCents), className: 'font-semibold' }],
          }))}
          total={[
            { value: formatCents(revenue.platformFeeCents) },
            { value: formatCents(revenue.commissionCents) },
            { value: formatCents(revenue.totalCents), testId: 'finance-revenue-total' },
          ]}
        />
      </div>
    </FinanceSection>
  );
}
