import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@shared/contracts/invoices';
import { formatDate } from '@shared/dates';
import { INVOICE_KIND_LABELS } from '@shared/statuses/invoice';
import { formatCents } from '@shared/money';
import { paths } from '@web/app/paths';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { RecordCard, ResponsiveTable, type TableColumn } from '@web/components/ui/responsive-table';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from './invoice-status-badge';

const AMOUNT_HEADER = 'text-end';
const AMOUNT_CELL = 'text-end whitespace-nowrap text-ink';

/** The document's number; a credit note says so under it. */
function DocumentNumber({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <>
      <span className="font-mono font-semibold whitespace-nowrap text-ink">{invoice.number}</span>
      {invoice.kind === 'credit_note' && <span className="block text-xs text-ink-muted">{INVOICE_KIND_LABELS.credit_note}</span>}
    </>
  );
}

/** The booking the document is for, as a link to its page. */
function BookingLink({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useLingui();
  const number = invoice.booking.number;
  return (
    <Link to={paths.booking.getHref(invoice.booking.id)} className={`${ROW_LINK} font-mono whitespace-nowrap`} aria-label={t`Booking ${number}`}>
      {invoice.booking.number}
    </Link>
  );
}

const PDF_LINK = `${ROW_LINK} whitespace-nowrap`;

/**
 * Which list: a trader's own documents (`own`), everyone's on /invoices with the buyer of each (`all`),
 * or the administrators' receivables (`receivables`), where the PDF sits with the number, the kind has a
 * column of its own and the status closes the row after the amounts.
 */
type InvoicesTableLayout = 'own' | 'all' | 'receivables';

/**
 * The invoices' lists: a table from md up; stacked cards below, so nothing scrolls sideways on a
 * phone.
 */
export function InvoicesTable({ invoices, caption, layout }: { invoices: InvoiceSummary[]; caption: string; layout: InvoicesTableLayout }) {
  const { t } = useLingui();
  const showBuyer = layout !== 'own';
  const isReceivables = layout === 'receivables';
  const number: TableColumn<InvoiceSummary> = isReceivables
    ? {
        header: t`Number`,
        cell: (invoice) => (
          <>
            <span className="font-mono font-semibold whitespace-nowrap text-ink">{invoice.number}</span>
            <InvoicePdfLink invoice={invoice} className={`${PDF_LINK} mt-0.5 block text-xs`} />
          </>
        ),
      }
    : { header: t`Number`, cell: (invoice) => <DocumentNumber invoice={invoice} /> };
  const booking: TableColumn<InvoiceSummary> = { header: t`Booking`, cell: (invoice) => <BookingLink invoice={invoice} /> };
  const buyer: TableColumn<InvoiceSummary> = { header: t`Buyer`, cellClassName: 'break-words text-ink', cell: (invoice) => invoice.buyerName };
  const dates: TableColumn<InvoiceSummary>[] = [
    { header: t`Issued`, cellClassName: 'whitespace-nowrap text-ink', cell: (invoice) => formatDate(invoice.issueDate) },
    { header: t`Due`, cellClassName: 'whitespace-nowrap text-ink', cell: (invoice) => formatDate(invoice.dueDate) },
  ];
  const status: TableColumn<InvoiceSummary> = { header: t`Status`, cell: (invoice) => <InvoiceStatusBadge status={invoice.status} /> };
  const amounts: TableColumn<InvoiceSummary>[] = [
    { header: t`Total`, headerClassName: AMOUNT_HEADER, cellClassName: `${AMOUNT_CELL} font-semibold`, cell: (invoice) => formatCents(invoice.totalCents) },
    { header: t`Open`, headerClassName: AMOUNT_HEADER, cellClassName: AMOUNT_CELL, cell: (invoice) => formatCents(invoice.openCents) },
  ];
  const columns: TableColumn<InvoiceSummary>[] = isReceivables
    ? [number, { header: t`Kind`, cellClassName: 'whitespace-nowrap text-ink', cell: (invoice) => INVOICE_KIND_LABELS[invoice.kind] }, buyer, booking, ...dates, ...amounts, status]
    : [
        number,
        booking,
        ...(showBuyer ? [buyer] : []),
        ...dates,
        status,
        ...amounts,
        { header: t`PDF`, cell: (invoice) => <InvoicePdfLink invoice={invoice} className={PDF_LINK} text={t`Download`} /> },
      ];
  return (
    <ResponsiveTable
      rows={invoices}
      caption={caption}
      listLabel={t`Invoices`}
      columns={columns}
      card={(invoice) => (
        <RecordCard
          badge={<InvoiceStatusBadge status={invoice.status} />}
          heading={
            <p>
              <DocumentNumber invoice={invoice} />
            </p>
          }
          facts={[
            { label: t`Booking:`, value: <BookingLink invoice={invoice} /> },
            ...(showBuyer ? [{ label: t`Buyer:`, value: invoice.buyerName, valueClassName: 'break-words text-ink' }] : []),
            { label: t`Issued:`, value: formatDate(invoice.issueDate) },
            { label: t`Due:`, value: formatDate(invoice.dueDate) },
            { label: t`Total:`, value: formatCents(invoice.totalCents), valueClassName: 'font-semibold text-ink' },
            { label: t`Open:`, value: formatCents(invoice.openCents) },
          ]}
          actions={<InvoicePdfLink invoice={invoice} className={PDF_LINK} />}
        />
      )}
    />
  );
}
