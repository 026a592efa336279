import type { Executor } from '../../db/client';
import { notifications } from '../../db/schema';

export type NewNotification = typeof notifications.$inferInsert;

export async function insertNotifications(db: Executor, rows: readonly NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values([...rows]);
}
