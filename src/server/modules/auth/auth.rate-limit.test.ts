import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits, rateLimitTurns } from '../../db/schema';
import { consumeRateLimit, deleteExpiredRateLimits, lockTurns, takeTurn } from '../../platform/rate-limit';
import { beginSignInAttempt, signInDelayMs } from './auth.rate-limits';
import { useTestApp } from '../../../../tests/api/harness';
import { SIGN_IN_CHECK_MESSAGES } from '@shared/errors';
import { createVerifiedAccount, emailsTo, loginAccount, post, registerAccount, solvedChallenge, uniqueEmail, uniqueIp } from './auth.test-support';

const t = useTestApp();

const FIFTEEN_MINUTES = { error: { code: 'rate_limited', message: 'Too many attempts. Please try again in 15 minutes.' } };

function expectLimited(response: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(maxSeconds - 60);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
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

  // 40 password checks one after another: a busy machine needs more than the default time.
  it('never counts successful sign-ins: 40 in a row from one address all succeed', { timeout: 90_000 }, async () => {
    const account = await createVerifiedAccount(t);
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 40; attempt += 1) {
      expect((await loginAccount(t, account.email, account.password, { ip })).statusCode, `sign-in ${attempt}`).toBe(200);
    }
    // Wrong passwords still count after all those successes.
    for (let attempt = 1; attempt <= 5; attempt += 1) expect((await loginAccount(t, account.email, 'wrong', { ip })).statusCode).toBe(401);
    expectLimited(await loginAccount(t, account.email, account.password, { ip }), 900);
  });

  it('asks an address with 30 failures for a proof-of-work challenge, and lets a user behind it in once it is solved', async () => {
    const ip = uniqueIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await loginAccount(t, uniqueEmail('guess'), 'whatever', { ip });
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    // A colleague behind the same address, with the right password: asked for the check, not refused.
    const colleague = await createVerifiedAccount(t);
    const asked = await loginAccount(t, colleague.email, colleague.password, { ip });
    expect(asked.statusCode).toBe(428);
    expect(asked.json()).toEqual({ error: { code: 'challenge_required', message: SIGN_IN_CHECK_MESSAGES.required } });

    const solved = await solvedChallenge(t);
    const signedIn = await post(t, '/api/auth/login', { email: colleague.email, password: colleague.password, challenge: solved }, { ip });
    expect(signedIn.statusCode).toBe(200);
    // A solution is good once: a script cannot reuse it for its next guess.
    const replayed = await post(t, '/api/auth/login', { email: uniqueEmail('guess'), password: 'whatever', challenge: solved }, { ip });
    expect(replayed.statusCode).toBe(428);
    // Nor make one up.
    const forged = { ...solved, solution: { ...solved.solution, derivedKey: '00'.repeat(32) } };
    expect((await post(t, '/api/auth/login', { email: uniqueEmail('guess'), password: 'whatever', challenge: forged }, { ip })).statusCode).toBe(428);
    // Each guess pays for a challenge of its own, and is then checked as any other.
    expect((await post(t, '/api/auth/login', { email: uniqueEmail('guess'), password: 'whatever', challenge: await solvedChallenge(t) }, { ip })).statusCode).toBe(401);
    // Other addresses are not asked.
    expect((await loginAccount(t, colleague.email, colleague.password)).statusCode).toBe(200);
  });

  it('refuses an address only far above: after 300 failures, even with a solved challenge', async () => {
    const ip = uniqueIp();
    expect((await loginAccount(t, uniqueEmail('guess'), 'whatever', { ip })).statusCode).toBe(401);
    await t.db.update(rateLimits).set({ hits: 300 }).where(eq(rateLimits.key, `login:failed:ip:${ip}`));
    const limited = await post(t, '/api/auth/login', { email: uniqueEmail('guess'), password: 'whatever', challenge: await solvedChallenge(t) }, { ip });
    expectLimited(limited, 900);
    expect(limited.json()).toEqual(FIFTEEN_MINUTES);
  });

  it('hands out challenges that expire and are never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sign-in-challenge' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json<{ parameters: { algorithm: string; expiresAt: number } }>();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(challenge.parameters.expiresAt).toBeLessThanOrEqual(Date.now() / 1000 + 300);
  });

  it('slows distributed guessing on one account with growing delays, emails the holder once, and never refuses the holder', async () => {
    const account = await createVerifiedAccount(t);
    // Ten addresses, one wrong password each: no address reaches its own limit.
    let tenthStarted = 0;
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      tenthStarted = performance.now();
      expect((await loginAccount(t, account.email, `guess ${attempt}`)).statusCode, `guess ${attempt}`).toBe(401);
    }
    const alerts = (await emailsTo(t, account.email)).filter((email) => email.kind === 'sign_in_alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.subject).toBe('Failed sign-in attempts on your 24WM account');
    expect(alerts[0]!.textBody).toContain('http://localhost:3000/reset-password');

    // From the 10th failure each check waits for its turn: 1 s after the one before, then 2 s. (Turns
    // follow turns, not requests: both are counted from the 10th's, which came after tenthStarted.)
    expect((await loginAccount(t, account.email, 'guess 11')).statusCode).toBe(401);
    expect(performance.now() - tenthStarted).toBeGreaterThanOrEqual(1000);
    // The holder, from a new address and a new browser, waits too (or the wait would tell a right guess) and gets in.
    const holder = await loginAccount(t, account.email, account.password);
    expect(holder.statusCode).toBe(200);
    expect(performance.now() - tenthStarted).toBeGreaterThanOrEqual(1000 + 2000);
    // Still one alert for the burst.
    expect((await emailsTo(t, account.email)).filter((email) => email.kind === 'sign_in_alert')).toHaveLength(1);

    // That browser is now the holder's: it signs in, and the gate gives it no turn to wait for, while a
    // stranger's check at the same moment still waits its turn. (Asked of the gate rather than timed:
    // a loaded machine must not make the answer.)
    const deviceCookie = deviceCookieOf(holder);
    const again = await loginAccount(t, account.email, account.password, { headers: { cookie: deviceCookie } });
    expect(again.statusCode).toBe(200);
    const trusted = await beginSignInAttempt(t.db, { ip: uniqueIp(), email: account.email, deviceToken: deviceCookie.split('=')[1] });
    expect(trusted).toMatchObject({ allowed: true, delayMs: 0 });
    const stranger = await beginSignInAttempt(t.db, { ip: uniqueIp(), email: account.email });
    expect(stranger.allowed && stranger.delayMs).toBeGreaterThan(0);
  });
});

