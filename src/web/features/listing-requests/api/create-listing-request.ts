import type { CreatedListingRequest, ListingRequestInput } from '@shared/contracts/listing-requests';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getListingRequestQueryOptions } from './get-listing-request';

// `POST /api/listing-requests` (public): the first save. Answers the id and the private link's
// token (shown this once); the form then moves to /warehouse-request?id=...&token=...

export function useCreateListingRequest() {
  return useBodyMutation<ListingRequestInput, CreatedListingRequest>('POST', '/api/listing-requests', (created, queryClient) => {
    queryClient.setQueryData(getListingRequestQueryOptions({ id: created.id, token: created.token }).queryKey, created.request);
  });
}
