import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { INVOICE_MESSAGES } from '@shared/errors';
import { RecordListSection } from '@web/components/ui/record-list-section';
import { lazyForm } from '@web/components/ui/lazy-form';
import { useBookingInvoices } from '../api/get-booking-invoices';
import { InvoiceCard } from './invoice-card';

// Opened by one button each; loaded then (lazyForm).
const IssueInvoiceForm = lazyForm(() => import('./issue-invoice-form').then((module) => module.IssueInvoiceForm));

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isIssuing, setIsIssuing] = useState(false);
  const close = () => {
    setIsIssuing(false);
    headingRef.current?.focus();
  };

  return (
    <RecordListSection
      title={<Trans>Invoices</Trans>}
      headingRef={headingRef}
      action={canManage && !isIssuing ? { label: <Trans>Issue Invoice</Trans>, onClick: () => setIsIssuing(true) } : null}
      form={canManage && isIssuing && <IssueInvoiceForm bookingId={bookingId} onDone={close} onCancel={close} />}
      query={invoices}
      loadingLabel={t`Loading invoices…`}
      loadFailed={INVOICE_MESSAGES.loadFailed}
      empty={`${INVOICE_MESSAGES.emptyTitle}. ${INVOICE_MESSAGES.emptyHint}`}
    >
      {(invoice) => <InvoiceCard key={invoice.id} invoice={invoice} canManage={canManage} />}
    </RecordListSection>
  );
}
