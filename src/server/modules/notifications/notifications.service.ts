import { NOTIFICATIONS_LIVE_KEY } from '@shared/contracts/events';
import type { NotificationsResponse } from '@shared/contracts/notifications';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { bookingLinkPath } from '@shared/contracts/bookings';
import type { I18n } from '@lingui/core';
import type { Locale } from '@shared/locales';
import { EMAIL_BRAND, greeting, renderEmail } from '../../platform/email-layout';
import { inLanguage, localeOf } from '../../platform/texts';
import { type OutgoingEmail, queueEmail } from '../../platform/mail';
import { listActiveAdministratorIds } from '../users/users.service';
import {
  countUnreadNotifications,
  findRecipients,
  findNotificationsPage,
  insertNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repository';
import { NOTIFICATION_MESSAGES } from '@shared/errors';

/** Live-event key of the notifications centre and its unread count. */
const NOTIFICATIONS_EVENT_KEY = NOTIFICATIONS_LIVE_KEY;

/** A text of a notice, written in its recipient's language (decision 234). */
type Written = (i18n: I18n) => string;

/**
 * What a notification says, written per recipient: `title` and `message` are given the recipient's
 * language (`i18n._('…')`) and, while they run, the shared formatters write dates and money in it.
 */
export type Notice = Pick<NewNotification, 'type' | 'inquiryId' | 'bookingId'> & { title: Written; message: Written };

type Recipient = Awaited<ReturnType<typeof findRecipients>>[number];

/** The notice in this recipient's language, as a row of their notifications. */
function writtenFor(recipient: Recipient, notice: Notice): NewNotification & { locale: Locale } {
  const locale = localeOf(recipient);
  return inLanguage(locale, (i18n) => ({
    userId: recipient.id,
    type: notice.type,
    inquiryId: notice.inquiryId,
    bookingId: notice.bookingId,
    title: notice.title(i18n),
    message: notice.message(i18n),
    locale,
  }));
}

/**
 * Writes one notification for every active administrator (but `except`, the one whose own action it
 * reports) and answers their ids, for the caller to announce after the commit. Pass the caller's
 * transaction as `db` so the notice is saved with the change it reports.
 */
export async function notifyAdministrators(db: Executor, notices: readonly Notice[], { except }: { except?: string } = {}): Promise<string[]> {
  const administratorIds = (await listActiveAdministratorIds(db)).filter((id) => id !== except);
  const recipients = await findRecipients(db, administratorIds);
  await insertNotifications(
    db,
    recipients.flatMap((recipient) => notices.map((notice) => writtenFor(recipient, notice))),
  );
  return administratorIds;
}

/** After the commit: the recipients' notification lists and counts refetch. */
export async function announceNotifications({ events }: Pick<ServiceDeps, 'events'>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await events.publish({ audience: { userIds }, event: { type: 'invalidate', keys: [NOTIFICATIONS_EVENT_KEY] } });
}

/** Writes the same notification for each of these users, each in their language (in the caller's transaction). */
export async function notifyUsers(db: Executor, userIds: readonly string[], notice: Notice): Promise<void> {
  const recipients = await findRecipients(db, [...new Set(userIds)]);
  await insertNotifications(
    db,
    recipients.map((recipient) => writtenFor(recipient, notice)),
  );
}

/** Whom an event's own email goes to: their address and first name, and their language. */
type EmailRecipient = { email: string; firstName: string | null; locale: Locale };

/**
 * Queues the user's own, richer email for an event (an offer sent, a booking confirmed), written by
 * `write` for them in their language, only when they are active and their profile says so (decision 203).
 */
export async function queueEmailIfWanted(db: Executor, userId: string, write: (recipient: EmailRecipient) => OutgoingEmail): Promise<void> {
  const [recipient] = (await findRecipients(db, [userId])).filter((found) => found.byEmail);
  if (recipient) await queueEmail(db, write({ ...recipient, locale: localeOf(recipient) }));
}

/** Where a notification leads (the web's /notifications links the same way), absolute for an email. */
function noticeLink(publicUrl: string, notice: Notice): string | null {
  if (notice.bookingId) return publicUrl + bookingLinkPath(notice.bookingId);
  if (notice.inquiryId) return `${publicUrl}/inquiries/${encodeURIComponent(notice.inquiryId)}`;
  return null;
}

/**
 * A notification for each of these users and, for those whose profile says so, the same news by
 * email through the outbox, each in the recipient's language: both in the caller's transaction, so
 * they exist exactly when the change they report committed (decision 203). `actions` are further
 * buttons of the email (an invoice's PDF), their labels written in the recipient's language.
 */
export async function notifyUsersWithEmail(
  db: Executor,
  publicUrl: string,
  userIds: readonly string[],
  notice: Notice,
  options: { actions?: readonly { label: Written; link: string }[] } = {},
): Promise<void> {
  const recipients = await findRecipients(db, [...new Set(userIds)]);
  const link = noticeLink(publicUrl, notice);
  const written = recipients.map((recipient) => writtenFor(recipient, notice));
  await insertNotifications(db, written);
  for (const [index, recipient] of recipients.entries()) {
    if (!recipient.byEmail) continue;
    const { title, message, locale } = written[index]!;
    await queueEmail(
      db,
      renderEmail(locale, (i18n) => ({
        kind: `notification_${notice.type}`,
        to: recipient.email,
        subject: `${title} - ${EMAIL_BRAND}`,
        heading: title,
        paragraphs: [{ text: greeting(i18n, recipient.firstName) }, { text: message }],
        actions: [
          ...(link ? [{ label: i18n._('Open in {brand}', { brand: EMAIL_BRAND }), link }] : []),
          ...(options.actions ?? []).map((action) => ({ label: action.label(i18n), link: action.link })),
        ],
        notes: [i18n._('You receive these emails because email notifications are on in your profile; you can turn them off there.')],
      })),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The notifications centre: every signed-in user reads and marks only their own.
// ---------------------------------------------------------------------------------------------

function toNotificationItem(row: NotificationRow): NotificationsResponse['items'][number] {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    locale: localeOf(row),
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    inquiryId: row.inquiryId,
    bookingId: row.bookingId,
  };
}

export async function listNotifications(
  db: Executor,
  viewer: Viewer | null,
  query: { page: number; pageSize: number; unread?: 'true' | 'false' },
): Promise<NotificationsResponse> {
  const signedIn = requirePermission(viewer, 'account:use');
  const [found, unreadCount] = await Promise.all([
    findNotificationsPage(db, { userId: signedIn.id, unreadOnly: query.unread === 'true', ...pageWindow(query) }),
    countUnreadNotifications(db, signedIn.id),
  ]);
  return { ...pageAnswer(query, found, toNotificationItem), unreadCount };
}

export async function getUnreadNotificationCount(db: Executor, viewer: Viewer | null): Promise<number> {
  return countUnreadNotifications(db, requirePermission(viewer, 'account:use').id);
}

/** Someone else's notification answers the same 404 as a missing one. */
export async function markOneRead(deps: ServiceDeps, viewer: Viewer | null, id: string): Promise<void> {
  const signedIn = requirePermission(viewer, 'account:use');
  if (!(await markNotificationRead(deps.db, signedIn.id, id))) throw new AppError('not_found', NOTIFICATION_MESSAGES.notFound);
  await announceNotifications(deps, [signedIn.id]);
}

export async function markAllRead(deps: ServiceDeps, viewer: Viewer | null): Promise<void> {
  const signedIn = requirePermission(viewer, 'account:use');
  if ((await markAllNotificationsRead(deps.db, signedIn.id)) > 0) await announceNotifications(deps, [signedIn.id]);
}
