// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { BOOKING_MESSAGES } from '@shared/errors';
import { CreateBookingButton } from './create-booking-button';

/** Create Booking refused because the offer's space is no longer free (409 capacity_exceeded): the reason beside the button, with focus. */

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: { code: 'capacity_exceeded', message: BOOKING_MESSAGES.noLongerFree } }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Create Booking', () => {
  it("says the offer's space is no longer free beside the button and moves focus there", async () => {
    const user = renderScreen(<CreateBookingButton offerId="offer-1" inquiryId="inquiry-1" bookingId={null} />);
    await user.click(screen.getByRole('button', { name: 'Create Booking' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(BOOKING_MESSAGES.noLongerFree);
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect((screen.getByRole('button', { name: 'Create Booking' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
