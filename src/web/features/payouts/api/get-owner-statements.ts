import { useQuery } from '@tanstack/react-query';
import type { OwnerStatementsResponse } from '@shared/contracts/payouts';
import { OWNER_STATEMENT_KEYS } from '@shared/contracts/live-keys';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/payouts/statements` (a warehouse owner): the months with activity on the owner's payable,
// newest first, and what is payable and awaiting the traders' payment now. Every statements query
// lives under the key root "owner-statements".

export const OWNER_STATEMENTS_QUERY_ROOT = OWNER_STATEMENT_KEYS.statements;

function getOwnerStatementsQueryOptions() {
  return apiQueryOptions<OwnerStatementsResponse>([OWNER_STATEMENTS_QUERY_ROOT, 'months'], '/api/payouts/statements');
}

export function useOwnerStatements() {
  return useQuery(getOwnerStatementsQueryOptions());
}
