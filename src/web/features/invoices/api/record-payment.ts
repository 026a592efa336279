import { t } from '@lingui/core/macro';
import type { RecordPaymentBody } from '@shared/contracts/invoices';
import { useInvoiceDocumentMutation } from './invoice-document-mutation';

// `POST /api/invoices/:id/payments` (administrators): records money received against an invoice and
// answers the invoice with its new standing.

type RecordPaymentInput = { invoiceId: string; body: RecordPaymentBody };

export function useRecordPayment() {
  return useInvoiceDocumentMutation(
    ({ invoiceId, body }: RecordPaymentInput) => ({ path: `/api/invoices/${encodeURIComponent(invoiceId)}/payments`, body }),
    (number) => t`Payment recorded for ${number}`,
  );
}
