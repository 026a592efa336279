import { desc, eq } from 'drizzle-orm';
import { activityLog } from '../../src/server/db/schema';
import type { TestApp } from './harness';

/** The newest entry of the activity log of this type (what an operation just recorded), if any. */
export async function latestActivity(t: Pick<TestApp, 'db'>, type: string) {
  const [entry] = await t.db.select().from(activityLog).where(eq(activityLog.activityType, type)).orderBy(desc(activityLog.createdAt)).limit(1);
  return entry;
}
