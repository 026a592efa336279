import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceDocument, IssueCreditNoteBody } from '@shared/contracts/invoices';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `POST /api/invoices/:id/credit-notes` (administrators): issues a credit note against an invoice,
// whole (`netCents: null`) or a part before VAT, and answers the credit note.

type IssueCreditNoteInput = { invoiceId: string; body: IssueCreditNoteBody };

function issueCreditNote({ invoiceId, body }: IssueCreditNoteInput): Promise<InvoiceDocument> {
  return apiRequest<InvoiceDocument>('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/credit-notes`, { body });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    meta: outcomeNotices({
      success: (creditNote: InvoiceDocument) => {
        const number = creditNote.number;
        return t`Credit note ${number} issued`;
      },
    }),
    // The invoice's open amount and status change, and the credit note joins the booking's documents.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_ROOT] }),
  });
}
