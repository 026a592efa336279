import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@shared/contracts/profile';
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
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves names on the account and the rest in the profile, and reads back the same', async () => {
    const saved = await t.app.inject({ method: 'PUT', url: '/api/profile', headers: customer.headers, payload: fullProfile });
    expect(saved.statusCode).toBe(200);
    const expected = {
      ...fullProfile,
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
