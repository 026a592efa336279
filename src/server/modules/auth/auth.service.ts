import { EMAIL_TOKEN_TTL_MS, type SessionUser, type SIGN_UP_ROLES } from '@shared/contracts/auth';
import { AUTH_MESSAGES, EMAIL_NOT_VERIFIED, INVALID_LINK, tooManyAttemptsMessage } from '@shared/errors';
import { isLocale, type Locale } from '@shared/locales';
import { isRole } from '@shared/roles';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError, RateLimitedError } from '../../platform/errors';
import { queueEmail } from '../../platform/mail';
import { localeOf } from '../../platform/texts';
import { generateToken, hashToken } from '../../platform/tokens';
import type { Viewer } from '../../platform/viewer';
import { passwordResetEmail, signInAlertEmail, verificationEmail } from './auth.emails';
import {
  beginPasswordConfirmation,
  type CountedSignInAttempt,
  isSignInBurst,
  mayResendVerification,
  passwordConfirmationSucceeded,
  signInSucceeded,
} from './auth.rate-limits';
import {
  addRoleByName,
  deleteSessionByTokenHash,
  deleteSessionsOfUser,
  type EmailTokenPurpose,
  extendSession,
  findAccountByEmail,
  findAccountById,
  findEmailTokenByHash,
  findEmailTokenByHashForUpdate,
  findLiveSessionIdsAmong,
  findPasswordHashById,
  findSessionUserById,
  findSessionUserByTokenHash,
  insertAccountUnlessEmailTaken,
  insertEmailToken,
  insertSession,
  invalidateUnusedEmailTokens,
  markEmailTokenUsed,
  markEmailVerified,
  setPasswordHash,
  isKnownDevice,
  trustDevice,
} from './auth.repository';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

export type { EmailTokenPurpose } from './auth.repository';

/** What the auth flows need from the configuration. */
export type AuthConfig = Pick<Config, 'publicUrl' | 'sessionTtlDays'>;

/** Where a sign-in comes from, kept on the session so a user can recognise their devices. */
export type SessionMeta = { ttlDays: number; userAgent?: string | null; ipAddress?: string | null };

/** A new session: the raw token goes to the client once and is never stored. */
export type NewSession = { token: string; sessionId: string; expiresAt: Date };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Of these sessions, the ids that still sign someone in, by the same rule as resolveSession: the
 * event bus drops live connections whose session ended, expired or whose account was deactivated.
 */
export async function findLiveSessionIds(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  return findLiveSessionIdsAmong(db, sessionIds);
}

/**
 * Resolves a session token to its user. Sliding expiry: a session in use is pushed forward,
 * but at most once an hour so reads do not turn into a write each.
 */
export async function resolveSession(db: Database, token: string, ttlDays: number): Promise<Viewer | null> {
  const row = await findSessionUserByTokenHash(db, hashToken(token));
  if (!row) return null;
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > 60 * 60 * 1000) {
    await extendSession(db, row.sessionId, new Date(now + ttlDays * DAY_MS));
  }
  return { ...signedInUser({ ...row, id: row.userId }), sessionId: row.sessionId };
}

type UserRow = { id: string; email: string; firstName: string | null; lastName: string | null; locale: string | null; roles: string[] };

/** A user's row as the session names them: known roles only, and the language when it is one the product speaks. */
function signedInUser(row: UserRow): Omit<Viewer, 'sessionId'> {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    locale: isLocale(row.locale) ? row.locale : null,
    roles: row.roles.filter(isRole),
  };
}

/** Signs out this browser: the session ends and its other tabs are told at once. */
export async function endSession({ db, events }: ServiceDeps, token: string, viewer: Viewer | null): Promise<void> {
  await deleteSessionByTokenHash(db, hashToken(token));
  if (viewer) await events.publish({ audience: { sessionIds: [viewer.sessionId] }, event: { type: 'session.ended' } });
}

// ---------------------------------------------------------------------------------------------
// Building blocks other modules reuse (admin users, listing-request approval).
// ---------------------------------------------------------------------------------------------

/** Opens a session for the user: a 256-bit random token whose SHA-256 alone is stored. */
async function createSession(db: Executor, userId: string, meta: SessionMeta): Promise<NewSession> {
  const token = generateToken();
  const row = await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + meta.ttlDays * DAY_MS),
    userAgent: meta.userAgent?.slice(0, 500) ?? null,
    ipAddress: meta.ipAddress?.slice(0, 100) ?? null,
  });
  return { token, sessionId: row.id, expiresAt: row.expiresAt };
}

/**
 * Signs the user out everywhere (password reset; later also deactivation and role changes).
 * Answers the ended session ids. Runs inside the caller's transaction: anything that tells live
 * connections about it (the event bus) must publish after that transaction commits.
 */