describe('signInDelayMs', () => {
  it('is 0 below 10 recent failures, then doubles from 1 s up to 8 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 50].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000]);
  });
});

/** The `device=…` pair a sign-in answer set, to send back as a browser would. */
function deviceCookieOf(response: Awaited<ReturnType<typeof post>>): string {
  const header = [response.headers['set-cookie'] ?? []].flat().find((cookie) => cookie.startsWith('device='));
  expect(header).toBeDefined();
  // Out of scripts' reach, and sent only where sign-in reads it.
  expect(header).toContain('HttpOnly');
  expect(header).toContain('Path=/api/auth');
  return header!.split(';')[0]!;
}

/** Nine wrong passwords from nine addresses: the next failure is the 10th, from which attempts wait their turn. */
async function nineFailures(email: string) {
  for (let attempt = 1; attempt <= 9; attempt += 1) expect((await loginAccount(t, email, `warm-up ${attempt}`)).statusCode).toBe(401);
}

describe('guessing in parallel', () => {
  it('checks 20 guesses sent at once from 20 addresses no sooner than one guesser gets them one after another', async () => {
    const [parallelTarget, sequentialTarget] = [await createVerifiedAccount(t), await createVerifiedAccount(t)];
    await nineFailures(parallelTarget.email);
    await nineFailures(sequentialTarget.email);

    /** Guesses checked (401) and when each was answered, in ms from the start. */
    async function parallel() {
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 20 }, async (_, index) => {
          const response = await loginAccount(t, parallelTarget.email, `parallel ${index}`);
          return { status: response.statusCode, at: performance.now() - started, retryAfter: Number(response.headers['retry-after']) };
        }),
      );
      return { started, answers };
    }
    async function sequential() {
      const started = performance.now();
      const checked: number[] = [];
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        expect((await loginAccount(t, sequentialTarget.email, `sequential ${attempt}`)).statusCode).toBe(401);
        checked.push(performance.now() - started);
      }
      return checked;
    }
    const [{ answers }, sequentialChecked] = await Promise.all([parallel(), sequential()]);

    const parallelChecked = answers.filter((answer) => answer.status === 401).map((answer) => answer.at).sort((a, b) => a - b);
    const refused = answers.filter((answer) => answer.status === 429);
    // One guesser's schedule: the k-th checked guess no earlier than the delays before it add up to
    // (0, 1, 2, 4, then 8 s each). One after another meets it; 20 at once get no guess sooner.
    const earliest = (count: number) => {
      let at = 0;
      // The k-th attempt finds 9 + k failures before it (the nine of the warm-up, then the guesses).
      return Array.from({ length: count }, (_, k) => (at += signInDelayMs(9 + k)));
    };
    expect(earliest(6)).toEqual([0, 1000, 3000, 7000, 15000, 23000]);
    expect(sequentialChecked.map((at, index) => at >= earliest(4)[index]!)).toEqual([true, true, true, true]);
    expect(parallelChecked.map((at, index) => at >= earliest(parallelChecked.length)[index]!)).toEqual(parallelChecked.map(() => true));
    // A turn more than 8 s away is not taken: on a quiet machine 4 of the 20 are checked (at 0, 1, 3 and 7 s),
    // the rest told when to come back; a slow machine may fit one more in, never sooner.
    expect(parallelChecked.length).toBeGreaterThanOrEqual(4);
    expect(parallelChecked.length + refused.length).toBe(20);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
  });

  it('lets the holder in at once from a browser they signed in from, while the line of the account is full', async () => {
    const account = await createVerifiedAccount(t);
    // A device cookie this server did not give out (planted by someone else) is replaced, never trusted.
    const planted = 'device=planted-by-someone-else';
    const device = deviceCookieOf(await loginAccount(t, account.email, account.password, { headers: { cookie: planted } }));
    expect(device).not.toBe(planted);
    await nineFailures(account.email);
    const burst = Promise.all(Array.from({ length: 20 }, (_, index) => loginAccount(t, account.email, `burst ${index}`)));
    // Let the burst take every turn there is first.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stranger = await loginAccount(t, account.email, account.password);
    expect(stranger.statusCode).toBe(429);
    expect((await loginAccount(t, account.email, account.password, { headers: { cookie: planted } })).statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(8);
    expect((await loginAccount(t, account.email, account.password, { headers: { cookie: device } })).statusCode).toBe(200);
    // At once: the gate gives that browser no turn to wait for while a stranger is still refused (asked of
    // the gate rather than timed, so a loaded machine cannot make the answer).
    expect(await beginSignInAttempt(t.db, { ip: uniqueIp(), email: account.email, deviceToken: device.split('=')[1] })).toMatchObject({ allowed: true, delayMs: 0 });
    expect(await beginSignInAttempt(t.db, { ip: uniqueIp(), email: account.email })).toMatchObject({ allowed: false });

    // A trusted browser is the holder's only for the account it signed in to.
    const other = await createVerifiedAccount(t);
    await nineFailures(other.email);
    expect((await loginAccount(t, other.email, 'wrong', { headers: { cookie: device } })).statusCode).toBe(401);
    // On the other account that browser waits its turn like any other (asked of the gate: a timed sign-in
    // measured 733 ms of a 1 s turn on a loaded machine, as the turn counts from the failure before it).
    const strangerOnOther = await beginSignInAttempt(t.db, { ip: uniqueIp(), email: other.email, deviceToken: device.split('=')[1] });
    expect(strangerOnOther).toMatchObject({ allowed: true });
    expect(strangerOnOther.allowed && strangerOnOther.delayMs).toBeGreaterThan(0);
    await burst;
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

  it('cleans up turns taken long ago, and no others', async () => {
    for (const key of ['test:turn:old', 'test:turn:recent']) {
      await t.db.transaction(async (tx) => {
        await lockTurns(tx, key);
        expect(await takeTurn(tx, key, { spacingMs: 0, maxWaitMs: 0 })).toMatchObject({ taken: true });
      });
    }
    await t.db.update(rateLimitTurns).set({ lastTurnAt: sql`now() - interval '26 hours'` }).where(eq(rateLimitTurns.key, 'test:turn:old'));
    await deleteExpiredRateLimits(t.db);
    const left = await t.db.select({ key: rateLimitTurns.key }).from(rateLimitTurns).where(like(rateLimitTurns.key, 'test:turn:%'));
    expect(left).toEqual([{ key: 'test:turn:recent' }]);
  });
});

describe('takeTurn', () => {
  it('spaces turns asked for at once by the spacing, takes none beyond the longest wait, and says when to ask again', async () => {
    const rule = { spacingMs: 1000, maxWaitMs: 2500 };
    const take = () => t.db.transaction(async (tx) => {
      await lockTurns(tx, 'test:turns');
      return takeTurn(tx, 'test:turns', rule);
    });
    const results = await Promise.all(Array.from({ length: 10 }, take));
    const taken = results.flatMap((result) => (result.taken ? [result] : [])).sort((a, b) => a.turnAt.getTime() - b.turnAt.getTime());
    // By the database clock, however slowly the callers were served: each turn a spacing after the one before.
    for (const [index, turn] of taken.entries()) {
      expect(turn.waitMs).toBeLessThanOrEqual(rule.maxWaitMs);
      if (index > 0) expect(turn.turnAt.getTime() - taken[index - 1]!.turnAt.getTime()).toBeGreaterThanOrEqual(rule.spacingMs);
    }
    // Ten turns a second apart do not fit in 2.5 s: the rest are told to come back.
    const refused = results.filter((result) => !result.taken);
    expect(refused.length).toBeGreaterThan(0);
    for (const result of refused) expect(result.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });
});
