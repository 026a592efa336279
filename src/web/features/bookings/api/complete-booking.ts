import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { BookingDetail } from '@shared/contracts/bookings';
import { BOOKING_LIVE_KEYS } from '@shared/contracts/live-keys';
import { apiRequest } from '@web/lib/api-client';
import { getBookingQueryOptions } from './get-booking';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/bookings/:id/complete` (administrator): an active booking becomes completed.

function completeBooking({ id }: { id: string }): Promise<BookingDetail> {
  return apiRequest<BookingDetail>('POST', `/api/bookings/${encodeURIComponent(id)}/complete`);
}

/** After a status change: the detail from the answer, and every list, inquiry and dashboard refetched. */
export async function refreshAfterStatusChange(queryClient: QueryClient, updated: BookingDetail): Promise<void> {
  queryClient.setQueryData(getBookingQueryOptions(updated.id).queryKey, updated);
  const { bookings, inquiries, adminInquiries, dashboard } = BOOKING_LIVE_KEYS;
  await Promise.all([bookings, inquiries, adminInquiries, dashboard].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
}

export function useCompleteBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeBooking, meta: outcomeNotices({ success: () => t`Booking completed` }), onSuccess: (updated) => refreshAfterStatusChange(queryClient, updated) });
}
