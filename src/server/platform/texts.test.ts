import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FORM_MESSAGES, AUTH_MESSAGES, GENERIC_MESSAGES, HTTP_MESSAGES, tooManyAttemptsMessage, VAT_NUMBER_MESSAGES } from '@shared/errors';
import { mailOutbox, users } from '../db/schema';
import { signInAs } from '../../../tests/api/auth-helpers';
import { useTestApp } from '../../../tests/api/harness';
import { i18nFor, sharedTextIn } from './texts';

/**
 * The server answers in its reader's language (issue #40, decision 234): an error in the language the
 * web app shows (its cookie), else the signed-in user's, else the browser's, else English; a sign-up's
 * email in the language it was made in, kept as the account's.
 */

const t = useTestApp();

const wrongSignIn = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.test', password: 'wrong-password-1' }, headers, cookies, remoteAddress: `10.9.0.${Math.floor(Math.random() * 250) + 1}` });

describe('error answers', () => {
  it('are in the language of the cookie, else of Accept-Language, else English', async () => {
    const french = sharedTextIn('fr', AUTH_MESSAGES.invalidCredentials);
    const german = sharedTextIn('de', AUTH_MESSAGES.invalidCredentials);
    expect(new Set([french, german, AUTH_MESSAGES.invalidCredentials]).size).toBe(3);

    expect((await wrongSignIn({}, { locale: 'fr' })).json().error).toEqual({ code: 'unauthenticated', message: french });
    expect((await wrongSignIn({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' })).json().error.message).toBe(german);
    // The language the page shows wins over the browser's.
    expect((await wrongSignIn({ 'accept-language': 'de-DE' }, { locale: 'fr' })).json().error.message).toBe(french);
    expect((await wrongSignIn({ 'accept-language': 'nl-NL' })).json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
    expect((await wrongSignIn({}, { locale: 'xx' })).json().error.message).toBe(AUTH_MESSAGES.invalidCredentials);
  });

  it("translate a signed-in user's field messages in their profile's language, and the schema's own", async () => {
    const carla = await signInAs(t, ['customer']);
    await t.db.update(users).set({ locale: 'de' }).where(eq(users.id, carla.user.id));
    const wrong = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: carla.headers, payload: { firstName: 'Carla', lastName: 'T', vatNumber: 'EE12' } });
    expect(wrong.statusCode).toBe(400);
    const translated = sharedTextIn('de', VAT_NUMBER_MESSAGES.EE);
    expect(translated).not.toBe(VAT_NUMBER_MESSAGES.EE);
    expect(wrong.json().error.details).toEqual({ vatNumber: [translated] });

    const malformed = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json', 'accept-language': 'zh-CN' }, payload: '{' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe(sharedTextIn('zh', HTTP_MESSAGES.invalidJson));
    expect(malformed.json().error.message).not.toBe(HTTP_MESSAGES.invalidJson);
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: { 'accept-language': 'ar' } })).json().error.message).toBe(
      sharedTextIn('ar', GENERIC_MESSAGES.notFound),
    );
  });

  it("word zod's own checks in the reader's language, after the contract's own texts", async () => {
    const listing = (language: string) => t.app.inject({ method: 'GET', url: '/api/warehouses?page=0', headers: { 'accept-language': language } });
    expect((await listing('en')).json().error.details).toEqual({ page: ['Too small: expected number to be >=1'] });
    // zod's French and Chinese wordings (zod/v4/locales), not the English.
    expect((await listing('fr')).json().error.details).toEqual({ page: ['Trop petit : nombre doit être >=1'] });
    expect((await listing('zh')).json().error.details.page[0]).toMatch(/^数值过小/);

    const carla = await signInAs(t, ['customer']);
    const profile = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: { ...carla.headers, 'accept-language': 'fr' }, payload: { firstName: 42, lastName: 'T' } });
    // The contract's own text, translated from the catalogue, where it has one.
    expect(profile.json().error.details).toEqual({ firstName: [sharedTextIn('fr', ACCOUNT_FORM_MESSAGES.firstNameRequired)] });
  });

  it('write a text built from values (the sign-in limit\'s wait) by its template in the language of the cookie, and in English without one', async () => {
    const email = `limited-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const address = `10.9.1.${Math.floor(Math.random() * 250) + 1}`;
    const signIn = (cookies: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password-1' }, cookies, remoteAddress: address });
    let refused = await signIn();
    for (let attempt = 0; attempt < 10 && refused.statusCode !== 429; attempt += 1) refused = await signIn();
    expect(refused.statusCode).toBe(429);

    const english = await signIn();
    const wait = Number(english.headers['retry-after']);
    expect(english.json().error).toEqual({ code: 'rate_limited', message: tooManyAttemptsMessage(wait) });
    const french = await signIn({ locale: 'fr' });
    const minutes = Math.ceil(Number(french.headers['retry-after']) / 60);
    expect(french.json().error).toEqual({ code: 'rate_limited', message: `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.` });
  });
});

describe('a sign-up', () => {
  it("keeps the language it was made in as the account's and writes the verification email in it", async () => {
    const email = `fr-${Math.random().toString(36).slice(2, 10)}@example.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'a-long-password-2026', confirmPassword: 'a-long-password-2026', role: 'customer', acceptTerms: true },
      cookies: { locale: 'fr' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [account] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.email, email));
    expect(account!.locale).toBe('fr');
    const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const subject = i18nFor('fr')._('Verify your email for {brand}', { brand: '24WM' });
    expect(subject).not.toBe('Verify your email for 24WM');
    expect(sent).toMatchObject({ kind: 'verify_email', subject });
    expect(sent!.htmlBody).toContain('<html lang="fr" dir="ltr">');
    expect(sent!.textBody).toContain(i18nFor('fr')._('Verify email'));
  });
});
