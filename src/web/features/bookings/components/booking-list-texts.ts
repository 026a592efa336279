import { BOOKING_MESSAGES } from '@shared/errors';
import type { ListTexts } from '@web/components/ui/list-states';

/** What My Bookings and Manage Bookings say of their lists. */
export const BOOKING_LIST_TEXTS: ListTexts = {
  loadingLabel: 'Loading bookings…',
  errorMessage: BOOKING_MESSAGES.loadListFailed,
  pagesLabel: 'Pages of bookings',
};
