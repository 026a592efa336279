import type { Executor } from '../../db/client';
import { activityLog } from '../../db/schema';

export type NewActivity = typeof activityLog.$inferInsert;

export async function insertActivity(db: Executor, activity: NewActivity): Promise<void> {
  await db.insert(activityLog).values(activity);
}
