import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PayoutBankAccountResponse } from '@shared/contracts/profile';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/profile/bank-account` (warehouse owners): where the owner's payouts go, or null. Under the
// profile's live-event key, so a change in another tab refetches it.

export function getPayoutBankAccountQueryOptions() {
  return apiQueryOptions<PayoutBankAccountResponse>([LIVE_EVENT_KEYS.profile, 'bank-account'], '/api/profile/bank-account');
}

export function usePayoutBankAccount() {
  return useQuery(getPayoutBankAccountQueryOptions());
}
