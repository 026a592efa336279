import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/contracts/profile';
import { VAT_NUMBER_MESSAGES } from '@shared/errors';
import { profiles, users } from '../../db/schema';
import { signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [customer, owner, admin] = useSignedIn(t, { roles: ['customer'], firstName: 'Carla', lastName: 'Trader' }, ['warehouse_owner'], ['administrator']);

const fullProfile = {
  firstName: '  Grace ',
  lastName: 'Hopper',
  contactEmail: 'Desk@Example.TEST',
  companyName: 'Hopper Commodities BV',
  phone: '+31 20 123 4567',
  address: 'Havenstraat 1',
  city: 'Rotterdam',
  postalCode: '3011 AA',
  country: 'Netherlands',
  vatNumber: 'NL123456789B01',
};

describe('permissions', () => {
  it('answers 401 "User not authenticated" when signed out, even to an invalid body', async () => {
    for (const request of [
      { method: 'GET' as const, url: '/api/profile' },
      { method: 'PUT' as const, url: '/api/profile', payload: fullProfile },
      { method: 'PUT' as const, url: '/api/profile', payload: {} },
    ]) {
      const response = await t.app.inject(request);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
    }
  });

  it('lets every role read and save its own profile', async () => {
    for (const who of [customer, owner, admin]) {
      const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: who.headers });
      expect(read.statusCode).toBe(200);
      expect(read.json<Profile>().email).toBe(who.user.email);
      const saved = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: who.headers, payload: { firstName: 'A', lastName: 'B' } });
      expect(saved.statusCode).toBe(200);
    }
  });
});

describe('GET /api/profile', () => {
  it('shows the account email and names, and empty details before the first save', async () => {
    const fresh = await signInAs(t, ['customer'], { firstName: 'Fresh', lastName: 'Face' });
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: fresh.headers });
    expect(response.json()).toEqual({
      email: fresh.user.email,
      firstName: 'Fresh',
      lastName: 'Face',
      contactEmail: null,
      companyName: null,
      phone: null,
      address: null,
      city: null,
      postalCode: null,
      country: null,
      vatNumber: null,
      vatNumberVerifiedAt: null,
      emailNotifications: true,
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves names on the account and the rest in the profile, and reads back the same', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: customer.headers, payload: fullProfile });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...fullProfile,
      vatNumberVerifiedAt: null,
      emailNotifications: true,
      email: customer.user.email,
      firstName: 'Grace',
      contactEmail: 'desk@example.test',
    };
    expect(saved.json()).toEqual(expected);
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers });
    expect(read.json()).toEqual(expected);

    const [account] = await t.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(account).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: customer.headers });
    expect(session.json().user).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, customer.user.id));
    expect(row).toMatchObject({ companyName: 'Hopper Commodities BV', vatNumber: 'NL123456789B01' });
  });

  it('never changes the account email', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: owner.headers,
      payload: { firstName: 'Otto', lastName: 'Owner', email: 'hijack@example.test' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().email).toBe(owner.user.email);
    const [account] = await t.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(account!.email).toBe(owner.user.email);
  });

  it('replaces the whole profile: blank or left-out details are cleared', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/profile', headers: admin.headers, payload: fullProfile });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: admin.headers,
      payload: { firstName: 'Grace', lastName: 'Hopper', companyName: '   ', city: 'Antwerp' },
    });
    expect(response.json()).toMatchObject({ companyName: null, city: 'Antwerp', phone: null, contactEmail: null, vatNumber: null });
  });

  it('requires first and last name, with the spec\'s messages', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ firstName: '', lastName: 'Hopper' }, { firstName: ['First name is required'] }],
      [{ firstName: 'Grace', lastName: '   ' }, { lastName: ['Last name is required'] }],
      [{}, { firstName: ['First name is required'], lastName: ['Last name is required'] }],
      [{ firstName: 'Grace', lastName: 'Hopper', contactEmail: 'not-an-email' }, { contactEmail: ['Please enter a valid email address'] }],
    ];
    for (const [payload, details] of cases) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: customer.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_error', message: 'Please check your input and try again.', details });
    }
    // Nothing was saved by the refused attempts.
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: customer.headers });
    expect(read.json<Profile>().firstName).toBe('Grace');
  });
});

describe('the VAT number (decision 211)', () => {
  it('is stored as tax offices write it, refused in a wrong format for its country, and taken as typed from outside the EU', async () => {
    const put = (vatNumber: string) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: owner.headers, payload: { firstName: 'Olga', lastName: 'Owner', vatNumber } });
    const saved = await put('ee 123-456.789');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<Profile>().vatNumber).toBe('EE123456789');

    const wrong = await put('EE12345');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual({ vatNumber: [VAT_NUMBER_MESSAGES.EE] });
    const read = await t.app.inject({ method: 'GET', url: '/api/profile', headers: owner.headers });
    expect(read.json<Profile>().vatNumber).toBe('EE123456789');

    // A Kenyan KRA PIN has no EU prefix: kept, normalised.
    expect((await put('p051234567 q')).json<Profile>().vatNumber).toBe('P051234567Q');
  });
});

