import { t } from '@lingui/core/macro';
import type { CreatePayoutRunBody, PayoutRun } from '@shared/contracts/payout-runs';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useBodyMutation } from '@web/lib/use-api-mutation';
import { PAYOUT_RUNS_QUERY_ROOT } from './get-payout-runs';

// `POST /api/admin/payouts` (administrators): creates a run paying every owner due up to the cut-off,
// with its SEPA and CSV files; 409 nothing_to_pay or payer_account_missing when it cannot.

export function useCreatePayoutRun() {
  return useBodyMutation<CreatePayoutRunBody, PayoutRun>(
    'POST',
    '/api/admin/payouts',
    refetchQueries([PAYOUT_RUNS_QUERY_ROOT]),
    outcomeNotices({ success: ({ number }: PayoutRun) => t`Payout run ${number} created` }),
  );
}
