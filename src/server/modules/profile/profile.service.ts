import { maskIban } from '@shared/bank';
import { EMPTY_PROFILE_DETAILS, type PayoutBankAccount, type Profile, type ProfileLocaleBody } from '@shared/contracts/profile';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { AUTH_MESSAGES, PAYOUT_ACCOUNT_MESSAGES } from '@shared/errors';
import { normalizeVatNumber } from '@shared/vat';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { localeOf } from '../../platform/texts';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { isCurrentPassword } from '../auth/auth.service';
import { announceUsersChanged, setEmailNotifications, setUserLocale, setUserNames } from '../users/users.service';
import { payoutAccountChangedEmail } from './profile.emails';
import {
  type BankAccountDetails,
  findBankAccountByUserId,
  findAccountWithProfile,
  findBankAccountsOf,
  findProfileByUserId,
  lockBankAccountByUserId,
  lockProfileByUserId,
  type ProfileDetails,
  upsertBankAccount,
  upsertProfile,
} from './profile.repository';

/** The validated body of PUT /api/profile (optional texts already trimmed, empty ones null). */
export type ProfileUpdate = {
  firstName: string;
  lastName: string;
  emailNotifications?: boolean;
} & { [K in keyof ProfileDetails]?: string | null };

/** The validated body of PUT /api/profile/name: the names, and the company when given. */
export type ProfileNameUpdate = { firstName: string; lastName: string; companyName?: string | null };


async function loadProfile(db: Database, userId: string): Promise<Profile> {
  const found = await findAccountWithProfile(db, userId);
  // The session was valid a moment ago; an account gone since is a signed-out user.
  if (!found) throw new AppError('unauthenticated', AUTH_MESSAGES.notAuthenticated);
  const { account, details } = found;
  return {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    contactEmail: details?.contactEmail ?? null,
    companyName: details?.companyName ?? null,
    phone: details?.phone ?? null,
    address: details?.address ?? null,
    city: details?.city ?? null,
    postalCode: details?.postalCode ?? null,
    country: details?.country ?? null,
    vatNumber: details?.vatNumber ?? null,
    vatNumberVerifiedAt: details?.vatNumberVerifiedAt?.toISOString() ?? null,
    emailNotifications: account.emailNotifications,
  };
}

type ProfileRow = Awaited<ReturnType<typeof lockProfileByUserId>>;

/**
 * Inside the caller's transaction, writes a user's details worked out from their row as it stands,
 * locked: a VAT number other than the stored one (both normalised, so "nl 123456789 b01" is the same
 * number) clears its verification in the same update, and a new number is verified again (decision
 * 215). The lock orders it with an administrator's verification, which checks the number it verifies.
 * Answers whether what the administrators' user list shows (company, VAT number) changed.
 */
async function saveDetails(tx: Executor, userId: string, detailsOf: (current: ProfileRow) => ProfileDetails): Promise<boolean> {
  const current = await lockProfileByUserId(tx, userId);
  const details = detailsOf(current);
  const isNewVatNumber = normalizeVatNumber(current?.vatNumber ?? '') !== normalizeVatNumber(details.vatNumber ?? '');
  await upsertProfile(tx, userId, details, { clearVatVerification: isNewVatNumber });
  return isNewVatNumber || (current?.companyName ?? null) !== details.companyName;
}

export async function getProfile(db: Database, viewer: Viewer | null): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  return loadProfile(db, signedIn.id);
}

/**
 * Replaces the signed-in user's profile (PUT: a field left out is cleared). Names are kept on the
 * account, everything else in the profile row; the account email never changes here.
 */
export async function updateProfile(deps: ServiceDeps, viewer: Viewer | null, input: ProfileUpdate): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  const details: ProfileDetails = { ...EMPTY_PROFILE_DETAILS };
  for (const key of Object.keys(EMPTY_PROFILE_DETAILS) as (keyof ProfileDetails)[]) details[key] = input[key] ?? null;
  const isListChanged = await deps.db.transaction(async (tx) => {
    await setUserNames(tx, signedIn.id, { firstName: input.firstName, lastName: input.lastName });
    await setEmailNotifications(tx, signedIn.id, input.emailNotifications ?? true);
    return saveDetails(tx, signedIn.id, () => details);
  });
  await announceProfileChanged(deps, signedIn.id, isListChanged);
  return loadProfile(deps.db, signedIn.id);
}

/**
 * The step after the first sign-in (decision 204): sets the names and, when given, the company,
 * leaving the rest of the profile as it is. The profile's rules check the names (the contract).
 */
export async function setProfileNames(deps: ServiceDeps, viewer: Viewer | null, input: ProfileNameUpdate): Promise<Profile> {
  const signedIn = requirePermission(viewer, 'account:use');
  const { companyName } = input;
  const isListChanged = await deps.db.transaction(async (tx) => {
    await setUserNames(tx, signedIn.id, { firstName: input.firstName, lastName: input.lastName });
    if (!companyName) return false;
    return saveDetails(tx, signedIn.id, (current) => {
      const details: ProfileDetails = { ...EMPTY_PROFILE_DETAILS };
      for (const key of Object.keys(EMPTY_PROFILE_DETAILS) as (keyof ProfileDetails)[]) details[key] = current?.[key] ?? null;
      return { ...details, companyName };
    });
  });
  await announceProfileChanged(deps, signedIn.id, isListChanged);
  return loadProfile(deps.db, signedIn.id);
}

