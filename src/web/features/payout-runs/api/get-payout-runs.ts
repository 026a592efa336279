import { useQuery } from '@tanstack/react-query';
import type { PayoutRunsResponse } from '@shared/contracts/payout-runs';
import { PAYOUT_LIVE_KEYS } from '@shared/contracts/live-keys';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/admin/payouts?page=&pageSize=` (administrators): the payout runs, newest first. Every
// payout-run query lives under the "payouts" key root, the live event the server sends when a run is
// created or changes, so open screens refetch.

export const PAYOUT_RUNS_QUERY_ROOT = PAYOUT_LIVE_KEYS.payouts;
export const PAYOUT_RUNS_PAGE_SIZE = 20;

function getPayoutRunsQueryOptions(page: number) {
  return pagedListQueryOptions<PayoutRunsResponse>([PAYOUT_RUNS_QUERY_ROOT, 'runs', page], '/api/admin/payouts', { page, pageSize: PAYOUT_RUNS_PAGE_SIZE });
}

export function usePayoutRuns(page: number) {
  return useQuery(getPayoutRunsQueryOptions(page));
}
