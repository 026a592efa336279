import { useQuery } from '@tanstack/react-query';
import { RELEASE_LIVE_KEYS, type BookingReleasesResponse } from '@shared/contracts/releases';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/bookings/:id/releases` (its trader, the warehouse's owner or an administrator): the
// releases newest first, whether the viewer may request one, from which receipts and how much of each,
// and the unpaid invoices a new request would wait on. Every releases query lives under the key root
// "releases", the live event the server sends to everyone on the booking when its releases change.

const RELEASES_QUERY_ROOT = RELEASE_LIVE_KEYS.releases;

export function bookingReleasesQueryKey(bookingId: string) {
  return [RELEASES_QUERY_ROOT, 'booking', bookingId] as const;
}

export function useBookingReleases(bookingId: string) {
  return useQuery(apiQueryOptions<BookingReleasesResponse>(bookingReleasesQueryKey(bookingId), `/api/bookings/${encodeURIComponent(bookingId)}/releases`));
}