export async function endAllSessions(db: Executor, userId: string): Promise<string[]> {
  return deleteSessionsOfUser(db, userId);
}

/**
 * Creates a single-use emailed token and answers the raw token (put it in the link, never in a log).
 * Earlier unused tokens of the same purpose stop working: only the newest link is valid.
 */
export async function issueEmailToken(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  await invalidateUnusedEmailTokens(db, userId, [purpose]);
  const token = generateToken();
  await insertEmailToken(db, {
    userId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

function invalidLink(): AppError {
  return new AppError('bad_request', INVALID_LINK);
}

/**
 * Uses up an emailed token inside the caller's transaction. The row is locked, so of two concurrent
 * uses the second waits, then sees used_at and fails. Answers the token's user and purpose.
 */
export async function consumeEmailToken(
  tx: Executor,
  rawToken: string,
  purposes: readonly EmailTokenPurpose[],
): Promise<{ userId: string; purpose: EmailTokenPurpose }> {
  const row = await findEmailTokenByHashForUpdate(tx, hashToken(rawToken));
  if (!row || !purposes.includes(row.purpose) || row.usedAt !== null || row.isExpired) throw invalidLink();
  await markEmailTokenUsed(tx, row.id);
  return { userId: row.userId, purpose: row.purpose };
}

async function sessionUser(db: Executor, userId: string): Promise<SessionUser> {
  const user = await findSessionUserById(db, userId);
  if (!user) throw new Error('user vanished while signing in');
  return signedInUser(user);
}

async function queueVerificationEmail(tx: Executor, config: AuthConfig, user: { id: string; email: string; locale: string | null }): Promise<void> {
  const token = await issueEmailToken(tx, user.id, 'verify_email');
  await queueEmail(tx, verificationEmail({ to: user.email, locale: localeOf(user), publicUrl: config.publicUrl, token }));
}

// ---------------------------------------------------------------------------------------------
// The flows behind /api/auth/*.
// ---------------------------------------------------------------------------------------------

export type RegisterInput = { email: string; password: string; role: (typeof SIGN_UP_ROLES)[number] };

/**
 * Creates an unverified account with the chosen role and emails the verification link, in the
 * language the sign-up was made in, kept as the account's (none named: none kept, English written).
 * Never signs in.
 */
export async function register(db: Database, config: AuthConfig, input: RegisterInput, locale: Locale | null): Promise<{ userId: string }> {
  // Hashing is slow on purpose: do it before the transaction so no lock is held meanwhile.
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertAccountUnlessEmailTaken(tx, { email: input.email, passwordHash, locale });
    if (!user) throw new AppError('email_taken', AUTH_MESSAGES.emailTaken);
    await addRoleByName(tx, user.id, input.role);
    await queueVerificationEmail(tx, config, user);
    return { userId: user.id };
  });
}

/** Follows the verification link: marks the email verified and signs in. */
export async function verifyEmail(
  db: Database,
  config: AuthConfig,
  rawToken: string,
  meta: Omit<SessionMeta, 'ttlDays'>,
): Promise<{ user: SessionUser; session: NewSession }> {
  return db.transaction(async (tx) => {
    const { userId } = await consumeEmailToken(tx, rawToken, ['verify_email']);
    const account = await findAccountById(tx, userId);
    if (!account?.isActive) throw invalidLink();
    await markEmailVerified(tx, userId);
    // Other verification links would also sign in: they are spent now.
    await invalidateUnusedEmailTokens(tx, userId, ['verify_email']);
    const session = await createSession(tx, userId, { ...meta, ttlDays: config.sessionTtlDays });
    return { user: await sessionUser(tx, userId), session };
  });
}

/** Sends a new verification link when the email belongs to an active, unverified account; silent otherwise. */
export async function resendVerification(db: Database, config: AuthConfig, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account || !account.isActive || account.emailVerifiedAt) return;
    await queueVerificationEmail(tx, config, account);
  });
}

export type LoginInput = { email: string; password: string };

/**
 * Every failure is the same 401 "Invalid email or password", and takes the same time: an unknown
 * email is verified against a dummy hash. The exceptions follow the right password only, so they
 * tell nothing to someone guessing: an account whose email is not verified (403 and a fresh
 * verification link) and a deactivated account (403 saying so; see docs/decisions/127-deactivated-account-told-so.md).
 * The caller has let the attempt through the sign-in limits; a wrong password counts against the
 * account (see SIGN_IN_LIMITS), a right one is taken off the address's counts.
 */
