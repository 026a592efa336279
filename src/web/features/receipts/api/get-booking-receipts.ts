import { useQuery } from '@tanstack/react-query';
import type { BookingReceiptsResponse } from '@shared/contracts/receipts';
import { RECEIPT_LIVE_KEYS } from '@shared/contracts/live-keys';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/bookings/:id/receipts` (its trader, the warehouse's owner or an administrator): newest first.

export const RECEIPTS_QUERY_ROOT = RECEIPT_LIVE_KEYS.receipts;

export function useBookingReceipts(bookingId: string) {
  return useQuery(
    apiQueryOptions<BookingReceiptsResponse>([RECEIPTS_QUERY_ROOT, 'booking', bookingId], `/api/bookings/${encodeURIComponent(bookingId)}/receipts`),
  );
}
