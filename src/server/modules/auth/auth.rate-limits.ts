import type { Executor } from '../../db/client';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';

const MINUTE = 60_000;

/**
 * Limits on the unauthenticated auth endpoints, per client IP and per email address: the IP limit
 * slows one machine trying many accounts, the email limit slows many machines trying one account
 * (and caps how many emails one address can be sent).
 */
const AUTH_RATE_LIMITS = {
  login: { ip: { max: 30, windowMs: 15 * MINUTE }, email: { max: 10, windowMs: 15 * MINUTE } },
  register: { ip: { max: 10, windowMs: 60 * MINUTE }, email: { max: 5, windowMs: 60 * MINUTE } },
  'resend-verification': { ip: { max: 10, windowMs: 15 * MINUTE }, email: { max: 3, windowMs: 15 * MINUTE } },
  'password-reset': { ip: { max: 10, windowMs: 15 * MINUTE }, email: { max: 3, windowMs: 15 * MINUTE } },
} as const satisfies Record<string, { ip: RateLimitRule; email: RateLimitRule }>;

export type AuthRateLimitedAction = keyof typeof AUTH_RATE_LIMITS;

function emailKey(action: AuthRateLimitedAction, email: string): string {
  return `${action}:email:${email.trim().toLowerCase()}`;
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

/** Counts one verification email to this address against the resend limit (shared by resend and unverified sign-in). */
export async function mayResendVerification(db: Executor, email: string): Promise<boolean> {
  const result = await consumeRateLimit(db, emailKey('resend-verification', email), AUTH_RATE_LIMITS['resend-verification'].email);
  return result.allowed;
}
