import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovedListingRequest } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_LISTING_REQUESTS_QUERY_ROOT } from './get-admin-listing-requests';

// `POST /api/admin/listing-requests/:id/approve` (administrator): the live warehouse and its owner
// account; 409 when the request is no longer submitted (e.g. approved in another tab).

function approveListingRequest(id: string): Promise<ApprovedListingRequest> {
  return apiRequest<ApprovedListingRequest>('POST', `/api/admin/listing-requests/${encodeURIComponent(id)}/approve`);
}

export function useApproveListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    // No notice: the page keeps the outcome in view, with links to the new warehouse.
    mutationFn: approveListingRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_LISTING_REQUESTS_QUERY_ROOT] }),
  });
}
