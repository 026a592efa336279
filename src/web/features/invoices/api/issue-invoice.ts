import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDocument, IssueInvoiceBody } from '@shared/contracts/invoices';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/bookings/:id/invoices` (administrators): a further invoice on a booking with lines of the
// administrator's own, for the period they were supplied in; answers the invoice.

type IssueInvoiceInput = { bookingId: string; body: IssueInvoiceBody };

function issueInvoice({ bookingId, body }: IssueInvoiceInput): Promise<InvoiceDocument> {
  return apiRequest<InvoiceDocument>('POST', `/api/bookings/${encodeURIComponent(bookingId)}/invoices`, { body });
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueInvoice,
    meta: outcomeNotices({
      success: (invoice: InvoiceDocument) => {
        const number = invoice.number;
        return t`Invoice ${number} issued`;
      },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_ROOT] }),
  });
}
