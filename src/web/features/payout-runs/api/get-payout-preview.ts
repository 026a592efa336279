import { useQuery } from '@tanstack/react-query';
import { payoutPreviewQuery, type PayoutPreview } from '@shared/contracts/payout-runs';
import { apiQueryOptions } from '@web/lib/api-client';
import { PAYOUT_RUNS_QUERY_ROOT } from './get-payout-runs';

// `GET /api/admin/payouts/preview?cutoffDate=` (administrators): who a run with this cut-off would pay,
// who lacks bank details and what waits below the minimum. Under the "payouts" root, so a run created
// (here or by another administrator) refetches it.

/** The contract's message when the cut-off cannot be asked for (not a real day), else null. */
export function cutoffDateProblem(cutoffDate: string): string | null {
  const parsed = payoutPreviewQuery.safeParse({ cutoffDate });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

function getPayoutPreviewQueryOptions(cutoffDate: string) {
  return apiQueryOptions<PayoutPreview>([PAYOUT_RUNS_QUERY_ROOT, 'preview', cutoffDate], '/api/admin/payouts/preview', { cutoffDate });
}

/** `enabled` false while the cut-off cannot be asked for. */
export function usePayoutPreview(cutoffDate: string, enabled = true) {
  return useQuery({ ...getPayoutPreviewQueryOptions(cutoffDate), enabled });
}
