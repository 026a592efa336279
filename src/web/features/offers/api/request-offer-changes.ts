import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDetail } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/offers/:offerId/request-changes` (the inquiry's trader): the offer goes back to the
// administrator as a draft with the message.

function requestOfferChanges({ offerId, message }: { offerId: string; message: string }): Promise<OfferDetail> {
  return apiRequest<OfferDetail>('POST', `/api/offers/${encodeURIComponent(offerId)}/request-changes`, { body: { message } });
}

export function useRequestOfferChanges() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: requestOfferChanges, meta: outcomeNotices({ success: () => t`Changes requested` }), onSettled: () => invalidateAfterOfferChange(queryClient) });
}
