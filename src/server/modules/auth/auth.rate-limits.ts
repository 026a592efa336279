import type { Executor } from '../../db/client';
import { consumeRateLimit, countRateLimitHits, type RateLimitRule, refundRateLimit } from '../../platform/rate-limit';

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
 * - One address against any accounts: refused after 30 wrong passwords in 15 minutes.
 * - Any addresses against one account (distributed guessing): never refused, slowed. From the 10th
 *   wrong password in an hour, every attempt on the account waits before its password is checked:
 *   1 s, doubling with each further failure, at most 8 s (under the web client's 10 s time-out, so the
 *   holder's sign-in still completes). At the 10th the holder is emailed.
 */
export const SIGN_IN_LIMITS = {
  accountAndAddress: { max: 5, windowMs: 15 * MINUTE },
  address: { max: 30, windowMs: 15 * MINUTE },
  account: { windowMs: 60 * MINUTE, failuresBeforeDelay: 10, firstDelayMs: 1000, maxDelayMs: 8000 },
} as const;

export type SignInAttempt = { ip: string; email: string };

const signInKeys = ({ ip, email }: SignInAttempt) => ({
  accountAndAddress: `login:failed:ip-email:${ip}:${normalisedEmail(email)}`,
  address: `login:failed:ip:${ip}`,
  account: `login:failed:email:${normalisedEmail(email)}`,
});

/** How long an attempt on an account with this many recent failures waits before it is checked. */
export function signInDelayMs(accountFailures: number): number {
  const { failuresBeforeDelay, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.account;
  if (accountFailures < failuresBeforeDelay) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (accountFailures - failuresBeforeDelay));
}

/**
 * Before a password is checked: counts the attempt against this address's limits (taken back if the
 * password is right, see signInSucceeded) and says how long to wait for the account's sake.
 */
export async function beginSignInAttempt(
  db: Executor,
  attempt: SignInAttempt,
): Promise<{ allowed: true; delayMs: number } | { allowed: false; retryAfterSeconds: number }> {
  const keys = signInKeys(attempt);
  const results = [
    await consumeRateLimit(db, keys.accountAndAddress, SIGN_IN_LIMITS.accountAndAddress),
    await consumeRateLimit(db, keys.address, SIGN_IN_LIMITS.address),
  ];
  const blocked = results.filter((result) => !result.allowed);
  if (blocked.length > 0) return { allowed: false, retryAfterSeconds: Math.max(...blocked.map((result) => result.retryAfterSeconds)) };
  const accountFailures = await countRateLimitHits(db, keys.account, SIGN_IN_LIMITS.account.windowMs);
  return { allowed: true, delayMs: signInDelayMs(accountFailures) };
}

/** The password was right (signed in, or refused only for an unverified email): the attempt does not count. */
export async function signInSucceeded(db: Executor, attempt: SignInAttempt): Promise<void> {
  const keys = signInKeys(attempt);
  await refundRateLimit(db, keys.accountAndAddress);
  await refundRateLimit(db, keys.address);
}

/** The password was wrong: counts against the account. Answers whether this failure starts a burst worth telling the holder. */
export async function signInFailed(db: Executor, attempt: SignInAttempt): Promise<{ isBurst: boolean }> {
  const { account } = SIGN_IN_LIMITS;
  // Never refused on this count (the highest max there is): the account is slowed, not locked.
  const result = await consumeRateLimit(db, signInKeys(attempt).account, { max: Number.MAX_SAFE_INTEGER, windowMs: account.windowMs });
  return { isBurst: result.hits === account.failuresBeforeDelay };
}

/** Counts one verification email to this address against the resend limit (shared by resend and unverified sign-in). */
export async function mayResendVerification(db: Executor, email: string): Promise<boolean> {
  const result = await consumeRateLimit(db, emailKey('resend-verification', email), AUTH_RATE_LIMITS['resend-verification'].email);
  return result.allowed;
}
