import { Trans, useLingui } from '@lingui/react/macro';
import type { FinanceOverview } from '@shared/contracts/finance';
import { formatFinanceMonth } from '@shared/finance';
import { formatCents } from '@shared/money';
import { FiguresTable, FinanceSection } from './finance-section';
import { RevenueChart } from './revenue-chart';

/** The platform's fee and the owners' commission per month of issue, the last 12 months: a chart, and its figures in a table. */
export function RevenueSection({ revenue }: { revenue: FinanceOverview['revenue'] }) {
  const { t } = useLingui();
  return (
    <FinanceSection
      section="revenue"
      title={t`Platform revenue`}
      description={t`The platform fee and the owners' commission of the invoices issued each month (credit notes deducted), the last 12 months.`}
      downloadLabel={t`Download platform revenue (CSV)`}
    >
      <RevenueChart months={revenue.months} />
      {/* On a phone the four columns do not fit: the same figures as a list, a month a line. */}
      <ul className="mt-4 divide-y divide-line panel text-sm md:hidden" aria-label={t`Platform revenue per month`}>
        {[...revenue.months].reverse().map((month) => {
          const fee = formatCents(month.platformFeeCents);
          const commission = formatCents(month.commissionCents);
          return (
            <li key={month.month} className="px-3 py-2">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-medium text-ink">{formatFinanceMonth(month.month)}</span>
                <span className="font-semibold whitespace-nowrap text-ink tabular-nums">{formatCents(month.totalCents)}</span>
              </div>
              <p className="text-ink-muted">
                <Trans>
                  Fee {fee} · Commission {commission}
                </Trans>
              </p>
            </li>
          );
        })}
        <li className="flex items-baseline justify-between gap-3 px-3 py-2 font-semibold text-ink">
          <span>
            <Trans>Total</Trans>
          </span>
          <span className="whitespace-nowrap tabular-nums">{formatCents(revenue.totalCents)}</span>
        </li>
      </ul>
      <div className="hidden md:block">
        <FiguresTable
          label={t`Platform revenue per month`}
          caption={t`Platform revenue per month, the last 12 months`}
          headers={[t`Month`, t`Fee`, t`Commission`, t`Revenue`]}
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
