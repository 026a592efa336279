import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDetail, CancelBookingBody } from '@shared/contracts/bookings';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterStatusChange } from './complete-booking';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/bookings/:id/cancel` { reason } (administrator): an active booking becomes cancelled.

function cancelBooking({ id, body }: { id: string; body: CancelBookingBody }): Promise<BookingDetail> {
  return apiRequest<BookingDetail>('POST', `/api/bookings/${encodeURIComponent(id)}/cancel`, { body });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelBooking, meta: outcomeNotices({ success: () => t`Booking cancelled` }), onSuccess: (updated) => refreshAfterStatusChange(queryClient, updated) });
}
