import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBookingFilter, ListAdminBookingsResponse } from '@shared/contracts/bookings';
import { apiRequest } from '@web/lib/api-client';
import { BOOKINGS_QUERY_ROOT } from './get-bookings';

// `GET /api/admin/bookings?status=&page=&pageSize=` (administrator): every booking, newest first.

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;

export type AdminBookingsListParams = { status: AdminBookingFilter; page: number };

function getAdminBookings(params: AdminBookingsListParams, signal?: AbortSignal): Promise<ListAdminBookingsResponse> {
  return apiRequest<ListAdminBookingsResponse>('GET', '/api/admin/bookings', {
    signal,
    query: { status: params.status, page: params.page, pageSize: ADMIN_BOOKINGS_PAGE_SIZE },
  });
}

function getAdminBookingsQueryOptions(params: AdminBookingsListParams) {
  return queryOptions({
    queryKey: [BOOKINGS_QUERY_ROOT, 'admin-list', params] as const,
    queryFn: ({ signal }) => getAdminBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useAdminBookings(params: AdminBookingsListParams) {
  return useQuery(getAdminBookingsQueryOptions(params));
}
