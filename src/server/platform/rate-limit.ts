import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rateLimits, rateLimitTurns, redeemedChallenges } from '../db/schema';

export type RateLimitRule = { max: number; windowMs: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** Windows longer than this are refused, so the cleanup below never deletes a window still running. */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Rows whose window started longer ago than this are dead (the window plus an hour of slack). */
const RATE_LIMIT_RETENTION_MS = MAX_RATE_LIMIT_WINDOW_MS + 60 * 60 * 1000;

/**
 * Counts one hit against `key` in a fixed window and says whether it is within `max`.
 * One atomic upsert, so concurrent requests in any number of app processes share the count
 * and none can slip through between a read and a write. The database clock decides the window,
 * so app servers with skewed clocks agree.
 */
export async function consumeRateLimit(db: Executor, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  if (!Number.isInteger(rule.windowMs) || rule.windowMs <= 0 || rule.windowMs > MAX_RATE_LIMIT_WINDOW_MS) {
    throw new Error(`rate limit window must be between 1 ms and ${MAX_RATE_LIMIT_WINDOW_MS} ms`);
  }
  const window = sql`(${rule.windowMs}::integer * interval '1 millisecond')`;
  const windowOver = sql`${rateLimits.windowStartedAt} <= now() - ${window}`;
  // In ON CONFLICT ... DO UPDATE every expression sees the old row, so both columns test the same window.
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStartedAt: sql`case when ${windowOver} then now() else ${rateLimits.windowStartedAt} end`,
        hits: sql`case when ${windowOver} then 1 else ${rateLimits.hits} + 1 end`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfterSeconds: sql<number>`ceil(extract(epoch from (${rateLimits.windowStartedAt} + ${window} - now())))::integer`,
    });
  if (!row) throw new Error('rate limit upsert returned no row');
  // Concurrent hits each see their own transaction's now(): one that started before the window's
  // opener would compute a wait past the window's end, so the wait is capped at the window.
  const retryAfterSeconds = Math.min(Math.ceil(rule.windowMs / 1000), Math.max(1, Number(row.retryAfterSeconds)));
  return { allowed: row.hits <= rule.max, hits: row.hits, retryAfterSeconds };
}

/**
 * Deletes counters whose window ended long ago, turns taken as long ago and redeemed challenges past
 * their expiry (no longer verifiable anyway); run now and then by a background tick. Returns how many.
 */
export async function deleteExpiredRateLimits(db: Executor): Promise<number> {
  const retention = sql`now() - (${RATE_LIMIT_RETENTION_MS}::bigint * interval '1 millisecond')`;
  const counters = await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, retention)).returning({ key: rateLimits.key });
  const turns = await db.delete(rateLimitTurns).where(lt(rateLimitTurns.lastTurnAt, retention)).returning({ key: rateLimitTurns.key });
  const challenges = await db
    .delete(redeemedChallenges)
    .where(lt(redeemedChallenges.expiresAt, sql`now()`))
    .returning({ signature: redeemedChallenges.signature });
  return counters.length + turns.length + challenges.length;
}

export type TurnResult = { taken: true; waitMs: number; turnAt: Date } | { taken: false; retryAfterSeconds: number };

/**
 * Locks the turns on `key` until the caller's transaction ends, creating the row the first time.
 * Whatever decides the next turn's spacing is read after this, so concurrent callers, in any number
 * of app processes, take their turns one after another and each sees the turns before it.
 */
export async function lockTurns(tx: Executor, key: string): Promise<void> {
  await tx.insert(rateLimitTurns).values({ key, lastTurnAt: sql`'-infinity'` }).onConflictDoNothing();
  await tx.select({ key: rateLimitTurns.key }).from(rateLimitTurns).where(eq(rateLimitTurns.key, key)).for('update');
}

/**
 * Takes the next turn on `key` (locked with lockTurns in the same transaction): at least `spacingMs`
 * after the last one, by the database clock. Answers how long to wait for it; when it would come more
 * than `maxWaitMs` from now, none is taken and the answer is when to ask again. A turn with no spacing
 * is taken at once and still counts as the last one.
 */
export async function takeTurn(tx: Executor, key: string, rule: { spacingMs: number; maxWaitMs: number }): Promise<TurnResult> {
  const spacing = sql`(${Math.max(0, Math.round(rule.spacingMs))}::integer * interval '1 millisecond')`;
  // clock_timestamp(), not now(): a caller that waited for the lock must not take a turn in the past.
  const turnAt = sql`greatest(clock_timestamp(), ${rateLimitTurns.lastTurnAt} + ${spacing})`;
  const [row] = await tx
    .select({ turnAtMs: sql<number>`(extract(epoch from ${turnAt}) * 1000)::float8`, waitMs: sql<number>`(extract(epoch from (${turnAt} - clock_timestamp())) * 1000)::float8` })
    .from(rateLimitTurns)
    .where(eq(rateLimitTurns.key, key));
  if (!row) throw new Error(`takeTurn: the turns on ${key} were not locked first`);
  const waitMs = Math.max(0, Number(row.waitMs));
  if (waitMs > rule.maxWaitMs) return { taken: false, retryAfterSeconds: Math.max(1, Math.ceil((waitMs - rule.maxWaitMs) / 1000)) };
  // The turn stored is the one computed above, not a later clock reading.
  const turnAtMs = Number(row.turnAtMs);
  await tx.update(rateLimitTurns).set({ lastTurnAt: sql`to_timestamp(${turnAtMs / 1000}::float8)` }).where(eq(rateLimitTurns.key, key));
  return { taken: true, waitMs, turnAt: new Date(turnAtMs) };
}

/**
 * Takes one hit back, for an attempt counted up front that turned out not to count (a sign-in with
 * the right password). Counting first and refunding keeps concurrent attempts from slipping past
 * the limit between a check and a count.
 */
export async function refundRateLimit(db: Executor, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

/** The hits counted against `key` in its current window, without counting one. */
export async function countRateLimitHits(db: Executor, key: string, windowMs: number): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimits.hits })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowStartedAt, sql`now() - (${windowMs}::integer * interval '1 millisecond')`)));
  return row?.hits ?? 0;
}
