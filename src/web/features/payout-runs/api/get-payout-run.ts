import { useQuery } from '@tanstack/react-query';
import type { PayoutRun } from '@shared/contracts/payout-runs';
import { apiQueryOptions } from '@web/lib/api-client';
import { PAYOUT_RUNS_QUERY_ROOT } from './get-payout-runs';

// `GET /api/admin/payouts/:id` (administrators): one payout run with its lines.

export function getPayoutRunQueryOptions(id: string) {
  return apiQueryOptions<PayoutRun>([PAYOUT_RUNS_QUERY_ROOT, 'run', id], `/api/admin/payouts/${encodeURIComponent(id)}`);
}

export function usePayoutRun(id: string) {
  return useQuery(getPayoutRunQueryOptions(id));
}

/** Where the run's stored bank files are downloaded from (the SEPA XML only when `hasSepaFile`). */
export function payoutFileHref(id: string, kind: 'sepa' | 'csv'): string {
  return `/api/admin/payouts/${encodeURIComponent(id)}/${kind}`;
}
