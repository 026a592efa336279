import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePayoutRunBody, PayoutRun } from '@shared/contracts/payout-runs';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { PAYOUT_RUNS_QUERY_ROOT } from './get-payout-runs';

// `POST /api/admin/payouts` (administrators): creates a run paying every owner due up to the cut-off,
// with its SEPA and CSV files; 409 nothing_to_pay or payer_account_missing when it cannot.

function createPayoutRun(body: CreatePayoutRunBody): Promise<PayoutRun> {
  return apiRequest<PayoutRun>('POST', '/api/admin/payouts', { body });
}

export function useCreatePayoutRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayoutRun,
    meta: outcomeNotices({
      success: (run: PayoutRun) => {
        const number = run.number;
        return t`Payout run ${number} created`;
      },
    }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PAYOUT_RUNS_QUERY_ROOT] }),
  });
}
