import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { FinanceOverview, OpenReceivable } from '@shared/contracts/finance';
import { formatDate } from '@shared/dates';
import { AGING_BUCKET_LABELS } from '@shared/finance';
import { formatCents, formatWholeNumber } from '@shared/money';
import { paths } from '@web/app/paths';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { EmptyLine, FiguresTable, FinanceSection } from './finance-section';

/** How long an invoice is past its due date (called while ReceivablesSection renders, in the language shown). */
function pastDue(item: OpenReceivable): string {
  const days = item.daysPastDue;
  if (days <= 0) return t`Not yet due`;
  return t`${plural(days, { one: '# day', other: '# days' })}`;
}

/** The open invoices' columns, in the language shown (called while ReceivablesSection renders). */
const itemColumns = (): TableColumn<OpenReceivable & { id: string }>[] => [
  { header: t`Invoice`, cellClassName: 'font-mono font-semibold whitespace-nowrap text-ink', cell: (item) => item.number },
  { header: t`Buyer`, cellClassName: 'text-ink', cell: (item) => item.buyerName },
  { header: t`Due`, cellClassName: 'whitespace-nowrap text-ink', cell: (item) => formatDate(item.dueDate) },
  { header: t`Past due`, cellClassName: 'whitespace-nowrap text-ink', cell: pastDue },
  { header: t`Open`, headerClassName: 'text-end', cellClassName: 'text-end whitespace-nowrap tabular-nums text-ink', cell: (item) => formatCents(item.openCents) },
];

/** What traders owe per invoice, aged by days past its due date, bucket totals first. */
export function ReceivablesSection({ receivables, asOf }: { receivables: FinanceOverview['receivables']; asOf: string }) {
  const { t } = useLingui();
  const rows = receivables.items.map((item) => ({ ...item, id: item.invoiceId }));
  const asOfDate = formatDate(asOf);
  return (
    <FinanceSection
      section="receivables"
      title={t`Receivables`}
      description={t`What traders owe on each invoice (its total less payments and credit notes), by days past its due date on ${asOfDate}.`}
      downloadLabel={t`Download receivables (CSV)`}
    >
      <FiguresTable
        label={t`Receivables by age`}
        caption={t`Receivables by days past the due date on ${asOfDate}`}
        headers={[t`Age`, t`Invoices`, t`Open`]}
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

      <h3 className="mt-6 text-base font-semibold text-ink">
        <Trans>Invoices with money open</Trans>
      </h3>
      {rows.length === 0 ? (
        <EmptyLine>
          <Trans>No invoice has money open: traders owe nothing.</Trans>
        </EmptyLine>
      ) : (
        <div className="mt-3">
          <ResponsiveTable
            rows={rows}
            caption={t`Invoices with money open, most overdue first`}
            listLabel={t`Invoices with money open`}
            columns={itemColumns()}
            card={(item) => (
              <RecordCard
                badge={<span className="text-sm font-semibold whitespace-nowrap text-ink">{formatCents(item.openCents)}</span>}
                heading={<span className="font-mono font-semibold whitespace-nowrap text-ink">{item.number}</span>}
                facts={[
                  { label: t`Buyer`, value: item.buyerName },
                  { label: t`Due`, value: formatDate(item.dueDate) },
                  { label: t`Past due`, value: pastDue(item) },
                ]}
              />
            )}
          />
        </div>
      )}
      <p className="mt-3 text-sm">
        <Link to={paths.adminInvoices.getHref()} className={ROW_LINK}>
          <Trans>All invoices and payments</Trans>
        </Link>
      </p>
    </FinanceSection>
  );
}
