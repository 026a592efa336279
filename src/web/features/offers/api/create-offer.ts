import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferDetail, SaveOfferBody } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/admin/inquiries/:id/offers` (administrator): saves a draft; `send: true` sends it too.

function createOffer({ inquiryId, body }: { inquiryId: string; body: SaveOfferBody }): Promise<OfferDetail> {
  return apiRequest<OfferDetail>('POST', `/api/admin/inquiries/${encodeURIComponent(inquiryId)}/offers`, { body });
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOffer, meta: outcomeNotices<OfferDetail, { body: SaveOfferBody }>({ success: (_, { body }) => (body.send ? t`Offer sent` : t`Draft offer saved`) }), onSuccess: () => invalidateAfterOfferChange(queryClient) });
}
