import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../platform/texts';
import { bookingConfirmedEmail } from './bookings.emails';
import { bookingCreatedMessage, bookingStatusMessage, formatBookingNumber } from './bookings.service';

const ID = '3f2a9c1e-7b4d-4c1a-9e2f-0123456789ab';
describe('booking texts', () => {
  it('names a booking by "#" and the first 8 characters of its id', () => {
    expect(formatBookingNumber(ID)).toBe('#3f2a9c1e');
  });

  it('writes the status messages of the thread', () => {
    const english = i18nFor('en');
    expect(bookingStatusMessage(english, 'create')).toBe('Booking created.');
    expect(bookingStatusMessage(english, 'complete')).toBe('Booking completed.');
    expect(bookingStatusMessage(english, 'cancel', 'Goods held at customs')).toBe('Booking cancelled. Reason: Goods held at customs');
    // In every language its readers read (decision 239).
    expect(bookingStatusMessage(i18nFor('fr'), 'cancel', 'Goods held at customs')).toMatch(/^Réservation annulée\. Motif : Goods held at customs$/);
  });

  it("links the administrator's message to the booking's page", () => {
    expect(bookingCreatedMessage('https://24wm.example', ID)).toBe(
      `Your booking #3f2a9c1e has been created. You can view it here: https://24wm.example/bookings/${ID}`,
    );
  });
});

describe('bookingConfirmedEmail', () => {
  const email = bookingConfirmedEmail({
    to: 'carl@example.test',
    locale: 'en',
    firstName: 'Carl <b>',
    publicUrl: 'https://24wm.example',
    bookingId: ID,
    warehouseName: 'Hall & Yard "North"',
    startDate: '2031-03-01',
    endDate: '2031-03-31',
    totalCostCents: 123_450,
  });

  it('carries the link, the period and the total in the text part', () => {
    expect(email.kind).toBe('booking_confirmed');
    expect(email.subject).toBe('Your booking at Hall & Yard "North" is confirmed');
    expect(email.text).toContain(`View your booking: https://24wm.example/bookings/${ID}`);
    expect(email.text).toContain('Period: 1 Mar 2031 – 31 Mar 2031');
    expect(email.text).toContain('Total cost: €1,234.50 (VAT not included)');
  });

  it('escapes everything it puts into the HTML part', () => {
    expect(email.html).toContain('Hello Carl &lt;b&gt;,');
    expect(email.html).toContain('Hall &amp; Yard &quot;North&quot;');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain(`href="https://24wm.example/bookings/${ID}"`);
  });
});
