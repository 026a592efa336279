import { t } from '@lingui/core/macro';
import type { InvoiceDocument, IssueCreditNoteBody } from '@shared/contracts/invoices';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useRequestMutation } from '@web/lib/use-api-mutation';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/invoices/:id/credit-notes` (administrators): issues a credit note against an invoice,
// whole (`netCents: null`) or a part before VAT, and answers the credit note.

type IssueCreditNoteInput = { invoiceId: string; body: IssueCreditNoteBody };

export function useIssueCreditNote() {
  return useRequestMutation<IssueCreditNoteInput, InvoiceDocument>(
    'POST',
    ({ invoiceId, body }) => ({ path: `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, body }),
    // The invoice's open amount and status change, and the credit note joins the booking's documents.
    refetchQueries([INVOICES_QUERY_ROOT]),
    outcomeNotices({ success: ({ number }: InvoiceDocument) => t`Credit note ${number} issued` }),
  );
}
