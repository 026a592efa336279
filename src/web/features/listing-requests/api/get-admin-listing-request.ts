import { useQuery } from '@tanstack/react-query';
import type { ListingRequestDetail } from '@shared/contracts/listing-requests';
import { apiQueryOptions } from '@web/lib/api-client';
import { ADMIN_LISTING_REQUESTS_QUERY_ROOT } from './get-admin-listing-requests';

// `GET /api/admin/listing-requests/:id` (administrator): the details modal's content.

function getAdminListingRequestQueryOptions(id: string) {
  return apiQueryOptions<ListingRequestDetail>([ADMIN_LISTING_REQUESTS_QUERY_ROOT, 'detail', id], `/api/admin/listing-requests/${encodeURIComponent(id)}`);
}

export function useAdminListingRequest(id: string | null) {
  return useQuery({ ...getAdminListingRequestQueryOptions(id ?? ''), enabled: id !== null });
}