describe('the VAT number\'s verification (decision 215)', () => {
  /** A customer whose saved profile has this VAT number, verified by the administrator; answers when. */
  async function verifiedTrader(vatNumber: string) {
    const trader = await signInAs(t, ['customer'], { firstName: 'Vera', lastName: 'Vat' });
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/profile', headers: trader.headers, payload: { firstName: 'Vera', lastName: 'Vat', ...payload } });
    expect((await put({ vatNumber, companyName: 'Vat Trading BV' })).statusCode).toBe(200);
    const verified = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${trader.user.id}/vat-verification`,
      headers: admin.headers,
      payload: { vatNumber, verified: true },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const verifiedAt = verified.json<{ vatNumberVerifiedAt: string }>().vatNumberVerifiedAt;
    expect(verifiedAt).toEqual(expect.any(String));
    return { trader, put, verifiedAt };
  }

  const stored = async (userId: string) =>
    (await t.db.select({ at: profiles.vatNumberVerifiedAt, by: profiles.vatNumberVerifiedBy }).from(profiles).where(eq(profiles.userId, userId)))[0];

  it('is shown on the profile, and kept by a save of the same number however it is typed', async () => {
    const { trader, put, verifiedAt } = await verifiedTrader('NL123456789B01');
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: trader.headers })).json<Profile>().vatNumberVerifiedAt).toBe(verifiedAt);

    const saved = await put({ vatNumber: 'nl 123.456.789-b01', companyName: 'Vat Trading BV', city: 'Rotterdam' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Profile>()).toMatchObject({ vatNumber: 'NL123456789B01', city: 'Rotterdam', vatNumberVerifiedAt: verifiedAt });
    expect(await stored(trader.user.id)).toEqual({ at: new Date(verifiedAt), by: admin.user.id });
  });

  it('is cleared by a save with another number, or with none: a new number is verified again', async () => {
    const { trader, put } = await verifiedTrader('DE123456789');
    const changed = await put({ vatNumber: 'DE987654321', companyName: 'Vat Trading BV' });
    expect(changed.json<Profile>()).toMatchObject({ vatNumber: 'DE987654321', vatNumberVerifiedAt: null });
    expect(await stored(trader.user.id)).toEqual({ at: null, by: null });
    // Going back to the verified number does not bring its verification back.
    expect((await put({ vatNumber: 'DE123456789' })).json<Profile>().vatNumberVerifiedAt).toBeNull();

    const other = await verifiedTrader('ATU12345678');
    const removed = await other.put({ companyName: 'Vat Trading BV' });
    expect(removed.json<Profile>()).toMatchObject({ vatNumber: null, vatNumberVerifiedAt: null });
    expect(await stored(other.trader.user.id)).toEqual({ at: null, by: null });
  });

  it('compares with the stored number normalised too, and is kept by the name step', async () => {
    const trader = await signInAs(t, ['customer'], { firstName: 'Old', lastName: 'Row' });
    const verifiedAt = new Date('2026-11-29T10:00:00Z');
    // A row written before numbers were stored normalised.
    await t.db.insert(profiles).values({ userId: trader.user.id, vatNumber: 'ee 123 456 789', vatNumberVerifiedAt: verifiedAt, vatNumberVerifiedBy: admin.user.id });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: trader.headers,
      payload: { firstName: 'Old', lastName: 'Row', vatNumber: 'EE123456789' },
    });
    expect(saved.json<Profile>()).toMatchObject({ vatNumber: 'EE123456789', vatNumberVerifiedAt: verifiedAt.toISOString() });

    const named = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/name',
      headers: trader.headers,
      payload: { firstName: 'Old', lastName: 'Row', companyName: 'Row Holdings OÜ' },
    });
    expect(named.json<Profile>()).toMatchObject({ companyName: 'Row Holdings OÜ', vatNumber: 'EE123456789', vatNumberVerifiedAt: verifiedAt.toISOString() });
    expect(await stored(trader.user.id)).toEqual({ at: verifiedAt, by: admin.user.id });
  });
});

describe('the email choice (decision 203)', () => {
  it('turns notifications by email off and on again; left out, it is on (the profile is replaced whole)', async () => {
    const person = await signInAs(t, ['warehouse_owner'], { firstName: 'Mia', lastName: 'Mail' });
    const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/profile', headers: person.headers, payload });
    const stored = async () => (await t.db.select({ on: users.emailNotifications }).from(users).where(eq(users.id, person.user.id)))[0]!.on;

    expect(await stored()).toBe(true);
    expect((await put({ firstName: 'Mia', lastName: 'Mail', emailNotifications: false })).json<Profile>().emailNotifications).toBe(false);
    expect(await stored()).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: person.headers })).json<Profile>().emailNotifications).toBe(false);
    expect((await put({ firstName: 'Mia', lastName: 'Mail' })).json<Profile>().emailNotifications).toBe(true);
    expect(await stored()).toBe(true);
  });

  it('answers 400 with its message for anything but true or false, and saves nothing', async () => {
    const person = await signInAs(t, ['customer'], { firstName: 'Bad', lastName: 'Input' });
    for (const emailNotifications of ['yes', 1, null, 'false', {}]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: person.headers,
        payload: { firstName: 'Changed', lastName: 'Input', emailNotifications },
      });
      expect(response.statusCode, JSON.stringify(emailNotifications)).toBe(400);
      expect(response.json().error.details).toEqual({ emailNotifications: ['Choose whether notifications also come by email'] });
    }
    const [account] = await t.db.select().from(users).where(eq(users.id, person.user.id));
    expect(account).toMatchObject({ firstName: 'Bad', emailNotifications: true });
  });
});

describe('PUT /api/profile/name (the step after the first sign-in, decision 204)', () => {
  const putName = (who: { headers: Record<string, string> } | null, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/name', headers: who?.headers ?? {}, payload });

  it('sets the names and the company and keeps the rest of the profile; the session then has the name', async () => {
    const fresh = await signInAs(t, ['customer']);
    await t.db.insert(profiles).values({ userId: fresh.user.id, phone: '+372 555 0101', city: 'Tallinn' });
    const response = await putName(fresh, { firstName: ' Nina ', lastName: 'Newcomer', companyName: 'Baltic Grain OÜ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Profile>()).toMatchObject({
      firstName: 'Nina',
      lastName: 'Newcomer',
      companyName: 'Baltic Grain OÜ',
      phone: '+372 555 0101',
      city: 'Tallinn',
      emailNotifications: true,
    });
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: fresh.headers });
    expect(session.json().user).toMatchObject({ firstName: 'Nina', lastName: 'Newcomer' });

    // Without a company the names alone are saved, and no profile row is needed.
    const other = await signInAs(t, ['warehouse_owner']);
    expect((await putName(other, { firstName: 'Oskar', lastName: 'Owner', companyName: '' })).json<Profile>()).toMatchObject({
      firstName: 'Oskar',
      lastName: 'Owner',
      companyName: null,
    });
  });

  it('checks the names with the profile’s rules (400 with its messages), ignores other fields, and is 401 signed out', async () => {
    const fresh = await signInAs(t, ['customer']);
    const cases: [object, Record<string, string[]>][] = [
      [{}, { firstName: ['First name is required'], lastName: ['Last name is required'] }],
      [{ firstName: '  ', lastName: 'Newcomer' }, { firstName: ['First name is required'] }],
      [{ firstName: 'Nina', lastName: 'x'.repeat(101) }, { lastName: [expect.any(String)] }],
      [{ firstName: 'Nina', lastName: 42 }, { lastName: ['Last name is required'] }],
    ];
    for (const [payload, details] of cases) {
      const response = await putName(fresh, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toEqual({ code: 'validation_error', message: 'Please check your input and try again.', details });
    }
    expect((await putName(null, { firstName: 'Nina', lastName: 'Newcomer' })).statusCode).toBe(401);

    const saved = await putName(fresh, { firstName: 'Nina', lastName: 'Newcomer', phone: '123', email: 'hijack@example.test' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Profile>()).toMatchObject({ email: fresh.user.email, phone: null });
  });
});

describe('PUT /api/profile/locale (the language, decision 231)', () => {
  const session = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/session', headers })).json<{ user: { locale: string | null } }>().user;

  it('keeps the language every role chooses, and the session says it; none is chosen at first', async () => {
    for (const [who, locale] of [[customer, 'fr'], [owner, 'ar'], [admin, 'zh']] as const) {
      expect((await session(who.headers)).locale).toBeNull();
      const response = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', headers: who.headers, payload: { locale } });
      expect(response.statusCode).toBe(204);
      expect((await session(who.headers)).locale).toBe(locale);
      const [account] = await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, who.user.id));
      expect(account!.locale).toBe(locale);
    }
  });

  it('answers 401 to a visitor and 400 with its message to a language the product does not speak', async () => {
    const signedOut = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'fr' } });
    expect(signedOut.statusCode).toBe(401);
    const person = await signInAs(t, ['customer'], { firstName: 'Lan', lastName: 'Guage' });
    for (const locale of ['es', 'FR', '', null, 1, 'fr-FR']) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', headers: person.headers, payload: { locale } });
      expect(response.statusCode, JSON.stringify(locale)).toBe(400);
      expect(response.json().error.details).toEqual({ locale: ['Choose one of the languages offered'] });
    }
    expect((await session(person.headers)).locale).toBeNull();
  });
});
