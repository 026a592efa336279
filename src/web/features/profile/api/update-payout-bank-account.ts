import type { PayoutBankAccount, UpdatePayoutBankAccountBody } from '@shared/contracts/profile';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getPayoutBankAccountQueryOptions } from './get-payout-bank-account';

// `PUT /api/profile/bank-account`: sets the owner's payout bank account; asks for the current password
// again (400 on currentPassword when wrong) and e-mails the owner.

export function useUpdatePayoutBankAccount() {
  return useBodyMutation<UpdatePayoutBankAccountBody, PayoutBankAccount>(
    'PUT',
    '/api/profile/bank-account',
    (bankAccount, queryClient) => queryClient.setQueryData(getPayoutBankAccountQueryOptions().queryKey, { bankAccount }),
    outcomeNotices({ success: 'Payout bank account saved. We have e-mailed you about the change.' }),
  );
}
