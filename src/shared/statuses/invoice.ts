/**
 * The invoice's statuses (issue #38, decision 214): issued, then partly paid and paid as payments add
 * up; overdue when its due date has passed with money still open (a job sets it); cancelled when credit
 * notes cover all of it. A credit note is issued and stays so. An issued document's contents never
 * change; only its status and the sums paid and credited against it do.
 */
export const INVOICE_STATUSES = ['issued', 'partly_paid', 'paid', 'overdue', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** An invoice charges; a credit note takes back all or part of one invoice. */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** How a document is named where its kind is shown (a title, a list). */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Invoice', credit_note: 'Credit note' };

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  issued: 'Issued',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
};

/** How a payment reached the agent (issue #38). */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

/**
 * An invoice's status from its sums and its due date: the one rule payments, credit notes and the
 * overdue job apply. Nothing open: paid, or cancelled when credit notes took it all back. Something
 * open: overdue after the due date, else partly paid or issued. A credit note stays issued.
 */
export function invoiceStatusOf(invoice: {
  kind: InvoiceKind;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
  dueDate: string;
  today: string;
}): InvoiceStatus {
  if (invoice.kind === 'credit_note') return 'issued';
  const open = invoice.totalCents - invoice.paidCents - invoice.creditedCents;
  if (open <= 0) return invoice.paidCents > 0 ? 'paid' : 'cancelled';
  if (invoice.dueDate < invoice.today) return 'overdue';
  return invoice.paidCents > 0 ? 'partly_paid' : 'issued';
}
