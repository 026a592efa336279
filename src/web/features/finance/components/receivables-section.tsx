import { Link } from 'react-router';
import type { FinanceOverview, OpenReceivable } from '@shared/contracts/finance';
import { formatDate } from '@shared/dates';
import { AGING_BUCKET_LABELS } from '@shared/finance';
import { formatCents, formatWholeNumber } from '@shared/money';
import { paths } from '@web/app/paths';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { CardFacts, CardHeading, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { EmptyLine, FiguresTable, FinanceSection } from './finance-section';

function pastDue(item: OpenReceivable): string {
  if (item.daysPastDue <= 0) return 'Not yet due';
  return item.daysPastDue === 1 ? '1 day' : `${formatWholeNumber(item.daysPastDue)} days`;
}

const ITEM_COLUMNS: TableColumn<OpenReceivable & { id: string }>[] = [
  { header: 'Invoice', cellClassName: 'font-mono font-semibold whitespace-nowrap text-ink', cell: (item) => item.number },
  { header: 'Buyer', cellClassName: 'text-ink', cell: (item) => item.buyerName },
  { header: 'Due', cellClassName: 'whitespace-nowrap text-ink', cell: (item) => formatDate(item.dueDate) },
  { header: 'Past due', cellClassName: 'whitespace-nowrap text-ink', cell: pastDue },
  { header: 'Open', headerClassName: 'text-end', cellClassName: 'text-end whitespace-nowrap tabular-nums text-ink', cell: (item) => formatCents(item.openCents) },
];

/** What traders owe per invoice, aged by days past its due date, bucket totals first. */
export function ReceivablesSection({ receivables, asOf }: { receivables: FinanceOverview['receivables']; asOf: string }) {
  const rows = receivables.items.map((item) => ({ ...item, id: item.invoiceId }));
  return (
    <FinanceSection
      section="receivables"
      title="Receivables"
      description={`What traders owe on each invoice (its total less payments and credit notes), by days past its due date on ${formatDate(asOf)}.`}
    >
      <FiguresTable
        label="Receivables by age"
        caption={`Receivables by days past the due date on ${formatDate(asOf)}`}
        headers={['Age', 'Invoices', 'Open']}
        rows={receivables.buckets.map((bucket) => ({
          key: bucket.bucket,
          label: AGING_BUCKET_LABELS[bucket.bucket],
          cells: [
            { value: formatWholeNumber(bucket.count) },
            { value: formatCents(bucket.openCents), className: bucket.bucket !== 'current' && bucket.openCents > 0 ? 'font-semibold text-danger' : undefined },
          ],
        }))}
        total={[{ value: formatWholeNumber(receivables.count) }, { value: formatCents(receivables.openCents), testId: 'finance-receivables-total' }]}
      />

      <h3 className="mt-6 text-base font-semibold text-ink">Invoices with money open</h3>
      {rows.length === 0 ? (
        <EmptyLine>No invoice has money open: traders owe nothing.</EmptyLine>
      ) : (
        <div className="mt-3">
          <ResponsiveTable
            rows={rows}
            caption="Invoices with money open, most overdue first"
            listLabel="Invoices with money open"
            columns={ITEM_COLUMNS}
            card={(item) => (
              <>
                <CardHeading badge={<span className="text-sm font-semibold whitespace-nowrap text-ink">{formatCents(item.openCents)}</span>}>
                  <span className="font-mono font-semibold text-ink">{item.number}</span>
                </CardHeading>
                <CardFacts
                  facts={[
                    { label: 'Buyer', value: item.buyerName },
                    { label: 'Due', value: formatDate(item.dueDate) },
                    { label: 'Past due', value: pastDue(item) },
                  ]}
                />
              </>
            )}
          />
        </div>
      )}
      <p className="mt-3 text-sm">
        <Link to={paths.adminInvoices.getHref()} className={ROW_LINK}>
          All invoices and payments
        </Link>
      </p>
    </FinanceSection>
  );
}
