import { useQuery } from '@tanstack/react-query';
import type { BookingDetail } from '@shared/contracts/bookings';
import { apiQueryOptions } from '@web/lib/api-client';
import { BOOKINGS_QUERY_ROOT } from './get-bookings';

// `GET /api/bookings/:id` (its trader, the warehouse's owner or an administrator): 404 for anyone else.

export function getBookingQueryOptions(id: string) {
  return apiQueryOptions<BookingDetail>([BOOKINGS_QUERY_ROOT, 'detail', id], `/api/bookings/${encodeURIComponent(id)}`);
}

export function useBooking(id: string) {
  return useQuery(getBookingQueryOptions(id));
}
