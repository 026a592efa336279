import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications, users } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotifications(db: Executor, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}

export async function findNotificationsPage(
  db: Executor,
  options: { userId: string; unreadOnly: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number }> {
  const where = and(eq(notifications.userId, options.userId), options.unreadOnly ? eq(notifications.isRead, false) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ value: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  return db.$count(notifications, and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
}

/** Marks one of the user's notifications read; false when the user has none with that id. */
export async function markNotificationRead(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * Of these users, what writing to them needs: their language (decision 234), and whether their
 * profile says notifications also come by email (active accounts only).
 */
export async function findRecipients(
  db: Executor,
  userIds: readonly string[],
): Promise<{ id: string; email: string; firstName: string | null; locale: string | null; byEmail: boolean }[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      byEmail: sql<boolean>`${users.isActive} and ${users.emailNotifications}`,
    })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}
