import { t } from '@lingui/core/macro';
import type { InvoiceDocument, IssueInvoiceBody } from '@shared/contracts/invoices';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useRequestMutation } from '@web/lib/use-api-mutation';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/bookings/:id/invoices` (administrators): a further invoice on a booking with lines of the
// administrator's own, for the period they were supplied in; answers the invoice.

type IssueInvoiceInput = { bookingId: string; body: IssueInvoiceBody };

export function useIssueInvoice() {
  return useRequestMutation<IssueInvoiceInput, InvoiceDocument>(
    'POST',
    ({ bookingId, body }) => ({ path: `/api/bookings/${encodeURIComponent(bookingId)}/invoices`, body }),
    refetchQueries([INVOICES_QUERY_ROOT]),
    outcomeNotices({ success: ({ number }: InvoiceDocument) => t`Invoice ${number} issued` }),
  );
}
