import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApprovedMessage } from '@shared/errors';
import type { ApprovedListingRequest } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_LISTING_REQUESTS_QUERY_ROOT } from './get-admin-listing-requests';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/admin/listing-requests/:id/approve` (administrator): the live warehouse and its owner
// account; 409 when the request is no longer submitted (e.g. approved in another tab).

function approveListingRequest(id: string): Promise<ApprovedListingRequest> {
  return apiRequest<ApprovedListingRequest>('POST', `/api/admin/listing-requests/${encodeURIComponent(id)}/approve`);
}

export function useApproveListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveListingRequest, meta: outcomeNotices<ApprovedListingRequest, string>({ success: (approved) => requestApprovedMessage(approved.warehouseId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_LISTING_REQUESTS_QUERY_ROOT] }),
  });
}
