import { canOf, type Machine } from './machine';

/**
 * The booking state machine (spec 02 section 4): a booking starts active and an administrator
 * completes or cancels it; both ends are final.
 */
export const BOOKING_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking is created from an accepted offer in this status. */
export const BOOKING_INITIAL_STATUS: BookingStatus = 'active';

export type BookingAction = 'complete' | 'cancel';

export const BOOKING_TRANSITIONS: Machine<BookingAction, BookingStatus> = {
  complete: { from: ['active'], to: 'completed' },
  cancel: { from: ['active'], to: 'cancelled' },
};

export const canBooking = canOf(BOOKING_TRANSITIONS);

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
