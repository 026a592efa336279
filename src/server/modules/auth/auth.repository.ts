import type { Locale } from '@shared/locales';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { emailTokens, redeemedChallenges, roles, sessions, trustedDevices, userRoles, users } from '../../db/schema';

export type EmailTokenPurpose = (typeof emailTokens.$inferSelect)['purpose'];

const rolesOfUser = sql<string[]>`coalesce(array_agg(${roles.name} order by ${roles.name}) filter (where ${roles.name} is not null), '{}')`;

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
      locale: users.locale,
      roles: rolesOfUser,
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

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id, expiresAt: sessions.expiresAt });
  return row!;
}

/** Of these sessions, the ids that still sign someone in: present, not expired, account active (as findSessionUserByTokenHash). */
export async function findLiveSessionIdsAmong(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, sql`now()`), eq(users.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function deleteSessionsOfUser(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** What sign-in and the email flows need about an account, found case-insensitively. */
export async function findAccountByEmail(db: Executor, email: string) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      emailVerifiedAt: users.emailVerifiedAt,
      locale: users.locale,
    })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: Executor, userId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, isActive: users.isActive, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0];
}

/** The password hash of an account (null for one that never set a password), for asking a signed-in user for it again. */
export async function findPasswordHashById(db: Executor, userId: string): Promise<string | null | undefined> {
  const rows = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.passwordHash;
}

/** The user as the session answer shows them. */
export async function findSessionUserById(db: Executor, userId: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale, roles: rolesOfUser })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(users.id, userId))
    .groupBy(users.id);
  return rows[0];
}

/** Inserts the account, or answers undefined when the email (in any case) is taken: no error to parse. */
export async function insertAccountUnlessEmailTaken(db: Executor, values: { email: string; passwordHash: string; locale: Locale | null }) {
  const rows = await db
    .insert(users)
    .values({ email: values.email, passwordHash: values.passwordHash, locale: values.locale, isActive: true, emailVerifiedAt: null })
    .onConflictDoNothing()
    .returning({ id: users.id, email: users.email, locale: users.locale });
  return rows[0];
}

export async function addRoleByName(db: Executor, userId: string, roleName: string) {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName)).limit(1);
  if (!role) throw new Error(`role ${roleName} is missing from the reference data`);
  await db.insert(userRoles).values({ userId, roleId: role.id }).onConflictDoNothing();
}

export async function markEmailVerified(db: Executor, userId: string) {
  await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function insertEmailToken(db: Executor, values: typeof emailTokens.$inferInsert) {
  await db.insert(emailTokens).values(values);
}

/** Marks the user's unused tokens of these purposes as used, so only a newer link works. */
export async function invalidateUnusedEmailTokens(db: Executor, userId: string, purposes: readonly EmailTokenPurpose[]) {
  if (purposes.length === 0) return;
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), inArray(emailTokens.purpose, [...purposes]), isNull(emailTokens.usedAt)));
}

const emailTokenColumns = {
  id: emailTokens.id,
  userId: emailTokens.userId,
  purpose: emailTokens.purpose,
  usedAt: emailTokens.usedAt,
  // The database clock decides expiry, the same for every app process.
  isExpired: sql<boolean>`${emailTokens.expiresAt} <= now()`,
};

export async function findEmailTokenByHash(db: Executor, tokenHash: string) {
  const rows = await db.select(emailTokenColumns).from(emailTokens).where(eq(emailTokens.tokenHash, tokenHash)).limit(1);
  return rows[0];
}

/** The token row, locked until the transaction ends: a second use waits here and then sees used_at. */
export async function findEmailTokenByHashForUpdate(db: Executor, tokenHash: string) {
  const rows = await db
    .select(emailTokenColumns)
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return rows[0];
}

export async function markEmailTokenUsed(db: Executor, tokenId: string) {
  await db.update(emailTokens).set({ usedAt: sql`now()` }).where(eq(emailTokens.id, tokenId));
}

/** Whether the browser holding this token has signed in to the account with this email in the last `days` days. */
export async function isTrustedDeviceOf(db: Executor, tokenHash: string, email: string, days: number): Promise<boolean> {
  const rows = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        gt(trustedDevices.createdAt, sql`now() - (${days}::integer * interval '1 day')`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Whether this server gave the browser holding this token its device cookie (it is trusted for someone). */
export async function isKnownDevice(db: Executor, tokenHash: string): Promise<boolean> {
  const rows = await db.select({ userId: trustedDevices.userId }).from(trustedDevices).where(eq(trustedDevices.tokenHash, tokenHash)).limit(1);
  return rows.length > 0;
}

/** Trusts the browser holding this token for the user from now (a later sign-in renews the trust). */
export async function trustDevice(db: Executor, tokenHash: string, userId: string): Promise<void> {
  await db
    .insert(trustedDevices)
    .values({ tokenHash, userId })
    .onConflictDoUpdate({ target: [trustedDevices.tokenHash, trustedDevices.userId], set: { createdAt: sql`now()` } });
}

/** Records a challenge as used; false when it already was (the signature is its identity). */
export async function redeemChallenge(db: Executor, signature: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(redeemedChallenges).values({ signature, expiresAt }).onConflictDoNothing().returning({ signature: redeemedChallenges.signature });
  return rows.length > 0;
}
