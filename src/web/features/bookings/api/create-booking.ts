import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateBookingResponse } from '@shared/contracts/bookings';
import { BOOKING_LIVE_KEYS } from '@shared/contracts/live-keys';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/offers/:offerId/booking` (administrator): the booking of an accepted offer; asking again
// answers the same booking, so a second click never makes a second one.

function createBooking({ offerId }: { offerId: string }): Promise<CreateBookingResponse> {
  return apiRequest<CreateBookingResponse>('POST', `/api/offers/${encodeURIComponent(offerId)}/booking`);
}

export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBooking, meta: outcomeNotices({ success: () => t`Booking created` }),
    onSuccess: async () => {
      const { bookings, inquiries, adminInquiries, offers, dashboard } = BOOKING_LIVE_KEYS;
      await Promise.all(
        [bookings, inquiries, adminInquiries, offers, dashboard].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      );
    },
  });
}
