import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { invalidateAfterOfferChange } from './offer-queries';

// `DELETE /api/admin/offers/:id` (administrator): deletes a draft offer.

function deleteOffer(offerId: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/admin/offers/${encodeURIComponent(offerId)}`);
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOffer, onSuccess: () => invalidateAfterOfferChange(queryClient) });
}
