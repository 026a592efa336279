import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDetail } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/offers/:offerId/accept` (the inquiry's trader).

function acceptOffer(offerId: string): Promise<OfferDetail> {
  return apiRequest<OfferDetail>('POST', `/api/offers/${encodeURIComponent(offerId)}/accept`);
}

export function useAcceptOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: acceptOffer, meta: outcomeNotices({ success: () => t`Offer accepted` }), onSettled: () => invalidateAfterOfferChange(queryClient) });
}
