import { useQuery } from '@tanstack/react-query';
import type { AdminBookingFilter, ListAdminBookingsResponse } from '@shared/contracts/bookings';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { listQuery } from '@web/lib/use-list-search-params';
import { BOOKINGS_QUERY_ROOT } from './get-bookings';

// `GET /api/admin/bookings?status=&search=&page=&pageSize=` (administrator): every booking, newest
// first; the search matches the customer's name or email, the warehouse's name or the booking number.

export const ADMIN_BOOKINGS_PAGE_SIZE = 25;

export type AdminBookingsListParams = { status: AdminBookingFilter; search: string; page: number };

function getAdminBookingsQueryOptions(params: AdminBookingsListParams) {
  return pagedListQueryOptions<ListAdminBookingsResponse>([BOOKINGS_QUERY_ROOT, 'admin-list', params], '/api/admin/bookings', listQuery(params, ADMIN_BOOKINGS_PAGE_SIZE));
}

export function useAdminBookings(params: AdminBookingsListParams) {
  return useQuery(getAdminBookingsQueryOptions(params));
}
