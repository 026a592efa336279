import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { type OwnerStatement, ownerStatementFilePath, type StatementLine, type StatementPayout } from '@shared/contracts/payouts';
import { formatDate, formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { StatementFigures } from './statement-figures';

const AMOUNT_HEADER = 'text-end';
const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';
const DOWNLOAD_LINK =
  'inline-flex items-center gap-1.5 rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

/** The tables' columns, in the language shown (called while OwnerStatementView renders). */
const lineColumns = (): TableColumn<StatementLine>[] => [
  { header: t`Date`, cellClassName: 'whitespace-nowrap text-ink', cell: (line) => formatDate(line.date) },
  { header: t`Booking`, cellClassName: 'font-mono whitespace-nowrap text-ink', cell: (line) => line.bookingNumber },
  {
    header: t`Invoice`,
    cell: (line) => (
      <>
        <span className="font-mono whitespace-nowrap text-ink">{line.invoiceNumber}</span>
        <span className="block text-xs text-ink-muted">{formatDateRange(line.supplyFrom, line.supplyTo)}</span>
      </>
    ),
  },
  { header: t`Amount`, headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (line) => formatCents(line.amountCents) },
  { header: t`Commission`, headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (line) => formatCents(line.commissionCents) },
  { header: t`Payable`, headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (line) => formatCents(line.payableCents) },
];

const payoutColumns = (): TableColumn<StatementPayout>[] => [
  { header: t`Date`, cellClassName: 'whitespace-nowrap text-ink', cell: (payout) => formatDate(payout.date) },
  { header: t`What`, cellClassName: 'text-ink', cell: (payout) => STATEMENT_PAYOUT_LABELS[payout.kind] },
  { header: t`Reference`, cellClassName: 'font-mono break-all text-ink', cell: (payout) => payout.reference || '–' },
  { header: t`Amount`, headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (payout) => formatCents(payoutEffectCents(payout)) },
];

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <h3 id={id} className="mt-8 mb-3 text-lg font-semibold text-ink">
      {children}
    </h3>
  );
}

/**
 * One month's statement (issue #39, decision 220): its balances, the invoices the traders settled in
 * it with what each made payable, its payouts, the totals, and the PDF and CSV of the same figures.
 */
export function OwnerStatementView({ statement }: { statement: OwnerStatement }) {
  const { t } = useLingui();
  const month = formatStatementMonth(statement.month);
  const { totals } = statement;
  const firstDay = formatDate(statement.firstDay);
  const lastDay = formatDate(statement.lastDay);
  const returned = formatCents(totals.returnedCents);
  const awaiting = formatCents(statement.awaitingCents);
  return (
    <article aria-labelledby="statement-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="text-2xl font-bold text-ink">
          <Trans>Statement {month}</Trans>
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={ownerStatementFilePath(statement.month, 'pdf')} download className={DOWNLOAD_LINK} aria-label={t`Download the ${month} statement (PDF)`}>
            <Download aria-hidden="true" className="size-4" /> PDF
          </a>
          <a href={ownerStatementFilePath(statement.month, 'csv')} download className={DOWNLOAD_LINK} aria-label={t`Download the ${month} statement (CSV)`}>
            <Download aria-hidden="true" className="size-4" /> CSV
          </a>
        </div>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {statement.isClosed ? (
          <Trans>Closed: what was recorded from {firstDay} to {lastDay}. Each invoice is dated the day its trader settled it.</Trans>
        ) : (
          <Trans>Running month: what was recorded from {firstDay} to {lastDay}. Each invoice is dated the day its trader settled it.</Trans>
        )}
      </p>

      <div className="mt-4">
        <StatementFigures
          label={t`Balances of ${month}`}
          figures={[
            { term: t`Opening balance`, cents: statement.openingBalanceCents },
            { term: t`Payable from settled invoices`, cents: totals.payableCents },
            { term: t`Paid out`, cents: -totals.paidOutCents, note: totals.returnedCents > 0 ? t`${returned} returned` : undefined },
            {
              term: t`Closing balance`,
              cents: statement.closingBalanceCents,
              emphasis: true,
              note: statement.isCarried ? t`Carried to next month` : undefined,
            },
          ]}
        />
      </div>

      <section aria-labelledby="statement-invoices">
        <SectionHeading id="statement-invoices">{t`Invoices settled`}</SectionHeading>
        {statement.lines.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No invoice was settled in {month}.</Trans>
          </p>
        ) : (
          <>
            <ResponsiveTable
              rows={statement.lines}
              caption={t`Invoices settled in ${month}`}
              listLabel={t`Invoices settled in ${month}`}
              columns={lineColumns()}
              card={(line) => (
                <RecordCard
                  badge={<span className="font-semibold whitespace-nowrap text-ink">{formatCents(line.payableCents)}</span>}
                  heading={<p className="font-mono font-semibold text-ink">{line.invoiceNumber}</p>}
                  facts={[
                    { label: t`Settled:`, value: formatDate(line.date) },
                    { label: t`Booking:`, value: line.bookingNumber, valueClassName: 'font-mono text-ink' },
                    { label: t`Period:`, value: formatDateRange(line.supplyFrom, line.supplyTo) },
                    { label: t`Amount:`, value: formatCents(line.amountCents) },
                    { label: t`Commission:`, value: formatCents(line.commissionCents) },
                    { label: t`Payable:`, value: formatCents(line.payableCents), valueClassName: 'font-semibold text-ink' },
                  ]}
                />
              )}
            />
            <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm" aria-label={t`Totals of the invoices settled in ${month}`}>
              {[
                [t`Total amount`, totals.amountCents],
                [t`Total commission`, totals.commissionCents],
                [t`Total payable`, totals.payableCents],
              ].map(([term, cents]) => (
                <div key={term} className="flex gap-2">
                  <dt className="text-ink-muted">{term}</dt>
                  <dd className="font-semibold whitespace-nowrap text-ink">{formatCents(cents as number)}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </section>

      <section aria-labelledby="statement-payouts">
        <SectionHeading id="statement-payouts">{t`Payouts`}</SectionHeading>
        {statement.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">
            <Trans>No payout in {month}.</Trans>
          </p>
        ) : (
          <ResponsiveTable
            rows={statement.payouts}
            caption={t`Payouts in ${month}`}
            listLabel={t`Payouts in ${month}`}
            columns={payoutColumns()}
            card={(payout) => (
              <RecordCard
                badge={<span className="font-semibold whitespace-nowrap text-ink">{formatCents(payoutEffectCents(payout))}</span>}
                heading={<p className="font-semibold text-ink">{STATEMENT_PAYOUT_LABELS[payout.kind]}</p>}
                facts={[
                  { label: t`Date:`, value: formatDate(payout.date) },
                  { label: t`Reference:`, value: payout.reference || '–', valueClassName: 'font-mono break-all text-ink' },
                ]}
              />
            )}
          />
        )}
      </section>

      <p className="mt-8 text-sm text-ink-muted">
        <Trans>
          Awaiting traders’ payment at the end of {month}, not yet payable: <span className="font-semibold text-ink">{awaiting}</span>
        </Trans>
      </p>
    </article>
  );
}