export async function login(
  db: Database,
  config: AuthConfig,
  input: LoginInput,
  meta: Omit<SessionMeta, 'ttlDays'> & { attempt: CountedSignInAttempt },
): Promise<{ user: SessionUser; session: NewSession; deviceToken: string }> {
  const email = input.email.trim().toLowerCase();
  const account = email && input.password ? await findAccountByEmail(db, email) : undefined;
  const passwordMatches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!account || !account.passwordHash || !passwordMatches) {
    // Told once per burst, and only holders of an active account (an unknown address has nobody to tell).
    if (isSignInBurst(meta.attempt) && account?.isActive) await queueEmail(db, signInAlertEmail({ to: account.email, locale: localeOf(account), publicUrl: config.publicUrl }));
    throw new AppError('unauthenticated', AUTH_MESSAGES.invalidCredentials);
  }
  await signInSucceeded(db, meta.attempt);
  if (!account.isActive) throw new AppError('forbidden', AUTH_MESSAGES.accountDeactivated);
  if (!account.emailVerifiedAt) {
    if (await mayResendVerification(db, account.email)) {
      await db.transaction(async (tx) => queueVerificationEmail(tx, config, account));
    }
    throw new AppError('forbidden', EMAIL_NOT_VERIFIED);
  }
  return db.transaction(async (tx) => {
    const session = await createSession(tx, account.id, { userAgent: meta.userAgent, ipAddress: meta.ipAddress, ttlDays: config.sessionTtlDays });
    // This browser is now one the holder signs in from: their next sign-in skips the account's line.
    // Only a token this server gave out is kept, so a cookie planted by someone else never becomes trusted.
    const { deviceToken: sent } = meta.attempt;
    const deviceToken = sent && (await isKnownDevice(tx, hashToken(sent))) ? sent : generateToken();
    await trustDevice(tx, hashToken(deviceToken), account.id);
    return { user: await sessionUser(tx, account.id), session, deviceToken };
  });
}

/** Emails a reset link when the email belongs to an active account; the caller answers the same either way. */
export async function requestPasswordReset(db: Database, config: AuthConfig, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account?.isActive) return;
    // issueEmailToken spends earlier unused reset links.
    const token = await issueEmailToken(tx, account.id, 'reset_password');
    await queueEmail(tx, passwordResetEmail({ to: account.email, locale: localeOf(account), publicUrl: config.publicUrl, token }));
  });
}

/**
 * Whether `password` is the signed-in user's own, asked again before a sensitive change (a payout
 * bank account, issue #39), with sign-in's argon2 check. Wrong ones count against the account
 * (PASSWORD_CONFIRMATION_LIMIT): over the limit, 429 before the password is checked. The caller says
 * what a wrong password means for its form. Call it before a transaction: the check is slow on purpose.
 */
export async function isCurrentPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const limit = await beginPasswordConfirmation(db, userId);
  if (!limit.allowed) throw new RateLimitedError(tooManyAttemptsMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
  const passwordHash = await findPasswordHashById(db, userId);
  // An account without a password (never set) takes as long to refuse as a wrong one.
  const matches = await verifyPassword(passwordHash ?? (await dummyPasswordHash()), password);
  if (!passwordHash || !matches) return false;
  await passwordConfirmationSucceeded(db, userId);
  return true;
}

/**
 * Sets a new password from a reset or set-password link. Following the link proves the email, so
 * it is marked verified. Every session of the user ends: whoever knew the old password is out.
 */
export async function resetPassword(
  { db, events }: ServiceDeps,
  input: { token: string; password: string },
): Promise<{ userId: string }> {
  // A cheap look first, so an invalid link does not cost an argon2 hash; the locked re-check below decides.
  const candidate = await findEmailTokenByHash(db, hashToken(input.token));
  const purposes: EmailTokenPurpose[] = ['reset_password', 'set_password'];
  if (!candidate || !purposes.includes(candidate.purpose) || candidate.usedAt !== null || candidate.isExpired) {
    throw invalidLink();
  }
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction(async (tx) => {
    const { userId } = await consumeEmailToken(tx, input.token, purposes);
    const account = await findAccountById(tx, userId);
    if (!account?.isActive) throw invalidLink();
    await setPasswordHash(tx, userId, passwordHash);
    await markEmailVerified(tx, userId);
    // Any other outstanding link (reset, set-password, verification) could sign in or reset again.
    await invalidateUnusedEmailTokens(tx, userId, ['reset_password', 'set_password', 'verify_email']);
    await endAllSessions(tx, userId);
    return { userId };
  });
  // After the commit: the user's open pages sign out at once.
  await events.publish({ audience: { userIds: [result.userId] }, event: { type: 'session.ended' } });
  return result;
}
