import { bookingLinkPath } from '@shared/contracts/bookings';
import { formatDateRange } from '@shared/dates';
import { formatCents } from '@shared/money';
import type { OutgoingEmail } from '../../platform/mail';
import { escapeHtml } from '../auth/auth.emails';

/**
 * The booking emails: a plain-text part and an HTML part with inline styles only, like the account
 * emails (src/server/modules/auth/auth.emails.ts). Everything inserted into the HTML is escaped.
 */

const BRAND = '24WM';
const TAGLINE = "Europe's Trusted Cargo Agent";
const COLORS = { brand: '#1d4ed8', text: '#1f2937', muted: '#6b7280', border: '#e5e7eb', background: '#f3f4f6' };

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
  const greeting = input.firstName ? `Hello ${input.firstName},` : 'Hello,';
  const period = formatDateRange(input.startDate, input.endDate);
  const total = formatCents(input.totalCostCents);
  const intro = `Your booking at ${input.warehouseName} is confirmed.`;

  const text = [
    greeting,
    '',
    intro,
    `Period: ${period}`,
    `Total cost: ${total} (VAT not included)`,
    '',
    `View your booking: ${link}`,
    '',
    'You can message us about this booking from its page.',
    '',
    `${BRAND} - ${TAGLINE}`,
  ].join('\n');

  const href = escapeHtml(link);
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:Arial,Helvetica,sans-serif;color:${COLORS.text};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLORS.background};padding:24px 0;">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid ${COLORS.border};border-radius:8px;">
<tr><td style="padding:20px 32px;border-bottom:1px solid ${COLORS.border};font-size:22px;font-weight:bold;color:${COLORS.brand};">${BRAND}</td></tr>
<tr><td style="padding:28px 32px 8px 32px;">
<h1 style="margin:0 0 16px 0;font-size:20px;line-height:28px;color:${COLORS.text};">Booking confirmed</h1>
<p style="margin:0 0 12px 0;font-size:15px;line-height:22px;">${escapeHtml(greeting)}</p>
<p style="margin:0 0 12px 0;font-size:15px;line-height:22px;">${escapeHtml(intro)}</p>
<p style="margin:0 0 4px 0;font-size:15px;line-height:22px;">Period: ${escapeHtml(period)}</p>
<p style="margin:0 0 24px 0;font-size:15px;line-height:22px;">Total cost: ${escapeHtml(total)} <span style="color:${COLORS.muted};">(VAT not included)</span></p>
<table role="presentation" cellpadding="0" cellspacing="0"><tr><td style="border-radius:6px;background:${COLORS.brand};">
<a href="${href}" style="display:inline-block;padding:12px 24px;font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">View booking</a>
</td></tr></table>
<p style="margin:24px 0 8px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px 0;font-size:13px;line-height:20px;word-break:break-all;"><a href="${href}" style="color:${COLORS.brand};">${href}</a></p>
<p style="margin:0 0 24px 0;font-size:13px;line-height:20px;color:${COLORS.muted};">You can message us about this booking from its page.</p>
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid ${COLORS.border};font-size:12px;color:${COLORS.muted};">${BRAND} &middot; ${escapeHtml(TAGLINE)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { kind: 'booking_confirmed', to: input.to, subject, text, html };
}
