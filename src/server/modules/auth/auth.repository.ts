import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, sessions, userRoles, users } from '../../db/schema';

export async function findSessionUserByTokenHash(db: Executor, tokenHash: string) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      roles: sql<string[]>`coalesce(array_agg(${roles.name} order by ${roles.name}) filter (where ${roles.name} is not null), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)))
    .groupBy(sessions.id, users.id);
  return rows[0];
}

export async function extendSession(db: Executor, sessionId: string, expiresAt: Date) {
  await db.update(sessions).set({ expiresAt, lastSeenAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Executor, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}
