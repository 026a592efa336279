import { useQuery } from '@tanstack/react-query';
import type { FinanceOverview } from '@shared/contracts/finance';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/admin/finance` (administrators): the finance overview's four sections, read from the
// ledger (decision 223): receivables with aging, VAT per rate and month, payables, revenue per month.

function getFinanceOverviewQueryOptions() {
  return apiQueryOptions<FinanceOverview>(['finance', 'overview'], '/api/admin/finance');
}

export function useFinanceOverview() {
  return useQuery(getFinanceOverviewQueryOptions());
}
