import type { Database, Executor } from '../../db/client';
import { consumeRateLimit, countRateLimitHits, lockTurns, type RateLimitRule, refundRateLimit, takeTurn } from '../../platform/rate-limit';
import { hashToken } from '../../platform/tokens';
import { isTrustedDeviceOf } from './auth.repository';

const MINUTE = 60_000;

/**
 * Limits on the unauthenticated auth endpoints that send email, per client IP and per email address:
 * the IP limit slows one machine trying many addresses, the email limit caps how many emails one
 * address can be sent. Sign-in has rules of its own (SIGN_IN_LIMITS).
 */
export const AUTH_RATE_LIMITS = {
  register: { ip: { max: 10, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  'resend-verification': { ip: { max: 10, windowMs: 15 * MINUTE }, email: { max: 3, windowMs: 15 * MINUTE } },
  'password-reset': { ip: { max: 10, windowMs: 15 * MINUTE }, email: { max: 3, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>;

export type AuthRateLimitedAction = keyof typeof AUTH_RATE_LIMITS;

const normalisedEmail = (email: string) => email.trim().toLowerCase();

function emailKey(action: AuthRateLimitedAction, email: string): string {
  return `${action}:email:${normalisedEmail(email)}`;
}

/** Counts one attempt against both limits; answers the longest wait when either is exceeded. */
export async function consumeAuthRateLimits(
  db: Executor,
  action: AuthRateLimitedAction,
  client: { ip: string; email: string },
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const rules = AUTH_RATE_LIMITS[action];
  const results = [
    await consumeRateLimit(db, `${action}:ip:${client.ip}`, rules.ip),
    await consumeRateLimit(db, emailKey(action, client.email), rules.email),
  ];
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
}

/**
 * Sign-in, after OWASP ASVS V2.2: only failed attempts count, never successful ones.
 * - One address against one account: refused (429) after 5 wrong passwords in 15 minutes. It stops
 *   that address guessing that account and nothing else: the holder signs in from anywhere else.
 * - One address against any accounts: from 30 wrong passwords in 15 minutes, each further attempt
 *   must bring a solved proof-of-work challenge (auth.challenge.ts): an office or a carrier's NAT
 *   behind that address still signs in, a guessing script pays for every attempt. Refused only
 *   after 300.
 * - Any addresses against one account (distributed guessing): slowed, one at a time. From the 10th
 *   wrong password in an hour, the account's passwords are checked one after another, each no earlier
 *   than the delay after the one before: 1 s, doubling with each further failure, at most 8 s. So many
 *   guessers at once get no more guesses than one. An attempt whose turn would come more than 8 s away
 *   (the web client gives up at 10 s) is refused at once with the time to try again. At the 10th the
 *   holder is emailed.
 * - The holder on a browser they have signed in from before (a trusted device, auth.repository.ts)
 *   skips the delay and the line: guessers elsewhere can neither slow nor lock the holder out.
 */
export const SIGN_IN_LIMITS = {
  accountAndAddress: { max: 5, windowMs: 15 * MINUTE },
  address: { challengeAfter: 30, max: 300, windowMs: 15 * MINUTE },
  account: { windowMs: 60 * MINUTE, failuresBeforeDelay: 10, firstDelayMs: 1000, maxDelayMs: 8000 },
  /** How long a browser stays trusted after the holder's last sign-in from it. */
  trustedDeviceDays: 365,
} as const;

/** The browser's device token: a sign-in from a browser the holder signed in from skips the account's line. */
export const DEVICE_COOKIE = 'device';

/** An attempt to sign in: the client's address, the email typed, and the browser's device token if it has one. */
export type SignInAttempt = { ip: string; email: string; deviceToken?: string | undefined };

const signInKeys = ({ ip, email }: SignInAttempt) => ({
  accountAndAddress: `login:failed:ip-email:${ip}:${normalisedEmail(email)}`,
  address: `login:failed:ip:${ip}`,
  account: `login:failed:email:${normalisedEmail(email)}`,
  turns: `login:turn:${normalisedEmail(email)}`,
});

/** Whether attempts from this address must bring a solved challenge (SIGN_IN_LIMITS.address.challengeAfter). */
export async function addressNeedsChallenge(db: Executor, attempt: SignInAttempt): Promise<boolean> {
  const failures = await countRateLimitHits(db, signInKeys(attempt).address, SIGN_IN_LIMITS.address.windowMs);
  return failures >= SIGN_IN_LIMITS.address.challengeAfter;
}

/** How long an attempt on an account with this many recent failures waits before it is checked. */
export function signInDelayMs(accountFailures: number): number {
  const { failuresBeforeDelay, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.account;
  if (accountFailures < failuresBeforeDelay) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (accountFailures - failuresBeforeDelay));
}

/** An attempt let through to its password check, counted against the account until it proves right. */
export type CountedSignInAttempt = SignInAttempt & { accountFailures: number };

/** Never refused on this count (the highest max there is): the account is slowed, not locked. */
const ACCOUNT_COUNT = { max: Number.MAX_SAFE_INTEGER, windowMs: SIGN_IN_LIMITS.account.windowMs };

/**
 * Before a password is checked: counts the attempt against this address's limits (taken back if the
 * password is right, see signInSucceeded, or if it is never checked) and as a failure of the account
 * (taken back if right). Unless the browser is one the holder signed in from, the attempt first takes
 * its turn on the account, under the turns' lock: its delay follows the failures counted so far, the
 * ones still waiting for their turn included, so many attempts at once meet the delays one after
 * another would (1 s, 2 s, 4 s, 8 s) and no more guesses are checked than one guesser gets.
 */
export async function beginSignInAttempt(
  db: Database,
  attempt: SignInAttempt,
): Promise<{ allowed: true; delayMs: number; attempt: CountedSignInAttempt } | { allowed: false; retryAfterSeconds: number }> {
  const keys = signInKeys(attempt);
  const results = [
    await consumeRateLimit(db, keys.accountAndAddress, SIGN_IN_LIMITS.accountAndAddress),
    await consumeRateLimit(db, keys.address, SIGN_IN_LIMITS.address),
  ];
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
  if (attempt.deviceToken && (await isTrustedDeviceOf(db, hashToken(attempt.deviceToken), attempt.email, SIGN_IN_LIMITS.trustedDeviceDays))) {
    const { hits } = await consumeRateLimit(db, keys.account, ACCOUNT_COUNT);
    return { allowed: true, delayMs: 0, attempt: { ...attempt, accountFailures: hits } };
  }
  const turn = await db.transaction(async (tx) => {
    await lockTurns(tx, keys.turns);
    const failures = await countRateLimitHits(tx, keys.account, SIGN_IN_LIMITS.account.windowMs);
    const taken = await takeTurn(tx, keys.turns, { spacingMs: signInDelayMs(failures), maxWaitMs: SIGN_IN_LIMITS.account.maxDelayMs });
    if (!taken.taken) return taken;
    const { hits } = await consumeRateLimit(tx, keys.account, ACCOUNT_COUNT);
    return { ...taken, accountFailures: hits };
  });
  if (!turn.taken) {
    // Never checked, so not a guess.
    await refundAddressCounts(db, keys);
    return { allowed: false, retryAfterSeconds: turn.retryAfterSeconds };
  }
  return { allowed: true, delayMs: turn.waitMs, attempt: { ...attempt, accountFailures: turn.accountFailures } };
}

async function refundAddressCounts(db: Executor, keys: ReturnType<typeof signInKeys>): Promise<void> {
  await refundRateLimit(db, keys.accountAndAddress);
  await refundRateLimit(db, keys.address);
}

/** The password was right (signed in, or refused only for an unverified email): the attempt does not count. */
export async function signInSucceeded(db: Executor, attempt: SignInAttempt): Promise<void> {
  const keys = signInKeys(attempt);
  await refundAddressCounts(db, keys);
  await refundRateLimit(db, keys.account);
}

/** The password was wrong (already counted): whether this failure starts a burst worth telling the holder. */
export function isSignInBurst(attempt: CountedSignInAttempt): boolean {
  return attempt.accountFailures === SIGN_IN_LIMITS.account.failuresBeforeDelay;
}

/**
 * Asking a signed-in user for their password again before a sensitive change (a payout bank account,
 * issue #39), as sign-in's account-and-address rule: refused (429) after 5 wrong passwords in 15
 * minutes, counted per account (whoever asks already holds its session), and a right password does not
 * count. Counted before the check and taken back when right, so concurrent guesses cannot slip past.
 */
export const PASSWORD_CONFIRMATION_LIMIT = { max: 5, windowMs: 15 * MINUTE } as const;

const passwordConfirmationKey = (userId: string) => `password-confirmation:failed:user:${userId}`;

/** Counts one attempt to confirm the password of `userId`; answers whether it may be checked. */
export async function beginPasswordConfirmation(db: Executor, userId: string) {
  return consumeRateLimit(db, passwordConfirmationKey(userId), PASSWORD_CONFIRMATION_LIMIT);
}

/** The password was right: the attempt does not count. */
export async function passwordConfirmationSucceeded(db: Executor, userId: string): Promise<void> {
  await refundRateLimit(db, passwordConfirmationKey(userId));
}

/** Counts one verification email to this address against the resend limit (shared by resend and unverified sign-in). */
export async function mayResendVerification(db: Executor, email: string): Promise<boolean> {
  const result = await consumeRateLimit(db, emailKey('resend-verification', email), AUTH_RATE_LIMITS['resend-verification'].email);
  return result.allowed;
}
