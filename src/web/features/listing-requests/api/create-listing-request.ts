import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedListingRequest, ListingRequestInput } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { getListingRequestQueryOptions } from './get-listing-request';

// `POST /api/warehouse-requests` (public): the first save. Answers the id and the private link's
// token (shown this once); the form then moves to /warehouse-request?id=...&token=...

function createListingRequest(body: ListingRequestInput): Promise<CreatedListingRequest> {
  return apiRequest<CreatedListingRequest>('POST', '/api/warehouse-requests', { body });
}

export function useCreateListingRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createListingRequest,
    onSuccess: (created) => {
      queryClient.setQueryData(getListingRequestQueryOptions({ id: created.id, token: created.token }).queryKey, created.request);
    },
  });
}
