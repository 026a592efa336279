/** Invoices, credit notes and payments (issue #38; not in the specs, so all ours). */
export const INVOICE_MESSAGES = {
  notFound: 'Invoice not found',
  loadFailed: 'Failed to load invoices',
  empty: 'No invoices yet. The invoice of a booking is issued when its goods are received into the warehouse.',
  emptyTitle: 'No invoices yet',
  emptyHint: 'The invoice of a booking is issued when its goods are received into the warehouse.',
  notAnInvoice: 'Payments and credit notes go against an invoice, not a credit note.',
  notOpen: 'Nothing is open on this invoice: it is paid or cancelled.',
  paymentAboveOpen: (open: string) => `The amount is more than is open on this invoice (${open}).`,
  creditAboveOpen: (open: string) => `A credit note can take back at most what is open on this invoice (${open}).`,
  creditWholeAfterChanges: 'Only an invoice with no payments or credit notes yet can be credited whole. Credit a part instead.',
  paidOnRequired: 'Please enter the date the payment arrived.',
  paidOnInFuture: 'The payment date cannot be in the future.',
  amountInvalid: 'Please enter an amount above 0.',
  methodRequired: 'Please choose how it was paid.',
  reasonRequired: 'Please give the reason for the credit note.',
} as const;

/** How a document is named where its kind is shown. */
export const INVOICE_KIND_LABELS = { invoice: 'Invoice', credit_note: 'Credit note' } as const;
