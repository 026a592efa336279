import { LOCALES } from '../locales';
import { z } from 'zod';
import { pageCounts, pageQuery } from './pagination';

export const NOTIFICATION_TYPES = [
  'inquiry_message',
  'booking_message',
  'inquiry_submitted',
  'booking_created',
  'booking_confirmed',
  'listing_request_submitted',
  /** Ours (decision 205): a sent offer is in the last day of its validity. */
  'offer_expiring',
  /** Issue #38: goods arrived on a booking and a warehouse receipt was issued. */
  'goods_received',
  /** Issue #38: an invoice or a credit note was issued on a booking. */
  'invoice_issued',
  /** Issue #38: a payment was recorded against an invoice. */
  'payment_received',
  /** Issue #38: an invoice is past its due date with money open (a reminder 1, 7 and 14 days after). */
  'invoice_overdue',
  /** Issue #38: the trader asked for goods to leave; it is approved or held while invoices are unpaid. */
  'release_requested',
  /** Issue #38: a held release was approved (invoices paid, or an administrator with a reason). */
  'release_approved',
  /** Issue #38: the warehouse's owner confirmed goods left. */
  'goods_released',
  /** Issue #39: a payout run sent an owner's payable to their bank account. */
  'payout_sent',
  /** Issue #39: a month ended with movements on an owner's payable: its statement is final. */
  'statement_ready',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationsQuery = z.object({
  ...pageQuery({ defaultSize: 20 }),
  /** Only unread ones. */
  unread: z.enum(['true', 'false']).optional(),
});

/** Spec 02 section 3 "Notification". */
const notificationItem = z.object({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  /** The language title and message are written in (the recipient's when it was sent). */
  locale: z.enum(LOCALES),
  isRead: z.boolean(),
  createdAt: z.string(),
  inquiryId: z.string().nullable(),
  bookingId: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  ...pageCounts,
  unreadCount: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const notificationsUnreadResponse = z.object({ count: z.number().int() });
