import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutRun } from '@shared/contracts/payout-runs';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { getPayoutRunQueryOptions } from './get-payout-run';
import { PAYOUT_RUNS_QUERY_ROOT } from './get-payout-runs';

// `POST /api/admin/payouts/:id/sent`, `/paid` and `/lines/:lineId/failure` (administrators): a run
// given to the bank, paid by it, or one payment returned (its amount payable to the owner again).
// Each answers the run as it now stands. Refusals (409 payout_not_changeable) stay in the dialog that
// asked; the success is a notice.

export type PayoutRunChange =
  | { action: 'sent' | 'paid'; runId: string }
  | { action: 'failure'; runId: string; lineId: string; reason: string };

function changePayoutRun(change: PayoutRunChange): Promise<PayoutRun> {
  const run = `/api/admin/payouts/${encodeURIComponent(change.runId)}`;
  if (change.action === 'failure') {
    return apiRequest<PayoutRun>('POST', `${run}/lines/${encodeURIComponent(change.lineId)}/failure`, { body: { reason: change.reason } });
  }
  return apiRequest<PayoutRun>('POST', `${run}/${change.action}`);
}

/** The notice of a change that succeeded (called by the mutation's outcome, in the language shown then). */
function successText(run: PayoutRun, change: PayoutRunChange): string {
  if (change.action === 'failure') {
    const ownerName = run.lines.find((candidate) => candidate.id === change.lineId)?.ownerName;
    return ownerName === undefined ? t`Payment to the owner marked as returned` : t`Payment to ${ownerName} marked as returned`;
  }
  const number = run.number;
  return change.action === 'sent' ? t`Payout run ${number} marked as sent to the bank` : t`Payout run ${number} marked as paid`;
}

export function useChangePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePayoutRun,
    meta: outcomeNotices({ success: successText }),
    onSuccess: (run) => {
      queryClient.setQueryData(getPayoutRunQueryOptions(run.id).queryKey, run);
      return queryClient.invalidateQueries({ queryKey: [PAYOUT_RUNS_QUERY_ROOT] });
    },
  });
}
