import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { consumeRateLimit, deleteExpiredRateLimits } from '../../platform/rate-limit';
import { signInDelayMs } from './auth.rate-limits';
import { useTestApp } from '../../../../tests/api/harness';
import { createVerifiedAccount, emailsTo, loginAccount, post, registerAccount, uniqueEmail, uniqueIp } from './auth.test-support';

const t = useTestApp();

const FIFTEEN_MINUTES = { error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' } };

function expectLimited(response: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(maxSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe('sign-in limits', () => {
  it('refuses one address after 5 wrong passwords for one account; the holder signs in from elsewhere at once', async () => {
    const account = await createVerifiedAccount(t);
    const attacker = uniqueIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await loginAccount(t, account.email, 'wrong password', { ip: attacker })).statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await loginAccount(t, account.email.toUpperCase(), account.password, { ip: attacker });
    expectLimited(limited, 900);
    expect(limited.json()).toEqual(FIFTEEN_MINUTES);
    expect(limited.headers['set-cookie']).toBeUndefined();

    // Someone else's failures never refuse the holder's right password from their own address.
    expect((await loginAccount(t, account.email, account.password, { ip: uniqueIp() })).statusCode).toBe(200);
    // The same address may still try other accounts.
    const other = await createVerifiedAccount(t);
    expect((await loginAccount(t, other.email, other.password, { ip: attacker })).statusCode).toBe(200);

    // Once the window has passed, that address may try again.
    await t.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '16 minutes'` })
      .where(eq(rateLimits.key, `login:failed:ip-email:${attacker}:${account.email}`));
    expect((await loginAccount(t, account.email, account.password, { ip: attacker })).statusCode).toBe(200);
  });

  it('never counts successful sign-ins: 40 in a row from one address all succeed', async () => {
    const account = await createVerifiedAccount(t);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      expect((await loginAccount(t, account.email, account.password, { ip })).statusCode, `sign-in ${attempt}`).toBe(200);
    }
    // Wrong passwords still count after all those successes.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await loginAccount(t, account.email, 'wrong', { ip })).statusCode).toBe(401);
    expectLimited(await loginAccount(t, account.email, account.password, { ip }), 900);
  });

  it('refuses the 31st wrong password from one address, whatever the emails', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await loginAccount(t, uniqueEmail('guess'), 'whatever', { ip });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const limited = await loginAccount(t, uniqueEmail('guess'), 'whatever', { ip });
    expectLimited(limited, 900);
    expect(limited.json()).toEqual(FIFTEEN_MINUTES);
  });

  it('slows distributed guessing on one account with growing delays, emails the holder once, and never refuses the holder', async () => {
    const account = await createVerifiedAccount(t);
    // Ten addresses, one wrong password each: no address reaches its own limit.
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await loginAccount(t, account.email, `guess ${attempt}`)).statusCode, `guess ${attempt}`).toBe(401);
    }
    const alerts = (await emailsTo(t, account.email)).filter((email) => email.kind === 'sign_in_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('Failed sign-in attempts on your 24WM account');
    expect(alerts[0]!.textBody).toContain('http://localhost:3000/reset-password');

    // From the 10th failure every attempt waits first: 1 s, then 2 s.
    const eleventh = await timed(() => loginAccount(t, account.email, 'guess 11'));
    expect(eleventh.result.statusCode).toBe(401);
    expect(eleventh.ms).toBeGreaterThanOrEqual(1000);
    // The holder, from a new address, waits too (or the wait would tell a right guess) and gets in.
    const holder = await timed(() => loginAccount(t, account.email, account.password));
    expect(holder.result.statusCode).toBe(200);
    expect(holder.ms).toBeGreaterThanOrEqual(2000);
    // Still one alert for the burst.
    expect((await emailsTo(t, account.email)).filter((email) => email.kind === 'sign_in_alert')).toHaveLength(1);
  });
});

describe('signInDelayMs', () => {
  it('is 0 below 10 recent failures, then doubles from 1 s up to 8 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 50].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

describe('sign-up, resend and reset limits', () => {
  it('refuses the 11th sign-up from one address in an hour', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await registerAccount(t, { email: uniqueEmail() }, { ip })).statusCode).toBe(201);
    }
    const email = uniqueEmail();
    const limited = await registerAccount(t, { email }, { ip });
    expectLimited(limited, 3600);
    expect(limited.json()).toEqual({ error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 60 minutes.' } });
    expect(await emailsTo(t, email)).toHaveLength(0);
  });

  it('refuses the 4th reset request for one email in 15 minutes and sends only 3 emails', async () => {
    const account = await createVerifiedAccount(t);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await post(t, '/api/auth/password-reset/request', { email: account.email })).statusCode).toBe(200);
    }
    const limited = await post(t, '/api/auth/password-reset/request', { email: account.email });
    expectLimited(limited, 900);
    expect(limited.json()).toEqual(FIFTEEN_MINUTES);
    expect((await emailsTo(t, account.email)).filter((email) => email.kind === 'reset_password')).toHaveLength(3);
  });

  it('refuses the 4th verification resend for one email in 15 minutes', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await post(t, '/api/auth/resend-verification', { email })).statusCode).toBe(200);
    }
    const limited = await post(t, '/api/auth/resend-verification', { email });
    expectLimited(limited, 900);
    expect(limited.json()).toEqual(FIFTEEN_MINUTES);
    expect(await emailsTo(t, email)).toHaveLength(4);
  });

  it('refuses the 11th reset request from one address', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await post(t, '/api/auth/password-reset/request', { email: uniqueEmail() }, { ip })).statusCode).toBe(200);
    }
    expectLimited(await post(t, '/api/auth/password-reset/request', { email: uniqueEmail() }, { ip }), 900);
  });
});

describe('consumeRateLimit', () => {
  it('counts concurrent hits exactly: of 20 at once with a limit of 5, 5 pass', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () => consumeRateLimit(t.db, 'test:concurrent', { max: 5, windowMs: 60_000 })),
    );
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    for (const result of results) {
      expect(result.retryAfterSeconds).toBeGreaterThan(0);
      expect(result.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it('starts a new window once the old one is over', async () => {
    const rule = { max: 1, windowMs: 60_000 };
    expect((await consumeRateLimit(t.db, 'test:window', rule)).allowed).toBe(true);
    expect((await consumeRateLimit(t.db, 'test:window', rule)).allowed).toBe(false);
    await t.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '61 seconds'` })
      .where(eq(rateLimits.key, 'test:window'));
    expect(await consumeRateLimit(t.db, 'test:window', rule)).toMatchObject({ allowed: true, hits: 1 });
  });

  it('cleans up only counters whose window ended long ago', async () => {
    await consumeRateLimit(t.db, 'test:cleanup:old', { max: 1, windowMs: 60_000 });
    await consumeRateLimit(t.db, 'test:cleanup:recent', { max: 1, windowMs: 60_000 });
    await t.db
      .update(rateLimits)
      .set({ windowStartedAt: sql`now() - interval '26 hours'` })
      .where(eq(rateLimits.key, 'test:cleanup:old'));
    expect(await deleteExpiredRateLimits(t.db)).toBeGreaterThanOrEqual(1);
    const left = await t.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'test:cleanup:%'));
    expect(left).toEqual([{ key: 'test:cleanup:recent' }]);
  });
});
