import { t } from '@lingui/core/macro';
import type { IssueInvoiceBody } from '@shared/contracts/invoices';
import { useInvoiceDocumentMutation } from './invoice-document-mutation';

// `POST /api/bookings/:id/invoices` (administrators): a further invoice on a booking with lines of the
// administrator's own, for the period they were supplied in; answers the invoice.

type IssueInvoiceInput = { bookingId: string; body: IssueInvoiceBody };

export function useIssueInvoice() {
  return useInvoiceDocumentMutation(
    ({ bookingId, body }: IssueInvoiceInput) => ({ path: `/api/bookings/${encodeURIComponent(bookingId)}/invoices`, body }),
    (number) => t`Invoice ${number} issued`,
  );
}
