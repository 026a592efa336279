import type { FinanceOverview } from '@shared/contracts/finance';
import { formatFinanceMonth } from '@shared/finance';
import { formatCents } from '@shared/money';
import { AMOUNT_CELL, AMOUNT_HEADER, FinanceSection, TABLE, TABLE_FOOT, TABLE_HEAD, TableBox, TEXT_CELL } from './finance-section';
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
        <TableBox label="Platform revenue per month">
          <table className={TABLE}>
            <caption className="sr-only">Platform revenue per month, the last 12 months</caption>
            <thead className={TABLE_HEAD}>
              <tr>
                <th scope="col" className="px-3 py-2">
                  Month
                </th>
                <th scope="col" className={AMOUNT_HEADER}>
                  Fee
                </th>
                <th scope="col" className={AMOUNT_HEADER}>
                  Commission
                </th>
                <th scope="col" className={AMOUNT_HEADER}>
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {[...revenue.months].reverse().map((month) => (
                <tr key={month.month}>
                  <th scope="row" className={`${TEXT_CELL} font-normal whitespace-nowrap`}>
                    {formatFinanceMonth(month.month)}
                  </th>
                  <td className={AMOUNT_CELL}>{formatCents(month.platformFeeCents)}</td>
                  <td className={AMOUNT_CELL}>{formatCents(month.commissionCents)}</td>
                  <td className={`${AMOUNT_CELL} font-semibold`}>{formatCents(month.totalCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className={TABLE_FOOT}>
              <tr>
                <th scope="row" className={TEXT_CELL}>
                  Total
                </th>
                <td className={AMOUNT_CELL}>{formatCents(revenue.platformFeeCents)}</td>
                <td className={AMOUNT_CELL}>{formatCents(revenue.commissionCents)}</td>
                <td className={AMOUNT_CELL} data-testid="finance-revenue-total">
                  {formatCents(revenue.totalCents)}
                </td>
              </tr>
            </tfoot>
          </table>
        </TableBox>
      </div>
    </FinanceSection>
  );
}
