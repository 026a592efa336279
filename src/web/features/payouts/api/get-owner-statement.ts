import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnerStatement } from '@shared/contracts/payouts';
import { apiQueryOptions } from '@web/lib/api-client';
import { OWNER_STATEMENTS_QUERY_ROOT } from './get-owner-statements';

// `GET /api/payouts/statements/:month` (a warehouse owner): one month's statement. Another month keeps
// the one on screen until it arrives.

function getOwnerStatementQueryOptions(month: string) {
  return queryOptions({
    ...apiQueryOptions<OwnerStatement>([OWNER_STATEMENTS_QUERY_ROOT, 'month', month], `/api/payouts/statements/${encodeURIComponent(month)}`),
    placeholderData: keepPreviousData,
  });
}

export function useOwnerStatement(month: string | null) {
  return useQuery({ ...getOwnerStatementQueryOptions(month ?? ''), enabled: month !== null });
}
