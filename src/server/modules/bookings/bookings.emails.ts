import { bookingLinkPath } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import type { Locale } from '@shared/locales';
import { greeting, renderEmail } from '../../platform/email-layout';
import type { OutgoingEmail } from '../../platform/mail';

export type BookingConfirmedInput = {
  to: string;
  locale: Locale;
  firstName: string | null;
  publicUrl: string;
  bookingId: string;
  warehouseName: string;
  startDate: string;
  endDate: string;
  totalCostCents: number;
};

/** To the trader, in their language, when an administrator turns their accepted offer into a booking. */
export function bookingConfirmedEmail(input: BookingConfirmedInput): OutgoingEmail {
  const link = input.publicUrl + bookingLinkPath(input.bookingId);
  return renderEmail(input.locale, (i18n) => ({
    kind: 'booking_confirmed',
    to: input.to,
    subject: i18n._('Your booking at {warehouse} is confirmed', { warehouse: input.warehouseName }),
    heading: i18n._('Booking confirmed'),
    paragraphs: [
      { text: greeting(i18n, input.firstName) },
      { text: i18n._('Your booking at {warehouse} is confirmed.', { warehouse: input.warehouseName }) },
    ],
    details: [
      [i18n._('Period'), formatDateRange(input.startDate, input.endDate)],
      [i18n._('Total cost'), i18n._('{total} (VAT not included)', { total: formatCents(input.totalCostCents) })],
    ],
    actions: [{ label: i18n._('View your booking'), link }],
    notes: [i18n._('You can message us about this booking from its page.')],
  }));
}
