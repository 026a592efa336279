import { useId } from 'react';
import type { InvoiceSummary } from '@shared/contracts/invoices';
import { formatDate } from '@shared/dates';
import { INVOICE_MESSAGES } from '@shared/errors';
import { INVOICE_KIND_LABELS } from '@shared/statuses/invoice';
import { formatCents } from '@shared/money';
import { RetryAlert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useBookingInvoices } from '../api/get-booking-invoices';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from './invoice-status-badge';

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const headingId = useId();
  const facts: [string, string, string?][] = [
    ['Issued', formatDate(invoice.issueDate)],
    ['Due', formatDate(invoice.dueDate)],
    ['Total', formatCents(invoice.totalCents), 'font-semibold'],
    ['Open', formatCents(invoice.openCents)],
  ];
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} className="font-semibold text-ink">
          {invoice.number}
        </h3>
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.kind === 'credit_note' && <span className="text-sm text-ink-muted">{INVOICE_KIND_LABELS.credit_note}</span>}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
        {facts.map(([term, value, emphasis = '']) => (
          <div key={term}>
            <dt className="font-medium text-ink-muted">{term}</dt>
            <dd className={`whitespace-nowrap text-ink ${emphasis}`.trim()}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-3">
        <InvoicePdfLink
          invoice={invoice}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        />
      </div>
    </li>
  );
}

/**
 * "Invoices" on a booking's page (issue #38, decision 214): the booking's invoices and credit notes,
 * newest first, each with its standing and its PDF. For the booking's trader and administrators only:
 * the page leaves it out for the warehouse's owner, who never sees what the trader pays.
 */
export function BookingInvoicesSection({ bookingId }: { bookingId: string }) {
  const invoices = useBookingInvoices(bookingId);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <h2 id={headingId} className="mb-3 text-lg font-semibold text-ink">
        Invoices
      </h2>
      {invoices.isPending ? (
        <Spinner label="Loading invoices…" />
      ) : invoices.isError ? (
        <RetryAlert message={errorMessage(invoices.error, INVOICE_MESSAGES.loadFailed)} onRetry={invoices.refetch} />
      ) : invoices.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {INVOICE_MESSAGES.emptyTitle}. {INVOICE_MESSAGES.emptyHint}
        </p>
      ) : (
        <ul className="space-y-3">
          {invoices.data.items.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} />
          ))}
        </ul>
      )}
    </section>
  );
}
