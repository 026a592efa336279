import { EMAIL_NOT_VERIFIED, INVALID_LINK, VERIFICATION_RESENT } from '@shared/errors';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailTokens, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { useTestApp } from '../../../../tests/api/harness';
import {
  emailsTo,
  getSession,
  latestToken,
  linkIn,
  loginAccount,
  PASSWORD,
  post,
  registerAccount,
  sessionCookieOf,
  uniqueEmail,
} from './auth.test-support';

const t = useTestApp();

const CHECK_EMAIL = 'Please check your email for a verification link.';

async function userByEmail(email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('POST /api/auth/register', () => {
  it('creates an unverified customer account, emails a verification link and does not sign in', async () => {
    const email = uniqueEmail();
    const response = await registerAccount(t, { email });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CHECK_EMAIL });
    expect(response.headers['set-cookie']).toBeUndefined();

    const user = await userByEmail(email);
    expect(user).toMatchObject({ email, isActive: true, emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);

    const emails = await emailsTo(t, email);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'verify_email', subject: 'Verify your email for 24WM', status: 'pending' });
    const { url } = linkIn(emails[0]!.textBody);
    expect(url).toMatch(/^http:\/\/localhost:3000\/dashboard\?type=signup&token=[A-Za-z0-9_-]{43}$/);
    // The HTML part carries the same link, escaped, as a button and as text, and states the expiry.
    expect(emails[0]!.htmlBody).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(emails[0]!.htmlBody).toContain('24 hours');
    expect(emails[0]!.textBody).toContain('This link expires in 24 hours');
  });

  it('stores only the hash of the emailed token', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const token = await latestToken(t, email, 'verify_email');
    const user = await userByEmail(email);
    const rows = await t.db.select().from(emailTokens).where(eq(emailTokens.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.purpose).toBe('verify_email');
    const ttl = rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime();
    expect(Math.abs(ttl - 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
  });

  it('refuses an email that is already registered, in any letter case', async () => {
    const email = uniqueEmail();
    expect((await registerAccount(t, { email })).statusCode).toBe(201);
    const again = await registerAccount(t, { email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: 'email_taken', message: 'This email is already registered' } });
    expect(await emailsTo(t, email)).toHaveLength(1);
  });

  it('answers each validation rule with its message', async () => {
    const valid = { email: uniqueEmail(), password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...valid, email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
      [{ ...valid, email: 'a@b' }, 'email', 'Please enter a valid email address'],
      [{ ...valid, password: 'short', confirmPassword: 'short' }, 'password', 'Password must be at least 8 characters long'],
      [{ ...valid, confirmPassword: `${PASSWORD}!` }, 'confirmPassword', 'Passwords do not match'],
      [{ ...valid, acceptTerms: false }, 'acceptTerms', 'You must accept the terms and privacy policy'],
      [{ ...valid, acceptTerms: undefined }, 'acceptTerms', 'You must accept the terms and privacy policy'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await post(t, '/api/auth/register', payload);
      expect(response.statusCode, `${field}: ${message}`).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation_error');
      expect(body.error.details[field]).toEqual([message]);
    }
    expect(await userByEmail(valid.email)).toBeUndefined();
  });

  it('gives a warehouse owner the warehouse_owner role only', async () => {
    const email = uniqueEmail('owner');
    expect((await registerAccount(t, { email, role: 'warehouse_owner' })).statusCode).toBe(201);
    const verified = await post(t, '/api/auth/verify-email', { token: await latestToken(t, email, 'verify_email') });
    expect(verified.json().user.roles).toEqual(['warehouse_owner']);
  });

  it('refuses a role that sign-up does not offer', async () => {
    const response = await post(t, '/api/auth/register', {
      email: uniqueEmail(),
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
      role: 'administrator',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.role).toBeDefined();
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies the email, signs in and cannot be used twice', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const token = await latestToken(t, email, 'verify_email');

    const response = await post(t, '/api/auth/verify-email', { token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: { id: expect.any(String), email, firstName: null, lastName: null, locale: null, roles: ['customer'] },
    });
    const cookie = sessionCookieOf(response);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect((await getSession(t, { cookie: cookie!.value })).user).toMatchObject({ email, roles: ['customer'] });
    expect((await userByEmail(email))!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await post(t, '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an expired link', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const token = await latestToken(t, email, 'verify_email');
    await t.db
      .update(emailTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailTokens.tokenHash, hashToken(token)));
    const response = await post(t, '/api/auth/verify-email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect((await userByEmail(email))!.emailVerifiedAt).toBeNull();
  });

  it('refuses an unknown token and a token of another purpose', async () => {
    const unknown = await post(t, '/api/auth/verify-email', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(INVALID_LINK);

    const email = uniqueEmail();
    await registerAccount(t, { email });
    await post(t, '/api/auth/password-reset/request', { email });
    const resetToken = await latestToken(t, email, 'reset_password');
    const wrongPurpose = await post(t, '/api/auth/verify-email', { token: resetToken });
    expect(wrongPurpose.statusCode).toBe(400);
    expect(wrongPurpose.json().error.message).toBe(INVALID_LINK);
  });

  it('answers a link cut short (its token shortened) with the invalid-link message, not an input check', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const token = await latestToken(t, email, 'verify_email');
    const response = await post(t, '/api/auth/verify-email', { token: token.slice(0, 12) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'bad_request', message: INVALID_LINK } });
    expect((await userByEmail(email))!.emailVerifiedAt).toBeNull();
  });

  it('refuses the link of a deactivated account', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const token = await latestToken(t, email, 'verify_email');
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, email));
    const response = await post(t, '/api/auth/verify-email', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(INVALID_LINK);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('sends a new link to an unverified account; only the newest link works', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    const first = await latestToken(t, email, 'verify_email');

    const response = await post(t, '/api/auth/resend-verification', { email: email.toUpperCase() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VERIFICATION_RESENT });
    expect(await emailsTo(t, email)).toHaveLength(2);
    const second = await latestToken(t, email, 'verify_email');
    expect(second).not.toBe(first);

    expect((await post(t, '/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post(t, '/api/auth/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('answers the same and sends nothing for an unknown or an already verified email', async () => {
    const unknown = uniqueEmail();
    const response = await post(t, '/api/auth/resend-verification', { email: unknown });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VERIFICATION_RESENT });
    expect(await emailsTo(t, unknown)).toHaveLength(0);

    const email = uniqueEmail();
    await registerAccount(t, { email });
    expect((await post(t, '/api/auth/verify-email', { token: await latestToken(t, email, 'verify_email') })).statusCode).toBe(200);
    const verified = await post(t, '/api/auth/resend-verification', { email });
    expect(verified.json()).toEqual({ message: VERIFICATION_RESENT });
    expect(await emailsTo(t, email)).toHaveLength(1);
  });
});

describe('signing in before verifying', () => {
  it('is refused with 403 and a fresh verification link; a wrong password stays a plain 401', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });

    const wrong = await loginAccount(t, email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: { code: 'unauthenticated', message: 'Invalid email or password' } });
    expect(await emailsTo(t, email)).toHaveLength(1);

    const response = await loginAccount(t, email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'forbidden', message: EMAIL_NOT_VERIFIED } });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await emailsTo(t, email)).toHaveLength(2);

    const verified = await post(t, '/api/auth/verify-email', { token: await latestToken(t, email, 'verify_email') });
    expect(verified.statusCode).toBe(200);
    expect((await loginAccount(t, email)).statusCode).toBe(200);
  });

  it('stops sending new links after the resend limit but keeps answering 403', async () => {
    const email = uniqueEmail();
    await registerAccount(t, { email });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await loginAccount(t, email);
      expect(response.statusCode).toBe(403);
    }
    // The sign-up email plus 3 resends in the window.
    expect(await emailsTo(t, email)).toHaveLength(4);
  });
});
