import type { InvoiceDocument } from '@shared/contracts/invoices';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useRequestMutation } from '@web/lib/use-api-mutation';
import { INVOICES_QUERY_ROOT } from './get-invoices';

/**
 * An administrator's `POST` that answers an invoice or a credit note (issuing one, recording a
 * payment): every invoices query is refetched, since a document's standing shows in the lists, the
 * booking's documents and the receivables; the notice names the document by its number.
 */
export function useInvoiceDocumentMutation<Variables>(
  requestOf: (variables: Variables) => { path: string; body: unknown },
  successText: (number: string) => string,
) {
  return useRequestMutation<Variables, InvoiceDocument>(
    'POST',
    requestOf,
    refetchQueries([INVOICES_QUERY_ROOT]),
    outcomeNotices({ success: ({ number }: InvoiceDocument) => successText(number) }),
  );
}
