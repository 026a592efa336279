import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDetail, SaveOfferBody } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `PUT /api/admin/offers/:id` (administrator): replaces a draft or sent offer; `send: true` sends a draft.

function updateOffer({ offerId, body }: { offerId: string; body: SaveOfferBody }): Promise<OfferDetail> {
  return apiRequest<OfferDetail>('PUT', `/api/admin/offers/${encodeURIComponent(offerId)}`, { body });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOffer, meta: outcomeNotices<OfferDetail, { body: SaveOfferBody }>({ success: (offer, { body }) => (body.send ? t`Offer sent` : offer.status === 'draft' ? t`Draft offer saved` : t`Offer updated`) }), onSuccess: () => invalidateAfterOfferChange(queryClient) });
}
