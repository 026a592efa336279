import { t } from '@lingui/core/macro';
import type { IssueCreditNoteBody } from '@shared/contracts/invoices';
import { useInvoiceDocumentMutation } from './invoice-document-mutation';

// `POST /api/invoices/:id/credit-notes` (administrators): issues a credit note against an invoice,
// whole (`netCents: null`) or a part before VAT, and answers the credit note. The invoice's open
// amount and status change, and the credit note joins the booking's documents.

type IssueCreditNoteInput = { invoiceId: string; body: IssueCreditNoteBody };

export function useIssueCreditNote() {
  return useInvoiceDocumentMutation(
    ({ invoiceId, body }: IssueCreditNoteInput) => ({ path: `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body }),
    (number) => t`Credit note ${number} issued`,
  );
}
