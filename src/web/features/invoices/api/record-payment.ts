import { t } from '@lingui/core/macro';
import type { InvoiceDocument, RecordPaymentBody } from '@shared/contracts/invoices';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useRequestMutation } from '@web/lib/use-api-mutation';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/invoices/:id/payments` (administrators): records money received against an invoice and
// answers the invoice with its new standing.

type RecordPaymentInput = { invoiceId: string; body: RecordPaymentBody };

export function useRecordPayment() {
  return useRequestMutation<RecordPaymentInput, InvoiceDocument>(
    'POST',
    ({ invoiceId, body }) => ({ path: `/api/invoices/${encodeURIComponent(invoiceId)}/payments`, body }),
    refetchQueries([INVOICES_QUERY_ROOT]),
    outcomeNotices({ success: ({ number }: InvoiceDocument) => t`Payment recorded for ${number}` }),
  );
}
