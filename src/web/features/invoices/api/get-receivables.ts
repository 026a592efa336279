import { useQuery } from '@tanstack/react-query';
import { receivablesQuery, type ReceivablesFilter, type ReceivablesResponse } from '@shared/contracts/invoices';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { listQuery } from '@web/lib/use-list-search-params';
import { INVOICES_QUERY_ROOT } from './get-invoices';

// `GET /api/admin/invoices?status=&from=&to=&search=&page=&pageSize=` (administrators): every invoice
// and credit note, newest first, with the sums over all that match. Under the "invoices" key root, so
// the live event the server sends when a document is issued, paid or credited refetches it.

export const RECEIVABLES_PAGE_SIZE = 25;

/** The filters as the page's address holds them: '' for no date and no search. */
export type ReceivablesListParams = { status: ReceivablesFilter; from: string; to: string; search: string; page: number };

/**
 * What the server would refuse in the filters, by field, in the contract's own words: a date that is
 * not a real day, or a period that ends before it starts. Null when they can be asked for.
 */
export function receivablesFilterProblems(params: Omit<ReceivablesListParams, 'page'>): { from?: string; to?: string } | null {
  const parsed = receivablesQuery.safeParse({ status: params.status, from: params.from || undefined, to: params.to || undefined, search: params.search });
  if (parsed.success) return null;
  const problemOf = (field: 'from' | 'to') => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
  return { from: problemOf('from'), to: problemOf('to') };
}

function getReceivablesQueryOptions(params: ReceivablesListParams) {
  return pagedListQueryOptions<ReceivablesResponse>([INVOICES_QUERY_ROOT, 'receivables', params], '/api/admin/invoices', {
    ...listQuery(params, RECEIVABLES_PAGE_SIZE),
    from: params.from || undefined,
    to: params.to || undefined,
  });
}

/** `enabled` false while the filters cannot be asked for (a period that ends before it starts). */
export function useReceivables(params: ReceivablesListParams, enabled = true) {
  return useQuery({ ...getReceivablesQueryOptions(params), enabled });
}
