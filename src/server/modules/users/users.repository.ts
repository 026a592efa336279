import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { arrayOf, containsPattern, type Executor, findPageWithTotal, updateRowById } from '../../db/client';
import { personColumns, profiles, roles, userRoles, users } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  await updateRowById(db, users, id, values);
}

export async function addUserRoles(db: Executor, userId: string, roleNames: readonly string[]) {
  if (roleNames.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
  if (found.length === 0) return;
  await db
    .insert(userRoles)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}

/**
 * The user's role names, sorted, as one column of a select from users. Written out in SQL:
 * Drizzle leaves column names unqualified in a one-table select, which a correlated subquery
 * would misread.
 */
const roleNames = sql<string[]>`coalesce((
  select array_agg(r.name order by r.name)
  from user_roles ur join roles r on r.id = ur.role_id
  where ur.user_id = "users"."id"
), '{}')`;

/**
 * With the company, VAT number and its verification from the user's profile (left joined: a user who
 * never saved a profile has none). Decision 215 lets this module read those columns and write the
 * verification; the rest of the row is the profile module's.
 */
const userWithRolesColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  isActive: users.isActive,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  roles: roleNames,
  companyName: profiles.companyName,
  vatNumber: profiles.vatNumber,
  vatNumberVerifiedAt: profiles.vatNumberVerifiedAt,
};

export type UserWithRoles = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  isActive: boolean;
  emailVerifiedAt: Date | null;
  createdAt: Date;
  roles: string[];
  companyName: string | null;
  vatNumber: string | null;
  vatNumberVerifiedAt: Date | null;
};

const usersWithProfiles = (db: Executor) => db.select(userWithRolesColumns).from(users).leftJoin(profiles, eq(profiles.userId, users.id));

/**
 * A user's id, names and email: who a trader or a recipient is, for other domains' screens and
 * emails; with their choice of notifications by email (decision 203).
 */
export async function findUserContactById(db: Executor, id: string) {
  const [row] = await db
    .select({ ...personColumns, emailNotifications: users.emailNotifications, locale: users.locale })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

/** The language each of these users chose (null: none), by id; ids of no user are missing. */
export async function findUserLocalesByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, locale: users.locale }).from(users).where(sql`${users.id} = any(${arrayOf('uuid', ids)})`);
}

/** The ids, names and emails of these users, in one read (a payout run's owners, the finance overview's). */
export async function findUserContactsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.select(personColumns).from(users).where(sql`${users.id} = any(${arrayOf('uuid', ids)})`);
}

export async function findUserWithRolesById(db: Executor, id: string): Promise<UserWithRoles | undefined> {
  const rows = await usersWithProfiles(db).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** Case-insensitive match on email, first name, last name and "first last". */
function userSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
  );
}

/** A page of users, newest first, with the total matching the search. */
export async function findUsersPage(
  db: Executor,
  options: { search?: string; limit: number; offset: number },
): Promise<{ rows: UserWithRoles[]; total: number }> {
  const where = userSearchCondition(options.search);
  const rows = usersWithProfiles(db).orderBy(desc(users.createdAt), asc(users.id)).$dynamic();
  return findPageWithTotal({ rows, counted: db.select({ value: count() }).from(users).$dynamic(), where }, options);
}

/**
 * The VAT number of a user's profile and its verification, with the profile row locked (FOR UPDATE)
 * until the transaction ends: a profile save changing the number waits, or is waited for (decision 215).
 * Undefined when the user never saved a profile.
 */
export async function lockProfileVatNumber(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ vatNumber: profiles.vatNumber, vatNumberVerifiedAt: profiles.vatNumberVerifiedAt })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update')
    .limit(1);
  return row;
}

/** Records (a date and who) or clears (nulls) the verification of the profile's VAT number; nothing else of the row. */
export async function setVatNumberVerification(tx: Executor, userId: string, verification: { at: Date; by: string } | null): Promise<void> {
  await tx
    .update(profiles)
    .set({ vatNumberVerifiedAt: verification?.at ?? null, vatNumberVerifiedBy: verification?.by ?? null, updatedAt: sql`now()` })
    .where(eq(profiles.userId, userId));
}

export async function countAllUsers(db: Executor): Promise<number> {
  return db.$count(users);
}

/** Holders of the administrator role, active or not. */
const administratorIds = (db: Executor) =>
  db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'administrator'));

/**
 * Locks the rows of every administrator (in id order, so two transactions never deadlock on them).
 * A transaction that could leave no active administrator takes this lock first and only then
 * counts, in a new statement that sees what the previous holder of the lock committed.
 */
export async function lockAdministrators(tx: Executor): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, administratorIds(tx)))
    .orderBy(asc(users.id))
    .for('update');
}

export async function findActiveAdministratorIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), inArray(users.id, administratorIds(db))));
  return rows.map((row) => row.id);
}

export async function countActiveAdministrators(tx: Executor): Promise<number> {
  return tx.$count(users, and(eq(users.isActive, true), inArray(users.id, administratorIds(tx))));
}

/** Sets exactly these roles: links to other roles are removed, missing ones added. */
export async function replaceUserRoles(tx: Executor, userId: string, roleNames: readonly string[]): Promise<void> {
  const wanted = await tx.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
  const wantedIds = wanted.map((role) => role.id);
  await tx
    .delete(userRoles)
    .where(wantedIds.length > 0 ? and(eq(userRoles.userId, userId), notInArray(userRoles.roleId, wantedIds)) : eq(userRoles.userId, userId));
  if (wantedIds.length > 0) {
    await tx
      .insert(userRoles)
      .values(wantedIds.map((roleId) => ({ userId, roleId })))
      .onConflictDoNothing();
  }
}
