import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@shared/contracts/bookings';
import { apiRequest } from '@web/lib/api-client';
import { BOOKINGS_QUERY_ROOT } from './get-bookings';

// `GET /api/bookings/:id` (its trader, the warehouse's owner or an administrator): 404 for anyone else.

function getBooking(id: string, signal?: AbortSignal): Promise<BookingDetail> {
  return apiRequest<BookingDetail>('GET', `/api/bookings/${encodeURIComponent(id)}`, { signal });
}

export function getBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [BOOKINGS_QUERY_ROOT, 'detail', id] as const,
    queryFn: ({ signal }) => getBooking(id, signal),
  });
}

export function useBooking(id: string) {
  return useQuery(getBookingQueryOptions(id));
}
