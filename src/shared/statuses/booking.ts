/**
 * The booking state machine (spec 02 section 4): a booking starts active and an administrator
 * completes or cancels it; both ends are final.
 */
export const BOOKING_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export type BookingAction = 'complete' | 'cancel';

const ALLOWED_FROM: Record<BookingAction, readonly BookingStatus[]> = {
  complete: ['active'],
  cancel: ['active'],
};

export function canBooking(action: BookingAction, status: BookingStatus): boolean {
  return ALLOWED_FROM[action].includes(status);
}

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