/**
 * Keeps the language the user chose (decision 231): the next sign-in, in any browser, opens in it,
 * and their other tabs follow it.
 */
export async function setProfileLocale(deps: ServiceDeps, viewer: Viewer | null, input: ProfileLocaleBody): Promise<void> {
  const signedIn = requirePermission(viewer, 'account:use');
  await setUserLocale(deps.db, signedIn.id, input.locale);
  await deps.events.publish({ audience: { userIds: [signedIn.id] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.session] } });
}

/**
 * The user's other tabs show the new name in the header and the new details in the form; the
 * administrators' user lists refetch when their company or VAT number changed (`isListChanged`).
 */
async function announceProfileChanged(deps: ServiceDeps, userId: string, isListChanged: boolean): Promise<void> {
  await deps.events.publish({
    audience: { userIds: [userId] },
    event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.session, LIVE_EVENT_KEYS.profile] },
  });
  if (isListChanged) await announceUsersChanged(deps);
}

/** The company a user's profile names now, or null: what a document issued to them freezes (issue #38). */
export async function findCompanyName(db: Executor, userId: string): Promise<string | null> {
  return (await findProfileByUserId(db, userId))?.companyName ?? null;
}

/** The profile row as it stands, for the modules that copy it onto a document (an invoice's buyer); undefined when none was saved. */
/** A user's account and profile in one read (an invoice's buyer); undefined for no user. */
export async function readAccountWithProfile(db: Executor, userId: string) {
  return findAccountWithProfile(db, userId);
}

// ---------------------------------------------------------------------------------------------
// The payout bank account (issue #39): where an owner's payouts go.
// ---------------------------------------------------------------------------------------------

type BankAccountRow = NonNullable<Awaited<ReturnType<typeof findBankAccountByUserId>>>;

function toPayoutBankAccount(row: BankAccountRow): PayoutBankAccount {
  return { accountHolder: row.accountHolder, iban: row.iban, ibanMasked: maskIban(row.iban), bic: row.bic, updatedAt: row.updatedAt.toISOString() };
}

export type { BankAccountDetails };

/** For a payout run, in its transaction: the owners' bank accounts by owner id (owners without one are missing). */
export async function findPayoutBankAccounts(db: Executor, ownerIds: readonly string[]): Promise<Map<string, BankAccountDetails>> {
  const rows = await findBankAccountsOf(db, ownerIds);
  return new Map(rows.map((row) => [row.userId, { accountHolder: row.accountHolder, iban: row.iban, bic: row.bic }]));
}

/** The signed-in owner's own payout bank account, or null before they save one. */
export async function getPayoutBankAccount(db: Database, viewer: Viewer | null): Promise<PayoutBankAccount | null> {
  const owner = requirePermission(viewer, 'payout-account:manage');
  const row = await findBankAccountByUserId(db, owner.id);
  return row ? toPayoutBankAccount(row) : null;
}

/** The validated body of PUT /api/profile/bank-account: the IBAN normalised, the BIC upper case. */
export type PayoutBankAccountUpdate = BankAccountDetails & { currentPassword: string };

/**
 * Sets the signed-in owner's payout bank account. A changed account is how a stolen session would
 * redirect an owner's money, so it asks for the password again (a wrong one: 400 on currentPassword,
 * counted by the auth module's limit) and e-mails the owner at the account email. The row is written
 * locked, with its activity log entry and the e-mail, in one transaction: the e-mail exists exactly
 * when the change does. Neither the log nor the e-mail ever holds the full IBAN.
 */
export async function setPayoutBankAccount(
  deps: ServiceDeps & { config: Pick<Config, 'publicUrl'> },
  actor: Actor,
  input: PayoutBankAccountUpdate,
): Promise<PayoutBankAccount> {
  const owner = requirePermission(actor.viewer, 'payout-account:manage');
  // Before the transaction: the password check is slow on purpose, and no lock is held meanwhile.
  if (!(await isCurrentPassword(deps.db, owner.id, input.currentPassword))) {
    throw new AppError('validation_error', PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: [PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong],
    });
  }
  const details: BankAccountDetails = { accountHolder: input.accountHolder, iban: input.iban, bic: input.bic };
  const saved = await deps.db.transaction(async (tx) => {
    const before = await lockBankAccountByUserId(tx, owner.id);
    const row = await upsertBankAccount(tx, owner.id, details);
    const after = toPayoutBankAccount(row);
    await recordActivity(tx, {
      type: 'account.payout_bank_account_changed',
      message: `Payout bank account of ${owner.email} ${before ? 'changed' : 'set'} to IBAN ${after.ibanMasked}`,
      status: 'success',
      data: {
        input_params: { accountHolder: after.accountHolder, iban: after.ibanMasked, bic: after.bic },
        output_data: { before: before ? { accountHolder: before.accountHolder, iban: maskIban(before.iban), bic: before.bic } : null },
      },
      viewer: owner,
      requestId: actor.requestId,
    });
    await queueEmail(
      tx,
      payoutAccountChangedEmail({
        to: owner.email,
        locale: localeOf(owner),
        firstName: owner.firstName,
        accountHolder: after.accountHolder,
        ibanMasked: after.ibanMasked,
        ibanLastFour: row.iban.slice(-4),
        bic: after.bic,
        changedAt: row.updatedAt,
        publicUrl: deps.config.publicUrl,
      }),
    );
    return after;
  });
  // The owner's other tabs show the new details.
  await deps.events.publish({ audience: { userIds: [owner.id] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.profile] } });
  return saved;
}
