import { INVALID_LINK, PASSWORD_RESET_DONE, PASSWORD_RESET_REQUESTED } from '@shared/errors';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { emailTokens, sessions, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { useTestApp } from '../../../../tests/api/harness';
import { consumeEmailToken, issueEmailToken } from './auth.service';
import {
  createVerifiedAccount,
  emailsTo,
  getSession,
  latestToken,
  linkIn,
  loginAccount,
  post,
  registerAccount,
  uniqueEmail,
} from './auth.test-support';

const t = useTestApp();

const NEW_PASSWORD = 'a brand new password';

async function requestReset(email: string) {
  const response = await post(t, '/api/auth/password-reset/request', { email });
  expect(response.statusCode).toBe(200);
  return response;
}

function reset(token: string, password = NEW_PASSWORD, confirmPassword = password) {
  return post(t, '/api/auth/password-reset', { token, password, confirmPassword });
}

describe('POST /api/auth/password-reset/request', () => {
  // The answer must not wait for the account lookup, token and email, or its timing would tell who
  // has an account. Holding the accounts table locked proves it: an answer that waited would hang.
  // (PostgreSQL only: PGlite runs one statement at a time, so the lock would hold up the answer's own queries.)
  it.skipIf(inject('postgresTemplate') === null)('answers a known email without waiting for the lookup and the email, which follow', async () => {
    const account = await createVerifiedAccount(t);
    const before = (await emailsTo(t, account.email)).length;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      await released;
    });
    try {
      const answer = await Promise.race([
        post(t, '/api/auth/password-reset/request', { email: account.email }),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the answer waited for the locked accounts table')), 5000)),
      ]);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    } finally {
      release();
      await holding;
    }
    const emails = await emailsTo(t, account.email);
    expect(emails.length).toBe(before + 1);
    expect(emails[0]!.kind).toBe('reset_password');
  });

  it('answers the same for a known and an unknown email, and emails only the known one', async () => {
    const account = await createVerifiedAccount(t);
    const unknown = uniqueEmail('nobody');
    const known = await requestReset(account.email);
    const other = await requestReset(unknown);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(other.json()).toEqual(known.json());

    expect(await emailsTo(t, unknown)).toHaveLength(0);
    const resetEmails = (await emailsTo(t, account.email)).filter((email) => email.kind === 'reset_password');
    expect(resetEmails).toHaveLength(1);
    expect(resetEmails[0]!.subject).toBe('Reset your 24WM password');
    const { url } = linkIn(resetEmails[0]!.textBody);
    expect(url).toMatch(/^http:\/\/localhost:3000\/reset-password\?type=recovery&token=[A-Za-z0-9_-]{43}$/);
    expect(resetEmails[0]!.textBody).toContain('This link expires in 1 hour');
    expect(resetEmails[0]!.htmlBody).toContain(url.replace('&', '&amp;'));
  });

  it('sends nothing for a deactivated account', async () => {
    const account = await createVerifiedAccount(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.userId));
    const response = await requestReset(account.email);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect((await emailsTo(t, account.email)).filter((email) => email.kind === 'reset_password')).toHaveLength(0);
  });

  it('makes earlier unused reset links stop working when a new one is sent', async () => {
    const account = await createVerifiedAccount(t);
    await requestReset(account.email);
    const first = await latestToken(t, account.email, 'reset_password');
    await requestReset(account.email);
    const second = await latestToken(t, account.email, 'reset_password');
    expect(second).not.toBe(first);

    const old = await reset(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect((await reset(second)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/password-reset', () => {
  it('sets the new password, ends every session of the user and works once', async () => {
    const account = await createVerifiedAccount(t);
    const sessionA = (await loginAccount(t, account.email)).json().token as string;
    const sessionB = (await loginAccount(t, account.email)).json().token as string;
    const bystander = await createVerifiedAccount(t);
    const bystanderSession = (await loginAccount(t, bystander.email)).json().token as string;

    await requestReset(account.email);
    const token = await latestToken(t, account.email, 'reset_password');
    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_DONE });
    expect(response.headers['set-cookie']).toBeUndefined();

    expect((await getSession(t, { cookie: sessionA })).user).toBeNull();
    expect((await getSession(t, { bearer: sessionB })).user).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, account.userId))).toHaveLength(0);
    expect((await getSession(t, { cookie: bystanderSession })).user?.id).toBe(bystander.userId);

    const old = await loginAccount(t, account.email, account.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ error: { code: 'unauthenticated', message: 'Invalid email or password' } });
    expect((await loginAccount(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect((await loginAccount(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets exactly one of two concurrent uses of a link succeed', async () => {
    const account = await createVerifiedAccount(t);
    await requestReset(account.email);
    const token = await latestToken(t, account.email, 'reset_password');
    const [a, b] = await Promise.all([reset(token, 'first concurrent password'), reset(token, 'second concurrent password')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const loser = a.statusCode === 400 ? a : b;
    expect(loser.json().error.message).toBe(INVALID_LINK);
    const winner = a.statusCode === 200 ? 'first concurrent password' : 'second concurrent password';
    expect((await loginAccount(t, account.email, winner)).statusCode).toBe(200);
  });

  it('holds the token row locked: a second use waits for the first and then fails', async () => {
    const account = await createVerifiedAccount(t);
    const token = await issueEmailToken(t.db, account.userId, 'reset_password');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let signalLocked!: () => void;
    const locked = new Promise<void>((resolve) => (signalLocked = resolve));

    const first = t.db.transaction(async (tx) => {
      const used = await consumeEmailToken(tx, token, ['reset_password']);
      signalLocked();
      await held;
      return used;
    });
    await locked;
    const second = t.db.transaction((tx) => consumeEmailToken(tx, token, ['reset_password']));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    const [a, b] = await Promise.allSettled([first, second]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { userId: account.userId, purpose: 'reset_password' } });
    expect(b).toMatchObject({ status: 'rejected', reason: { message: INVALID_LINK } });
  });

  it('checks the new password: length and confirmation', async () => {
    const account = await createVerifiedAccount(t);
    await requestReset(account.email);
    const token = await latestToken(t, account.email, 'reset_password');

    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.password).toEqual(['Password must be at least 8 characters long']);

    const mismatch = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.details.confirmPassword).toEqual(['Passwords do not match']);

    // Refused input does not use up the link.
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('refuses an expired link and a verification link', async () => {
    const account = await createVerifiedAccount(t);
    await requestReset(account.email);
    const token = await latestToken(t, account.email, 'reset_password');
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const expired = await reset(token);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.message).toBe(INVALID_LINK);

    const email = uniqueEmail();
    await registerAccount(t, { email });
    const verifyToken = await latestToken(t, email, 'verify_email');
    const wrongPurpose = await reset(verifyToken);
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().error.message).toBe(INVALID_LINK);
    expect((await loginAccount(t, account.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('answers a link cut short (its token shortened) with the invalid-link message and keeps the password', async () => {
    const account = await createVerifiedAccount(t);
    await requestReset(account.email);
    const token = await latestToken(t, account.email, 'reset_password');
    const cutShort = await reset(token.slice(0, 12));
    expect(cutShort.statusCode).toBe(400);
    expect(cutShort.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect((await loginAccount(t, account.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('verifies the email of an account that never followed its verification link, and spends that link', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const verifyToken = await latestToken(t, email, 'verify_email');
    await requestReset(email);
    expect((await reset(await latestToken(t, email, 'reset_password'))).statusCode).toBe(200);
    expect((await loginAccount(t, email, NEW_PASSWORD)).statusCode).toBe(200);
    // The old verification link would otherwise still open a session.
    expect((await post(t, '/api/auth/verify-email', { token: verifyToken })).statusCode).toBe(400);
  });

  it('accepts a set-password link (accounts made by an administrator or on listing approval)', async () => {
    const account = await createVerifiedAccount(t);
    const token = await issueEmailToken(t.db, account.userId, 'set_password');
    const [row] = await t.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, account.userId), eq(emailTokens.purpose, 'set_password'), isNull(emailTokens.usedAt)));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - 7 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);

    expect((await reset(token)).statusCode).toBe(200);
    expect((await loginAccount(t, account.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});
