import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { listActiveAdministratorIds } from '../users/users.service';
import { insertNotifications, type NewNotification } from './notifications.repository';

/** Live-event key of the notifications centre and its unread count. */
export const NOTIFICATIONS_EVENT_KEY = 'notifications';

type Notice = Pick<NewNotification, 'type' | 'title' | 'message' | 'inquiryId' | 'bookingId'>;

/**
 * Writes one notification for every active administrator, then tells their open pages.
 * Pass the caller's transaction as `db` so the notice is saved with the change it reports.
 */
export async function notifyAdministrators(db: Executor, notices: readonly Notice[]): Promise<string[]> {
  const administratorIds = await listActiveAdministratorIds(db);
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
