import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDetail } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/offers/:offerId/reject` (the inquiry's trader).

function rejectOffer(offerId: string): Promise<OfferDetail> {
  return apiRequest<OfferDetail>('POST', `/api/offers/${encodeURIComponent(offerId)}/reject`);
}

export function useRejectOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rejectOffer, meta: outcomeNotices({ success: () => t`Offer rejected` }), onSettled: () => invalidateAfterOfferChange(queryClient) });
}
