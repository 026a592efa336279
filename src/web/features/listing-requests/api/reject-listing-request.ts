import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_LISTING_REQUESTS_QUERY_ROOT } from './get-admin-listing-requests';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/admin/listing-requests/:id/reject` { reason } (administrator): the reason becomes the
// admin notes and is emailed to the contact; 409 when the request is no longer submitted.

type RejectListingRequestVariables = { id: string; reason: string };

function rejectListingRequest({ id, reason }: RejectListingRequestVariables): Promise<ListingRequestDetail> {
  return apiRequest<ListingRequestDetail>('POST', `/api/admin/listing-requests/${encodeURIComponent(id)}/reject`, { body: { reason } });
}

export function useRejectListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectListingRequest, meta: outcomeNotices({ success: WAREHOUSE_MESSAGES.requestRejected }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_LISTING_REQUESTS_QUERY_ROOT] }),
  });
}
