import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/listing-requests/:id/access` { token } (public): the request behind a private link.
// 404 for a wrong, expired or used-up link; 409 once an administrator has it.

export type ListingRequestLink = { id: string; token: string };

function getListingRequest(link: ListingRequestLink, signal?: AbortSignal): Promise<ListingRequestDetail> {
  return apiRequest<ListingRequestDetail>('POST', `/api/listing-requests/${encodeURIComponent(link.id)}/access`, {
    body: { token: link.token },
    signal,
  });
}

export function getListingRequestQueryOptions(link: ListingRequestLink) {
  return queryOptions({
    queryKey: ['listing-request', link.id, link.token] as const,
    queryFn: ({ signal }) => getListingRequest(link, signal),
    // What the visitor is editing must not be refetched under their hands.
    staleTime: Infinity,
    // A read, although sent as POST (the token stays out of URLs): a query, so the shared
    // predicate retries it like any other read.
  });
}

export function useListingRequest(link: ListingRequestLink | null) {
  return useQuery({ ...getListingRequestQueryOptions(link ?? { id: '', token: '' }), enabled: link !== null });
}
