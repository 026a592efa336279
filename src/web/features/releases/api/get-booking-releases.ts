import { type QueryClient, useQuery } from '@tanstack/react-query';
import { RECEIPT_LIVE_KEYS, RELEASE_LIVE_KEYS } from '@shared/contracts/live-keys';
import type { BookingReleasesResponse, GoodsRelease } from '@shared/contracts/releases';
import { apiQueryOptions, isApiError } from '@web/lib/api-client';

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

/**
 * What a mutation of a booking's releases refetches. Done: the booking's releases and its receipts
 * (the quantity left to release or in store, and whether a receipt may still be corrected, follow its
 * releases). Refused with a conflict (someone else changed the release or the receipt first): the
 * releases, to show what they are now.
 */
export function refetchAfterReleaseChange(queryClient: QueryClient) {
  return {
    onSuccess: (_release: GoodsRelease, { bookingId }: { bookingId: string }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingReleasesQueryKey(bookingId) }),
        queryClient.invalidateQueries({ queryKey: [RECEIPT_LIVE_KEYS.receipts, 'booking', bookingId] }),
      ]),
    onError: (error: unknown, { bookingId }: { bookingId: string }) => {
      if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: bookingReleasesQueryKey(bookingId) });
    },
  };
}
