import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { INVOICE_MESSAGES } from '@shared/errors';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useBookingInvoices } from '../api/get-booking-invoices';
import { InvoiceCard } from './invoice-card';
import { IssueInvoiceForm } from './issue-invoice-form';

/**
 * "Invoices" on a booking's page (issue #38, decision 214): the booking's invoices and credit notes,
 * newest first, each with its standing and its PDF. For the booking's trader and administrators only:
 * the page leaves it out for the warehouse's owner, who never sees what the trader pays. With
 * `canManage` (an administrator: can(user, 'invoices:manage')), each invoice with money open offers
 * to record a payment and to issue a credit note, and the section to issue a further invoice.
 */
export function BookingInvoicesSection({ bookingId, canManage = false }: { bookingId: string; canManage?: boolean }) {
  const { t } = useLingui();
  const invoices = useBookingInvoices(bookingId);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isIssuing, setIsIssuing] = useState(false);
  const close = () => {
    setIsIssuing(false);
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-5 shadow-sm">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          <Trans>Invoices</Trans>
        </h2>
        {canManage && !isIssuing && (
          <Button size="sm" onClick={() => setIsIssuing(true)}>
            <Trans>Issue Invoice</Trans>
          </Button>
        )}
      </div>
      {canManage && isIssuing && (
        <div className="mb-4">
          <IssueInvoiceForm bookingId={bookingId} onDone={close} onCancel={close} />
        </div>
      )}
      {invoices.isPending ? (
        <Spinner label={t`Loading invoices…`} />
      ) : invoices.isError ? (
        <RetryAlert message={errorMessage(invoices.error, INVOICE_MESSAGES.loadFailed)} onRetry={invoices.refetch} />
      ) : invoices.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">
          {INVOICE_MESSAGES.emptyTitle}. {INVOICE_MESSAGES.emptyHint}
        </p>
      ) : (
        <ul className="space-y-3">
          {invoices.data.items.map((invoice) => (
            <InvoiceCard key={invoice.id} invoice={invoice} canManage={canManage} />
          ))}
        </ul>
      )}
    </section>
  );
}
