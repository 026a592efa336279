import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import type { InvoiceSummary } from '@shared/contracts/invoices';
import { formatDate } from '@shared/dates';
import { formatCents } from '@shared/money';
import { INVOICE_KIND_LABELS } from '@shared/statuses/invoice';
import { Button } from '@web/components/ui/button';
import { lazyForm } from '@web/components/ui/lazy-form';
import { InvoicePdfLink } from './invoice-pdf-link';
import { InvoiceStatusBadge } from './invoice-status-badge';

// Opened by one button each; loaded then (lazyForm).
const CreditNoteForm = lazyForm(() => import('./credit-note-form').then((module) => module.CreditNoteForm));
const PaymentForm = lazyForm(() => import('./payment-form').then((module) => module.PaymentForm));

/** Which administrator's form is open on the card. */
type OpenForm = null | 'payment' | 'creditNote';

type InvoiceCardProps = {
  invoice: InvoiceSummary;
  /** An administrator: payments and credit notes against an invoice with money open. */
  canManage: boolean;
};

/**
 * One invoice or credit note on a booking's page: its standing and PDF, and for administrators the
 * forms that record a payment or issue a credit note against it, opened in place.
 */
export function InvoiceCard({ invoice, canManage }: InvoiceCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const close = () => {
    setOpenForm(null);
    headingRef.current?.focus();
  };
  const hasActions = canManage && invoice.kind === 'invoice' && invoice.openCents > 0;
  const number = invoice.number;
  const facts: [string, string, string?][] = [
    [t`Issued`, formatDate(invoice.issueDate)],
    [t`Due`, formatDate(invoice.dueDate)],
    [t`Total`, formatCents(invoice.totalCents), 'font-semibold'],
    [t`Open`, formatCents(invoice.openCents)],
  ];
  return (
    <li aria-labelledby={headingId} className="rounded-lg border border-line p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={headingId} ref={headingRef} tabIndex={-1} className="font-semibold whitespace-nowrap text-ink outline-none">
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
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <InvoicePdfLink
          invoice={invoice}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        />
        {hasActions && openForm === null && (
          <>
            <Button variant="secondary" size="sm" onClick={() => setOpenForm('payment')} aria-label={t`Record Payment for ${number}`}>
              <Trans>Record Payment</Trans>
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setOpenForm('creditNote')} aria-label={t`Issue Credit Note against ${number}`}>
              <Trans>Issue Credit Note</Trans>
            </Button>
          </>
        )}
      </div>
      {hasActions && openForm === 'payment' && (
        <div className="mt-4">
          <PaymentForm invoice={invoice} onDone={close} onCancel={close} />
        </div>
      )}
      {hasActions && openForm === 'creditNote' && (
        <div className="mt-4">
          <CreditNoteForm invoice={invoice} onDone={close} onCancel={close} />
        </div>
      )}
    </li>
  );
}
