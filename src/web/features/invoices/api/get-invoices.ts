import { useQuery } from '@tanstack/react-query';
import type { InvoicesResponse } from '@shared/contracts/invoices';
import { INVOICE_LIVE_KEYS } from '@shared/contracts/live-keys';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/invoices?page=&pageSize=` (signed in): a trader's own invoices and credit notes, newest
// first; an administrator's, everyone's. Every invoices query lives under the key root "invoices",
// the live event the server sends when a document is issued or its standing changes.

export const INVOICES_QUERY_ROOT = INVOICE_LIVE_KEYS.invoices;
export const INVOICES_PAGE_SIZE = 20;

export type InvoicesListParams = { page: number };

function getInvoicesQueryOptions(params: InvoicesListParams) {
  return pagedListQueryOptions<InvoicesResponse>([INVOICES_QUERY_ROOT, 'list', params], '/api/invoices', {
    page: params.page,
    pageSize: INVOICES_PAGE_SIZE,
  });
}

export function useInvoices(params: InvoicesListParams) {
  return useQuery(getInvoicesQueryOptions(params));
}
