import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_LISTING_REQUESTS_QUERY_ROOT } from './get-admin-listing-requests';

// `GET /api/admin/warehouse-requests/:id` (administrator): the details modal's content.

function getAdminListingRequest(id: string, signal?: AbortSignal): Promise<ListingRequestDetail> {
  return apiRequest<ListingRequestDetail>('GET', `/api/admin/warehouse-requests/${encodeURIComponent(id)}`, { signal });
}

function getAdminListingRequestQueryOptions(id: string) {
  return queryOptions({
    queryKey: [ADMIN_LISTING_REQUESTS_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getAdminListingRequest(id, signal),
  });
}

export function useAdminListingRequest(id: string | null) {
  return useQuery({ ...getAdminListingRequestQueryOptions(id ?? ''), enabled: id !== null });
}
