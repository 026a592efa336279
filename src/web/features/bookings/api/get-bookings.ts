import { useQuery } from '@tanstack/react-query';
import type { ListBookingsResponse } from '@shared/contracts/bookings';
import { BOOKING_LIVE_KEYS } from '@shared/contracts/live-keys';
import { pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/bookings?page=&pageSize=` (signed in): the viewer's bookings as trader, as the
// warehouse's owner, or all of them for an administrator. Every bookings query lives under the key
// root "bookings", the live event the server sends when a booking changes.

export const BOOKINGS_QUERY_ROOT = BOOKING_LIVE_KEYS.bookings;
export const BOOKINGS_PAGE_SIZE = 25;

export type BookingsListParams = { page: number };

function getBookingsQueryOptions(params: BookingsListParams) {
  return pagedListQueryOptions<ListBookingsResponse>([BOOKINGS_QUERY_ROOT, 'list', params], '/api/bookings', {
    page: params.page,
    pageSize: BOOKINGS_PAGE_SIZE,
  });
}

export function useBookings(params: BookingsListParams) {
  return useQuery(getBookingsQueryOptions(params));
}
