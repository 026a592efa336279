import type { UpdateListingRequestBody, ListingRequestDetail } from '@shared/contracts/listing-requests';
import { useRequestMutation } from '@web/lib/use-api-mutation';
import { getListingRequestQueryOptions } from './get-listing-request';

// `PUT /api/listing-requests/:id` (public, token in the body): replaces the request, then submits
// it unless `submit` is false.

type UpdateListingRequestVariables = { id: string; body: UpdateListingRequestBody };

export function useUpdateListingRequest() {
  return useRequestMutation<UpdateListingRequestVariables, ListingRequestDetail>(
    'PUT',
    ({ id, body }) => ({ path: `/api/listing-requests/${encodeURIComponent(id)}`, body }),
    (detail, queryClient, { id, body }) => {
      queryClient.setQueryData(getListingRequestQueryOptions({ id, token: body.token }).queryKey, detail);
    },
  );
}
