import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@shared/errors';
import { sessions, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { useTestApp, withOwnApp } from '../../../../tests/api/harness';
import { createVerifiedAccount, getSession, loginAccount, sessionCookieOf, uniqueEmail } from './auth.test-support';

const t = useTestApp();

const INVALID = { error: { code: 'unauthenticated', message: 'Invalid email or password' } };

describe('POST /api/auth/login', () => {
  it('signs in: an httpOnly SameSite=Lax cookie, the user and a bearer token', async () => {
    const account = await createVerifiedAccount(t, { role: 'warehouse_owner' });
    const response = await loginAccount(t, account.email, account.password, {
      ip: '10.200.0.1',
      headers: { 'user-agent': 'vitest-browser/1.0' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      user: { id: account.userId, email: account.email, firstName: null, lastName: null, locale: null, roles: ['warehouse_owner'] },
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 });
    // PUBLIC_URL is http in this app: a Secure cookie would never come back.
    expect(cookie!.secure).toBeFalsy();

    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(row).toMatchObject({ userId: account.userId, userAgent: 'vitest-browser/1.0', ipAddress: '10.200.0.1' });
    const ttl = row!.expiresAt.getTime() - Date.now();
    expect(Math.abs(ttl - 30 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    // The raw token is nowhere in the table.
    const all = await t.db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(body.token);
  });

  it('issues a new token at every sign-in, each its own session', async () => {
    const account = await createVerifiedAccount(t);
    const first = (await loginAccount(t, account.email)).json().token as string;
    const second = (await loginAccount(t, account.email)).json().token as string;
    expect(first).not.toBe(second);
    expect((await getSession(t, { cookie: first })).user?.email).toBe(account.email);
    expect((await getSession(t, { cookie: second })).user?.email).toBe(account.email);
  });

  it('accepts the email in any letter case and with spaces around it', async () => {
    const account = await createVerifiedAccount(t);
    const response = await loginAccount(t, `  ${account.email.toUpperCase()}  `);
    expect(response.statusCode).toBe(200);
  });

  it('answers "Invalid email or password" for an unknown email, a wrong password (also of a deactivated account) and empty fields', async () => {
    const account = await createVerifiedAccount(t);
    const unknown = await loginAccount(t, uniqueEmail('nobody'));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(INVALID);

    const wrong = await loginAccount(t, account.email, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(INVALID);

    const empty = await loginAccount(t, '', '');
    expect(empty.statusCode).toBe(401);
    expect(empty.json()).toEqual(INVALID);

    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.userId));
    const deactivatedWrong = await loginAccount(t, account.email, 'wrong password');
    expect(deactivatedWrong.statusCode).toBe(401);
    expect(deactivatedWrong.json()).toEqual(INVALID);
    for (const response of [unknown, wrong, empty, deactivatedWrong]) expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('tells a deactivated account so, only once the password is right, and opens no session', async () => {
    const account = await createVerifiedAccount(t);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, account.userId));
    const deactivated = await loginAccount(t, account.email);
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.json()).toEqual({ error: { code: 'forbidden', message: AUTH_MESSAGES.accountDeactivated } });
    expect(deactivated.headers['set-cookie']).toBeUndefined();
  });

  it('lets an API client use the token as a bearer token', async () => {
    const account = await createVerifiedAccount(t);
    const { token } = (await loginAccount(t, account.email)).json() as { token: string };
    expect((await getSession(t, { bearer: token })).user).toMatchObject({ id: account.userId, roles: ['customer'] });
    expect((await getSession(t, { bearer: 'not-a-real-token' })).user).toBeNull();
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: the row is gone and the old token no longer resolves', async () => {
    const account = await createVerifiedAccount(t);
    const { token } = (await loginAccount(t, account.email)).json() as { token: string };
    const other = (await loginAccount(t, account.email)).json().token as string;

    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: `session=${token}` } });
    expect(response.statusCode).toBe(204);
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.path).toBe('/');

    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, hashToken(token)))).toHaveLength(0);
    expect((await getSession(t, { cookie: token })).user).toBeNull();
    expect((await getSession(t, { bearer: token })).user).toBeNull();
    // Only that session ended.
    expect((await getSession(t, { cookie: other })).user?.id).toBe(account.userId);
  });

  it('ends a bearer session too, and answers 204 when signed out', async () => {
    const account = await createVerifiedAccount(t);
    const { token } = (await loginAccount(t, account.email)).json() as { token: string };
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(204);
    expect((await getSession(t, { bearer: token })).user).toBeNull();

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(signedOut.statusCode).toBe(204);
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    await withOwnApp(async (secure) => {
      const account = await createVerifiedAccount(secure);
      const email = await loginAccount(secure, account.email);
      expect(email.statusCode).toBe(200);
      expect(sessionCookieOf(email)).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    }, { PUBLIC_URL: 'https://24wm.example' });
  });
});
