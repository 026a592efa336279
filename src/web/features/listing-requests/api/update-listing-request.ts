import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateListingRequestBody, ListingRequestDetail } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { getListingRequestQueryOptions } from './get-listing-request';

// `PUT /api/listing-requests/:id` (public, token in the body): replaces the request, then submits
// it unless `submit` is false.

type UpdateListingRequestVariables = { id: string; body: UpdateListingRequestBody };

function updateListingRequest({ id, body }: UpdateListingRequestVariables): Promise<ListingRequestDetail> {
  return apiRequest<ListingRequestDetail>('PUT', `/api/listing-requests/${encodeURIComponent(id)}`, { body });
}

export function useUpdateListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateListingRequest,
    onSuccess: (detail, { id, body }) => {
      queryClient.setQueryData(getListingRequestQueryOptions({ id, token: body.token }).queryKey, detail);
    },
  });
}
