import { Download } from 'lucide-react';
import { type OwnerStatement, ownerStatementFilePath, type StatementLine, type StatementPayout } from '@shared/contracts/payouts';
import { formatDate, formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { formatStatementMonth, payoutEffectCents, STATEMENT_PAYOUT_LABELS } from '@shared/owner-statements';
import { CardFacts, CardHeading, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { StatementFigures } from './statement-figures';

const AMOUNT_HEADER = 'text-end';
const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';
const DOWNLOAD_LINK =
  'inline-flex items-center gap-1.5 rounded-md border border-line bg-white px-3 py-2 text-sm font-semibold text-ink shadow-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600';

const LINE_COLUMNS: TableColumn<StatementLine>[] = [
  { header: 'Date', cellClassName: 'whitespace-nowrap text-ink', cell: (line) => formatDate(line.date) },
  { header: 'Booking', cellClassName: 'font-mono whitespace-nowrap text-ink', cell: (line) => line.bookingNumber },
  {
    header: 'Invoice',
    cell: (line) => (
      <>
        <span className="font-mono whitespace-nowrap text-ink">{line.invoiceNumber}</span>
        <span className="block text-xs text-ink-muted">{formatDateRange(line.supplyFrom, line.supplyTo)}</span>
      </>
    ),
  },
  { header: 'Amount', headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (line) => formatCents(line.amountCents) },
  { header: 'Commission', headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (line) => formatCents(line.commissionCents) },
  { header: 'Payable', headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (line) => formatCents(line.payableCents) },
];

const PAYOUT_COLUMNS: TableColumn<StatementPayout>[] = [
  { header: 'Date', cellClassName: 'whitespace-nowrap text-ink', cell: (payout) => formatDate(payout.date) },
  { header: 'What', cellClassName: 'text-ink', cell: (payout) => STATEMENT_PAYOUT_LABELS[payout.kind] },
  { header: 'Reference', cellClassName: 'font-mono break-all text-ink', cell: (payout) => payout.reference || '–' },
  { header: 'Amount', headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (payout) => formatCents(payoutEffectCents(payout)) },
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
  const month = formatStatementMonth(statement.month);
  const { totals } = statement;
  return (
    <article aria-labelledby="statement-title" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="statement-title" className="text-2xl font-bold text-ink">
          Statement {month}
        </h2>
        <div className="flex flex-wrap gap-2">
          <a href={ownerStatementFilePath(statement.month, 'pdf')} download className={DOWNLOAD_LINK} aria-label={`Download the ${month} statement (PDF)`}>
            <Download aria-hidden="true" className="size-4" /> PDF
          </a>
          <a href={ownerStatementFilePath(statement.month, 'csv')} download className={DOWNLOAD_LINK} aria-label={`Download the ${month} statement (CSV)`}>
            <Download aria-hidden="true" className="size-4" /> CSV
          </a>
        </div>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {statement.isClosed ? 'Closed: ' : 'Running month: '}
        what was recorded from {formatDate(statement.firstDay)} to {formatDate(statement.lastDay)}. Each invoice is dated the day its trader settled it.
      </p>

      <div className="mt-4">
        <StatementFigures
          label={`Balances of ${month}`}
          figures={[
            { term: 'Opening balance', cents: statement.openingBalanceCents },
            { term: 'Payable from settled invoices', cents: totals.payableCents },
            { term: 'Paid out', cents: -totals.paidOutCents, note: totals.returnedCents > 0 ? `${formatCents(totals.returnedCents)} returned` : undefined },
            {
              term: 'Closing balance',
              cents: statement.closingBalanceCents,
              emphasis: true,
              note: statement.isCarried ? 'Carried to next month' : undefined,
            },
          ]}
        />
      </div>

      <section aria-labelledby="statement-invoices">
        <SectionHeading id="statement-invoices">Invoices settled</SectionHeading>
        {statement.lines.length === 0 ? (
          <p className="text-sm text-ink-muted">No invoice was settled in {month}.</p>
        ) : (
          <>
            <ResponsiveTable
              rows={statement.lines}
              caption={`Invoices settled in ${month}`}
              listLabel={`Invoices settled in ${month}`}
              columns={LINE_COLUMNS}
              card={(line) => (
                <>
                  <CardHeading badge={<span className="font-semibold whitespace-nowrap text-ink">{formatCents(line.payableCents)}</span>}>
                    <p className="font-mono font-semibold text-ink">{line.invoiceNumber}</p>
                  </CardHeading>
                  <CardFacts
                    facts={[
                      { label: 'Settled:', value: formatDate(line.date) },
                      { label: 'Booking:', value: line.bookingNumber, valueClassName: 'font-mono text-ink' },
                      { label: 'Period:', value: formatDateRange(line.supplyFrom, line.supplyTo) },
                      { label: 'Amount:', value: formatCents(line.amountCents) },
                      { label: 'Commission:', value: formatCents(line.commissionCents) },
                      { label: 'Payable:', value: formatCents(line.payableCents), valueClassName: 'font-semibold text-ink' },
                    ]}
                  />
                </>
              )}
            />
            <dl className="mt-3 flex flex-wrap justify-end gap-x-6 gap-y-1 text-sm" aria-label={`Totals of the invoices settled in ${month}`}>
              {[
                ['Total amount', totals.amountCents],
                ['Total commission', totals.commissionCents],
                ['Total payable', totals.payableCents],
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
        <SectionHeading id="statement-payouts">Payouts</SectionHeading>
        {statement.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">No payout in {month}.</p>
        ) : (
          <ResponsiveTable
            rows={statement.payouts}
            caption={`Payouts in ${month}`}
            listLabel={`Payouts in ${month}`}
            columns={PAYOUT_COLUMNS}
            card={(payout) => (
              <>
                <CardHeading badge={<span className="font-semibold whitespace-nowrap text-ink">{formatCents(payoutEffectCents(payout))}</span>}>
                  <p className="font-semibold text-ink">{STATEMENT_PAYOUT_LABELS[payout.kind]}</p>
                </CardHeading>
                <CardFacts
                  facts={[
                    { label: 'Date:', value: formatDate(payout.date) },
                    { label: 'Reference:', value: payout.reference || '–', valueClassName: 'font-mono break-all text-ink' },
                  ]}
                />
              </>
            )}
          />
        )}
      </section>

      <p className="mt-8 text-sm text-ink-muted">
        Awaiting traders’ payment at the end of {month}, not yet payable: <span className="font-semibold text-ink">{formatCents(statement.awaitingCents)}</span>
      </p>
    </article>
  );
}
