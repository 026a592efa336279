import { eq, type InferSelectModel, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { ownerBankAccounts, personColumns, profiles, users } from '../../db/schema';

export type ProfileDetails = {
  contactEmail: string | null;
  companyName: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vatNumber: string | null;
};

/**
 * A user's account (names, email, choice of emails) and profile (undefined before the first save) in
 * one read: their profile page, and the buyer on their invoice in the issuing transaction (issue #38).
 * Undefined for no user.
 */
export async function findAccountWithProfile(db: Executor, userId: string) {
  const [row] = await db
    .select({ account: { ...personColumns, emailNotifications: users.emailNotifications, locale: users.locale }, details: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1)
    .prepare('find_account_with_profile')
    .execute();
  return row && { account: row.account, details: row.details ?? undefined };
}

/** A table with at most one row per user, keyed by user_id: the profile, the payout bank account. */
type UserKeyedTable = PgTable & { userId: PgColumn };

/** The user's row of `table`, if saved yet; with `lock`, locked (FOR UPDATE) until the transaction ends. */
async function findUserRow<T extends UserKeyedTable>(db: Executor, table: T, userId: string, { lock }: { lock: boolean }): Promise<InferSelectModel<T> | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(eq(table.userId, userId));
  const [row] = lock ? await query.for('update').limit(1) : await query.limit(1);
  return row as InferSelectModel<T> | undefined;
}

export async function findProfileByUserId(db: Executor, userId: string) {
  return findUserRow(db, profiles, userId, { lock: false });
}

/** The same, locked (FOR UPDATE) until the transaction ends; undefined before the first save. */
export async function lockProfileByUserId(tx: Executor, userId: string) {
  return findUserRow(tx, profiles, userId, { lock: true });
}

/**
 * Writes the details, creating the row on the first save. `clearVatVerification`: the VAT number
 * changed, so its verification goes in the same statement (decision 215); otherwise it is left as it is.
 */
export async function upsertProfile(db: Executor, userId: string, details: ProfileDetails, options: { clearVatVerification: boolean }): Promise<void> {
  const verification = options.clearVatVerification ? { vatNumberVerifiedAt: null, vatNumberVerifiedBy: null } : {};
  await db
    .insert(profiles)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...details, ...verification, updatedAt: sql`now()` } });
}

/** The payout bank accounts of these owners, for a payout run. */
export async function findBankAccountsOf(db: Executor, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(ownerBankAccounts).where(inArray(ownerBankAccounts.userId, [...userIds]));
}

/** Where an owner's payouts go (issue #39); undefined before the first save. */
export async function findBankAccountByUserId(db: Executor, userId: string) {
  return findUserRow(db, ownerBankAccounts, userId, { lock: false });
}

/** The same, locked (FOR UPDATE) until the transaction ends, so two changes at once are told apart in order. */
export async function lockBankAccountByUserId(tx: Executor, userId: string) {
  return findUserRow(tx, ownerBankAccounts, userId, { lock: true });
}

export type BankAccountDetails = { accountHolder: string; iban: string; bic: string };

/** Writes the owner's bank account, creating the row on the first save; answers the row as saved. */
export async function upsertBankAccount(db: Executor, userId: string, details: BankAccountDetails) {
  const [row] = await db
    .insert(ownerBankAccounts)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: ownerBankAccounts.userId, set: { ...details, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('bank account upsert returned no row');
  return row;
}
