import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

/**
 * Of these sessions, the ids that still sign someone in: present, not expired, account active.
 * The same rule as resolving a session token. It reads the auth domain's tables; it belongs in
 * the auth service and moves there once that service offers it.
 */
export async function findLiveSessionIds(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)));
  return new Set(rows.map((row) => row.id));
}
