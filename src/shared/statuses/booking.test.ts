import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, BOOKING_TRANSITIONS, canBooking } from './booking';
import { itAllowsExactly } from './machine.test-support';

describe('booking state machine (spec 02 section 4)', () => {
  itAllowsExactly(BOOKING_TRANSITIONS, BOOKING_STATUSES, [
    ['complete', 'active', 'completed'],
    ['cancel', 'active', 'cancelled'],
  ]);

  it.each([
    ['complete', 'completed'],
    ['cancel', 'cancelled'],
    ['complete', 'cancelled'],
    ['cancel', 'completed'],
  ] as const)('refuses to %s a %s booking: both ends are final', (action, status) => {
    expect(canBooking(action, status)).toBe(false);
  });
});
