import { msg } from '@lingui/core/macro';
import { BOOKING_MESSAGES } from '@shared/errors';
import { useListTexts, type ListTexts } from '@web/components/ui/list-states';

/** What My Bookings and Manage Bookings say of their lists, in the current language. */
export function useBookingListTexts(): ListTexts {
  return useListTexts(msg`Loading bookings…`, BOOKING_MESSAGES.loadListFailed, msg`Pages of bookings`);
}
