import { bookingLinkPath } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import { greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

export type BookingConfirmedInput = {
  to: string;
  firstName: string | null;
  publicUrl: string;
  bookingId: string;
  warehouseName: string;
  startDate: string;
  endDate: string;
  totalCostCents: number;
};

/** To the trader when an administrator turns their accepted offer into a booking. */
export function bookingConfirmedEmail(input: BookingConfirmedInput): OutgoingEmail {
  const link = input.publicUrl + bookingLinkPath(input.bookingId);
  const subject = `Your booking at ${input.warehouseName} is confirmed`;
  const period = formatDateRange(input.startDate, input.endDate);
  const total = formatCents(input.totalCostCents);
  const intro = `Your booking at ${input.warehouseName} is confirmed.`;

  return renderEmail({
    kind: 'booking_confirmed',
    to: input.to,
    subject,
    heading: 'Booking confirmed',
    paragraphs: [{ text: greeting(input.firstName) }, { text: intro }],
    details: [
      ['Period', period],
      ['Total cost', `${total} (VAT not included)`],
    ],
    actions: [{ label: 'View your booking', link }],
    notes: ['You can message us about this booking from its page.'],
  });
}

