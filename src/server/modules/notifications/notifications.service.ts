import { NOTIFICATIONS_LIVE_KEY } from '@shared/contracts/events';
import type { NotificationsResponse } from '@shared/contracts/notifications';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { bookingLinkPath } from '@shared/contracts/bookings';
import { EMAIL_BRAND, greeting, renderEmail } from '../../platform/email-layout';
import { queueEmail } from '../../platform/mail';
import { listActiveAdministratorIds } from '../users/users.service';
import {
  countUnreadNotifications,
  findEmailRecipients,
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

type Notice = Pick<NewNotification, 'type' | 'title' | 'message' | 'inquiryId' | 'bookingId'>;

/**
 * Writes one notification for every active administrator (but `except`, the one whose own action it
 * reports) and answers their ids, for the caller to announce after the commit. Pass the caller's
 * transaction as `db` so the notice is saved with the change it reports.
 */
export async function notifyAdministrators(db: Executor, notices: readonly Notice[], { except }: { except?: string } = {}): Promise<string[]> {
  const administratorIds = (await listActiveAdministratorIds(db)).filter((id) => id !== except);
  await insertNotifications(
    db,
    administratorIds.flatMap((userId) => notices.map((notice) => ({ ...notice, userId }))),
  );
  return administratorIds;
}

/** After the commit: the recipients' notification lists and counts refetch. */
export async function announceNotifications({ events }: Pick<ServiceDeps, 'events'>, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await events.publish({ audience: { userIds }, event: { type: 'invalidate', keys: [NOTIFICATIONS_EVENT_KEY] } });
}

/** Writes the same notification for each of these users (in the caller's transaction). */
export async function notifyUsers(db: Executor, userIds: readonly string[], notice: Notice): Promise<void> {
  await insertNotifications(
    db,
    [...new Set(userIds)].map((userId) => ({ ...notice, userId })),
  );
}

/**
 * Of these users, the ones to email about a notification (active, their profile's choice on);
 * for the modules that send their own, richer email for an event.
 */
export async function emailRecipients(db: Executor, userIds: readonly string[]) {
  return findEmailRecipients(db, [...new Set(userIds)]);
}

/** Where a notification leads (the web's /notifications links the same way), absolute for an email. */
function noticeLink(publicUrl: string, notice: Notice): string | null {
  if (notice.bookingId) return publicUrl + bookingLinkPath(notice.bookingId);
  if (notice.inquiryId) return `${publicUrl}/inquiries/${encodeURIComponent(notice.inquiryId)}`;
  return null;
}

/**
 * A notification for each of these users and, for those whose profile says so, the same news by
 * email through the outbox: both in the caller's transaction, so they exist exactly when the change
 * they report committed (decision 203). `actions` are further buttons of the email (an invoice's PDF).
 */
export async function notifyUsersWithEmail(
  db: Executor,
  publicUrl: string,
  userIds: readonly string[],
  notice: Notice,
  options: { actions?: readonly { label: string; link: string }[] } = {},
): Promise<void> {
  await notifyUsers(db, userIds, notice);
  const link = noticeLink(publicUrl, notice);
  for (const person of await emailRecipients(db, userIds)) {
    await queueEmail(
      db,
      renderEmail({
        kind: `notification_${notice.type}`,
        to: person.email,
        subject: `${notice.title} - ${EMAIL_BRAND}`,
        heading: notice.title,
        paragraphs: [{ text: greeting(person.firstName) }, { text: notice.message }],
        actions: [...(link ? [{ label: 'Open in 24WM', link }] : []), ...(options.actions ?? [])],
        notes: ['You receive these emails because email notifications are on in your profile; you can turn them off there.'],
      }),
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
