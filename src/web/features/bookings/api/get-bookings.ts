import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BOOKING_LIVE_KEYS, type ListBookingsResponse } from '@shared/contracts/bookings';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/bookings?page=&pageSize=` (signed in): the viewer's bookings as trader, as the
// warehouse's owner, or all of them for an administrator. Every bookings query lives under the key
// root "bookings", the live event the server sends when a booking changes.

export const BOOKINGS_QUERY_ROOT = BOOKING_LIVE_KEYS.bookings;
export const BOOKINGS_PAGE_SIZE = 25;

export type BookingsListParams = { page: number };

function getBookings(params: BookingsListParams, signal?: AbortSignal): Promise<ListBookingsResponse> {
  return apiRequest<ListBookingsResponse>('GET', '/api/bookings', {
    signal,
    query: { page: params.page, pageSize: BOOKINGS_PAGE_SIZE },
  });
}

function getBookingsQueryOptions(params: BookingsListParams) {
  return queryOptions({
    queryKey: [BOOKINGS_QUERY_ROOT, 'list', params] as const,
    queryFn: ({ signal }) => getBookings(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useBookings(params: BookingsListParams) {
  return useQuery(getBookingsQueryOptions(params));
}
