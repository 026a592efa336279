import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDocument, RecordPaymentBody } from '@shared/contracts/invoices';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/invoices/:id/payments` (administrators): records money received against an invoice and
// answers the invoice with its new standing.

type RecordPaymentInput = { invoiceId: string; body: RecordPaymentBody };

function recordPayment({ invoiceId, body }: RecordPaymentInput): Promise<InvoiceDocument> {
  return apiRequest<InvoiceDocument>('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/payments`, { body });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    meta: outcomeNotices({
      success: (invoice: InvoiceDocument) => {
        const number = invoice.number;
        return t`Payment recorded for ${number}`;
      },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_ROOT] }),
  });
}
