import { useLingui } from '@lingui/react/macro';
import { BOOKING_MESSAGES } from '@shared/errors';
import type { ListTexts } from '@web/components/ui/list-states';

/** What My Bookings and Manage Bookings say of their lists, in the current language. */
export function useBookingListTexts(): ListTexts {
  const { t } = useLingui();
  return {
    loadingLabel: t`Loading bookings…`,
    errorMessage: BOOKING_MESSAGES.loadListFailed,
    pagesLabel: t`Pages of bookings`,
  };
}
