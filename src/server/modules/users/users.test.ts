import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '@shared/contracts/profile';
import type { AdminUser, ListUsersResponse } from '@shared/contracts/users';
import { GENERIC_MESSAGES, USER_MESSAGES } from '@shared/errors';
import { profiles, roles, sessions, userRoles, users } from '../../db/schema';
import { verifyPassword } from '../auth/passwords';
import { documentLocaleOf, documentLocalesOf } from './users.service';
import { latestActivity } from '../../../../tests/api/activity';
import { type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { type TestApp, useTestApp, withOwnApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, customer, owner] = useSignedIn(
  t,
  { roles: ['administrator'], firstName: 'Ada', lastName: 'Admin' },
  { roles: ['customer'], firstName: 'Carl', lastName: 'Customer' },
  { roles: ['warehouse_owner'], firstName: 'Olga', lastName: 'Owner' },
);

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; payload?: object };

/** PUT /api/admin/users/:id/roles as `by`, on the file's app or a test's own; `roles` as sent, known or not. */
function setRoles(app: TestApp, by: SignedInUser, userId: string, roles: readonly string[]) {
  return app.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/roles`, headers: by.headers, payload: { roles } });
}

/** PUT /api/admin/users/:id/vat-verification as `by`. */
function setVatVerification(app: TestApp, by: SignedInUser, userId: string, payload: object) {
  return app.app.inject({ method: 'PUT', url: `/api/admin/users/${userId}/vat-verification`, headers: by.headers, payload });
}

/** PATCH /api/admin/users/:id/status as `by`. */
function setActive(app: TestApp, by: SignedInUser, userId: string, isActive: boolean) {
  return app.app.inject({ method: 'PATCH', url: `/api/admin/users/${userId}/status`, headers: by.headers, payload: { isActive } });
}

describe('permission matrix of /api/admin/users', () => {
  beforeAll(async () => {
    await t.db.insert(profiles).values({ userId: customer.user.id, companyName: 'Carl Trading GmbH', vatNumber: 'DE123456789' });
  });

  const calls = (): Call[] => [
    { method: 'GET', url: '/api/admin/users' },
    { method: 'POST', url: '/api/admin/users', payload: { email: `new-${randomUUID()}@example.test`, password: 'long-enough' } },
    { method: 'PATCH', url: `/api/admin/users/${customer.user.id}/status`, payload: { isActive: true } },
    { method: 'PUT', url: `/api/admin/users/${customer.user.id}/roles`, payload: { roles: ['customer'] } },
    { method: 'PUT', url: `/api/admin/users/${customer.user.id}/vat-verification`, payload: { vatNumber: 'DE123456789', verified: false } },
  ];

  it('answers 401 "User not authenticated" when signed out', async () => {
    for (const call of calls()) {
      const response = await t.app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
    }
  });

  it('answers 403 "Unauthorized" to customers and warehouse owners, before looking at the body', async () => {
    for (const who of [customer, owner]) {
      for (const call of calls()) {
        const response = await t.app.inject({ ...call, headers: who.headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
      }
      const invalid = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: who.headers, payload: {} });
      expect(invalid.statusCode).toBe(403);
      const invalidVat = await setVatVerification(t, who, customer.user.id, { verified: 'yes' });
      expect(invalidVat.statusCode).toBe(403);
    }
  });

  it('lets an administrator call every route', async () => {
    const expected = [200, 201, 200, 200, 200];
    const results = [];
    for (const call of calls()) results.push((await t.app.inject({ ...call, headers: admin.headers })).statusCode);
    expect(results).toEqual(expected);
  });
});

describe('GET /api/admin/users', () => {
  it('lists users newest first with roles, status and verification', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<ListUsersResponse>();
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    const all = await t.db.select().from(users);
    expect(body.total).toBe(all.length);
    const found = body.items.find((item) => item.id === owner.user.id);
    expect(found).toEqual({
      id: owner.user.id,
      email: owner.user.email,
      firstName: 'Olga',
      lastName: 'Owner',
      isActive: true,
      emailVerified: true,
      roles: ['warehouse_owner'],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      companyName: null,
      vatNumber: null,
      vatNumberVerifiedAt: null,
    });
    const created = body.items.map((item) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it('searches email, first name, last name and the full name, case-insensitively', async () => {
    const marker = randomUUID().slice(0, 6);
    const zed = await signInAs(t, ['customer'], { email: `zed-${marker}@example.test`, firstName: 'Zebedee', lastName: `Quill${marker}` });
    for (const search of [`ZED-${marker}`, `quill${marker}`, `Zebedee Quill${marker}`]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(search)}`, headers: admin.headers });
      const body = response.json<ListUsersResponse>();
      expect(body.total, search).toBe(1);
      expect(body.items.map((item) => item.id)).toEqual([zed.user.id]);
    }
    // LIKE wildcards typed by the administrator are plain characters.
    const wildcard = await t.app.inject({ method: 'GET', url: '/api/admin/users?search=%25', headers: admin.headers });
    expect(wildcard.json<ListUsersResponse>().total).toBe(0);
  });

  it('pages through the list with a stable total', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/api/admin/users?pageSize=2&page=1', headers: admin.headers })).json<ListUsersResponse>();
    const second = (await t.app.inject({ method: 'GET', url: '/api/admin/users?pageSize=2&page=2', headers: admin.headers })).json<ListUsersResponse>();
    expect(first.items).toHaveLength(2);
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(second.total).toBe(first.total);
    expect(second.items.map((item) => item.id)).not.toEqual(expect.arrayContaining(first.items.map((item) => item.id)));
  });

  it('refuses invalid paging with 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'page=abc']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: admin.headers });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });
});

describe('POST /api/admin/users', () => {
  it('creates a verified, active customer by default, and logs who did it', async () => {
    const email = `Fresh-${randomUUID().slice(0, 8)}@Example.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { email, password: 'long-enough', firstName: 'Fay', lastName: 'Fresh' },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminUser>();
    expect(created).toMatchObject({ email: email.toLowerCase(), firstName: 'Fay', lastName: 'Fresh', isActive: true, emailVerified: true, roles: ['customer'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, created.id));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(await verifyPassword(row!.passwordHash!, 'long-enough')).toBe(true);

    const entry = await latestActivity(t, 'admin.user_created');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id });
    expect(entry!.activityData).toMatchObject({ input_params: { email: email.toLowerCase(), roles: ['customer'] }, output_data: { userId: created.id } });
    expect(entry!.requestId).toBe(response.headers['x-request-id']);
  });

  it('gives the selected roles', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { email: `multi-${randomUUID().slice(0, 8)}@example.test`, password: 'long-enough', roles: ['warehouse_owner', 'administrator'] },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminUser>().roles).toEqual(['administrator', 'warehouse_owner']);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { email: customer.user.email.toUpperCase(), password: 'long-enough' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'email_taken', message: 'This email is already registered' });
  });

  it('validates the fields with the spec\'s messages', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ password: 'long-enough' }, { email: ['Email is required'] }],
      [{ email: '  ', password: 'long-enough' }, { email: ['Email is required'] }],
      [{ email: 'not-an-email', password: 'long-enough' }, { email: ['Please enter a valid email address'] }],
      [{ email: 'short@example.test', password: 'seven77' }, { password: ['Password must be at least 8 characters long'] }],
      [{ email: 'nopass@example.test' }, { password: ['Password must be at least 8 characters long'] }],
    ];
    for (const [payload, details] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/admin/users', headers: admin.headers, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details).toEqual(details);
    }
    const badRole = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.headers,
      payload: { email: 'role@example.test', password: 'long-enough', roles: ['emperor'] },
    });
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().error.details)).toEqual(['roles.0']);
  });
});

describe('PATCH /api/admin/users/:id/status', () => {
  it('deactivates a user: their sessions end at once, and reactivates them', async () => {
    const target = await signInAs(t, ['customer']);
    const before = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: target.headers });
    expect(before.json().user.id).toBe(target.user.id);

    const response = await setActive(t, admin, target.user.id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>()).toMatchObject({ id: target.user.id, isActive: false });

    const after = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: target.headers });
    expect(after.json()).toEqual({ user: null });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, target.user.id))).toEqual([]);
    const entry = await latestActivity(t, 'admin.user_status_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id });
    expect(entry!.activityData).toMatchObject({ input_params: { userId: target.user.id, isActive: false }, output_data: { before: true, after: false } });

    const reactivated = await setActive(t, admin, target.user.id, true);
    expect(reactivated.statusCode).toBe(200);
    expect(reactivated.json<AdminUser>().isActive).toBe(true);
  });

  it('refuses to let an administrator deactivate themselves, and logs the refusal', async () => {
    const response = await setActive(t, admin, admin.user.id, false);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'cannot_deactivate_self', message: USER_MESSAGES.cannotDeactivateSelf });
    const [row] = await t.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row!.isActive).toBe(true);
    const entry = await latestActivity(t, 'admin.user_status_updated');
    expect(entry).toMatchObject({ status: 'error', errorMessage: USER_MESSAGES.cannotDeactivateSelf, userId: admin.user.id });
  });

  it('answers 404 for an unknown user or a malformed id and 400 for a malformed body', async () => {
    const unknown = await setActive(t, admin, randomUUID(), false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'User not found' });
    const malformed = await t.app.inject({ method: 'PATCH', url: '/api/admin/users/abc/status', headers: admin.headers, payload: { isActive: false } });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toEqual({ code: 'not_found', message: GENERIC_MESSAGES.notFound });
    const noBody = await t.app.inject({ method: 'PATCH', url: `/api/admin/users/${customer.user.id}/status`, headers: admin.headers, payload: {} });
    expect(noBody.statusCode).toBe(400);
    expect(Object.keys(noBody.json().error.details)).toEqual(['isActive']);
  });
});

describe('PUT /api/admin/users/:id/roles', () => {
  it('sets exactly the given roles, dropping unknown names, and logs the change', async () => {
    const target = await signInAs(t, ['customer']);
    const response = await setRoles(t, admin, target.user.id, ['warehouse_owner', 'superuser', 'warehouse_owner']);
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUser>().roles).toEqual(['warehouse_owner']);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: target.headers });
    expect(session.json().user.roles).toEqual(['warehouse_owner']);
    const entry = await latestActivity(t, 'admin.user_roles_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id });
    expect(entry!.activityData).toMatchObject({ output_data: { before: ['customer'], after: ['warehouse_owner'] } });

    const both = await setRoles(t, admin, target.user.id, ['customer', 'warehouse_owner']);
    expect(both.json<AdminUser>().roles).toEqual(['customer', 'warehouse_owner']);
  });

  it('answers 400 "No valid roles found" when no known role is left', async () => {
    for (const roles of [['superuser'], []]) {
      const response = await setRoles(t, admin, customer.user.id, roles);
      expect(response.statusCode, JSON.stringify(roles)).toBe(400);
      expect(response.json().error).toEqual({ code: 'bad_request', message: 'No valid roles found' });
    }
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: customer.headers });
    expect(session.json().user.roles).toEqual(['customer']);
  });

  it('answers 404 for an unknown user', async () => {
    const response = await setRoles(t, admin, randomUUID(), ['customer']);
    expect(response.statusCode).toBe(404);
  });
});

describe('the last active administrator', () => {
  it('is never lost by their own hand: no administrator removes their own administrator role', async () => {
    await withOwnApp(async (own) => {
      const only = await signInAs(own, ['administrator']);
      const response = await setRoles(own, only, only.user.id, ['customer']);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'cannot_remove_own_administrator', message: USER_MESSAGES.cannotRemoveOwnAdministrator });
      const session = await own.app.inject({ method: 'GET', url: '/api/auth/session', headers: only.headers });
      expect(session.json().user.roles).toEqual(['administrator']);
      expect(await latestActivity(own, 'admin.user_roles_updated')).toMatchObject({ status: 'error', errorMessage: USER_MESSAGES.cannotRemoveOwnAdministrator });

      // Not even with a second administrator in place; that one may do it, and adding a role to oneself is fine.
      const second = await signInAs(own, ['administrator']);
      const stillRefused = await setRoles(own, only, only.user.id, ['warehouse_owner']);
      expect(stillRefused.statusCode).toBe(409);
      expect(stillRefused.json().error.code).toBe('cannot_remove_own_administrator');
      const addsOwn = await setRoles(own, only, only.user.id, ['administrator', 'customer']);
      expect(addsOwn.statusCode).toBe(200);
      const byAnother = await setRoles(own, second, only.user.id, ['customer']);
      expect(byAnother.statusCode).toBe(200);
    });
  });

  it('an inactive administrator can be demoted: it leaves the active one in place', async () => {
    await withOwnApp(async (own) => {
      const active = await signInAs(own, ['administrator']);
      const dormant = await signInAs(own, ['administrator']);
      await own.db.update(users).set({ isActive: false }).where(eq(users.id, dormant.user.id));
      const demoteDormant = await setRoles(own, active, dormant.user.id, ['customer']);
      expect(demoteDormant.statusCode).toBe(200);
    });
  });

  async function countActiveAdministrators(app: TestApp): Promise<number> {
    return app.db.$count(
      users,
      and(
        eq(users.isActive, true),
        inArray(
          users.id,
          app.db.select({ id: userRoles.userId }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(eq(roles.name, 'administrator')),
        ),
      ),
    );
  }

  it('two administrators demoting each other at the same moment leave one', async () => {
    await withOwnApp(async (own) => {
      const first = await signInAs(own, ['administrator']);
      const second = await signInAs(own, ['administrator']);
      const responses = await Promise.all([
        setRoles(own, first, second.user.id, ['customer']),
        setRoles(own, second, first.user.id, ['customer']),
      ]);
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      // The loser is refused as the last administrator, or (if its session was resolved after the
      // winner committed) as no longer an administrator.
      const refused = responses.find((response) => response.statusCode !== 200)!;
      expect([409, 403]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().error).toEqual({ code: 'last_administrator', message: USER_MESSAGES.lastAdministrator });
      expect(await countActiveAdministrators(own)).toBe(1);
    });
  });

  it('two administrators deactivating each other at the same moment leave one', async () => {
    await withOwnApp(async (own) => {
      const first = await signInAs(own, ['administrator']);
      const second = await signInAs(own, ['administrator']);
      const responses = await Promise.all([
        setActive(own, first, second.user.id, false),
        setActive(own, second, first.user.id, false),
      ]);
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
      const refused = responses.find((response) => response.statusCode !== 200)!;
      // 409 last administrator, or 401 when the loser's session was already ended by the winner.
      expect([409, 401]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().error).toEqual({ code: 'last_administrator', message: USER_MESSAGES.lastAdministrator });
      expect(await countActiveAdministrators(own)).toBe(1);
    });
  });
});

describe('PUT /api/admin/users/:id/vat-verification (decision 215)', () => {
  /** A customer whose profile has this company and VAT number, saved as the user would (PUT /api/profile). */
  async function traderWithVatNumber(vatNumber: string | null, companyName = 'Acme Ltd') {
    const trader = await signInAs(t, ['customer'], { firstName: 'Vera', lastName: 'Vat' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: trader.headers,
      payload: { firstName: 'Vera', lastName: 'Vat', companyName, vatNumber: vatNumber ?? '' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return trader;
  }

  async function storedVerification(userId: string) {
    const [row] = await t.db
      .select({ at: profiles.vatNumberVerifiedAt, by: profiles.vatNumberVerifiedBy })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    return row;
  }

  it('marks the number verified and withdraws it; the list, the user\'s profile and the activity log follow', async () => {
    const trader = await traderWithVatNumber('NL123456789B01');
    // The number as the administrator typed it from VIES: compared normalised.
    const verified = await setVatVerification(t, admin, trader.user.id, { vatNumber: ' nl 1234.56789-b01 ', verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    const body = verified.json<AdminUser>();
    expect(body).toMatchObject({ id: trader.user.id, companyName: 'Acme Ltd', vatNumber: 'NL123456789B01', roles: ['customer'] });
    expect(Date.now() - Date.parse(body.vatNumberVerifiedAt!)).toBeLessThan(60_000);
    expect(await storedVerification(trader.user.id)).toEqual({ at: new Date(body.vatNumberVerifiedAt!), by: admin.user.id });

    const list = await t.app.inject({ method: 'GET', url: `/api/admin/users?search=${encodeURIComponent(trader.user.email)}`, headers: admin.headers });
    expect(list.json<ListUsersResponse>().items).toEqual([body]);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: trader.headers });
    expect(profile.json<Profile>().vatNumberVerifiedAt).toBe(body.vatNumberVerifiedAt);

    const entry = await latestActivity(t, 'admin.user_vat_verification_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id, requestId: verified.headers['x-request-id'] });
    expect(entry!.activityData).toMatchObject({
      input_params: { userId: trader.user.id, vatNumber: 'NL123456789B01', verified: true },
      output_data: { email: trader.user.email, before: null, after: body.vatNumberVerifiedAt },
    });

    const withdrawn = await setVatVerification(t, admin, trader.user.id, { vatNumber: 'NL123456789B01', verified: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json<AdminUser>()).toMatchObject({ vatNumber: 'NL123456789B01', vatNumberVerifiedAt: null });
    expect(await storedVerification(trader.user.id)).toEqual({ at: null, by: null });
    expect((await t.app.inject({ method: 'GET', url: '/api/profile', headers: trader.headers })).json<Profile>().vatNumberVerifiedAt).toBeNull();
    expect((await latestActivity(t, 'admin.user_vat_verification_updated'))!.activityData).toMatchObject({
      output_data: { before: body.vatNumberVerifiedAt, after: null },
    });
  });

  it('answers 409 vat_number_changed for a number the profile no longer has, and verifies nothing', async () => {
    const trader = await traderWithVatNumber('DE123456789');
    const stale = await setVatVerification(t, admin, trader.user.id, { vatNumber: 'DE987654321', verified: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'vat_number_changed', message: USER_MESSAGES.vatNumberChanged });
    expect(await storedVerification(trader.user.id)).toEqual({ at: null, by: null });
    expect(await latestActivity(t, 'admin.user_vat_verification_updated')).toMatchObject({
      status: 'error',
      errorMessage: USER_MESSAGES.vatNumberChanged,
      userId: admin.user.id,
    });

    // Withdrawing is checked the same way: a verification seen on another number is not this one's.
    await setVatVerification(t, admin, trader.user.id, { vatNumber: 'DE123456789', verified: true });
    const staleWithdrawal = await setVatVerification(t, admin, trader.user.id, { vatNumber: 'DE987654321', verified: false });
    expect(staleWithdrawal.statusCode).toBe(409);
    expect((await storedVerification(trader.user.id))!.at).not.toBeNull();
  });

  it('answers 409 no_vat_number for a user without a VAT number, with or without a profile', async () => {
    const withoutNumber = await traderWithVatNumber(null);
    const withoutProfile = await signInAs(t, ['customer']);
    for (const who of [withoutNumber, withoutProfile]) {
      for (const verified of [true, false]) {
        const response = await setVatVerification(t, admin, who.user.id, { vatNumber: 'DE123456789', verified });
        expect(response.statusCode).toBe(409);
        expect(response.json().error).toEqual({ code: 'no_vat_number', message: USER_MESSAGES.noVatNumber });
      }
    }
    expect(await t.db.select().from(profiles).where(eq(profiles.userId, withoutProfile.user.id))).toEqual([]);
  });

  it('answers 404 for an unknown user or a malformed id, and 400 for a malformed body', async () => {
    const unknown = await setVatVerification(t, admin, randomUUID(), { vatNumber: 'DE123456789', verified: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: USER_MESSAGES.notFound });
    const malformed = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/abc/vat-verification',
      headers: admin.headers,
      payload: { vatNumber: 'DE123456789', verified: true },
    });
    expect(malformed.statusCode).toBe(404);

    const trader = await traderWithVatNumber('DE123456789');
    const cases: [object, string[]][] = [
      [{}, ['vatNumber', 'verified']],
      [{ vatNumber: 'DE123456789' }, ['verified']],
      [{ vatNumber: '   ', verified: true }, ['vatNumber']],
      [{ vatNumber: 'DE123456789', verified: 'true' }, ['verified']],
      [{ vatNumber: 'D'.repeat(51), verified: true }, ['vatNumber']],
    ];
    for (const [payload, fields] of cases) {
      const response = await setVatVerification(t, admin, trader.user.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
      expect(Object.keys(response.json().error.details).sort(), JSON.stringify(payload)).toEqual(fields);
    }
    expect(await storedVerification(trader.user.id)).toEqual({ at: null, by: null });
  });

  it('never leaves a new number verified when the user changes it while an administrator verifies the old one', async () => {
    for (let round = 0; round < 3; round++) {
      const trader = await traderWithVatNumber('FR12345678901');
      const [verification, save] = await Promise.all([
        setVatVerification(t, admin, trader.user.id, { vatNumber: 'FR12345678901', verified: true }),
        t.app.inject({
          method: 'PUT',
          url: '/api/profile',
          headers: trader.headers,
          payload: { firstName: 'Vera', lastName: 'Vat', companyName: 'Acme Ltd', vatNumber: 'FRAB123456789' },
        }),
      ]);
      expect(save.statusCode).toBe(200);
      // Whichever ran first, the stored number is the new one and is not verified.
      expect([200, 409]).toContain(verification.statusCode);
      const [row] = await t.db.select().from(profiles).where(eq(profiles.userId, trader.user.id));
      expect(row).toMatchObject({ vatNumber: 'FRAB123456789', vatNumberVerifiedAt: null, vatNumberVerifiedBy: null });
    }
  });
});

describe('the language of a new document (decisions 238, 242)', () => {
  it("is each user's, Arabic too, and English for no language and for no user", async () => {
    const ids = [admin.user.id, customer.user.id, owner.user.id];
    const before = await t.db.select({ id: users.id, locale: users.locale }).from(users).where(inArray(users.id, ids));
    try {
      await t.db.update(users).set({ locale: 'zh' }).where(eq(users.id, admin.user.id));
      await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, customer.user.id));
      await t.db.update(users).set({ locale: null }).where(eq(users.id, owner.user.id));
      const nobody = randomUUID();
      const locales = await documentLocalesOf(t.db, [...ids, nobody]);
      expect(Object.fromEntries(locales)).toEqual({ [admin.user.id]: 'zh', [customer.user.id]: 'ar', [owner.user.id]: 'en', [nobody]: 'en' });
      expect(await documentLocaleOf(t.db, admin.user.id)).toBe('zh');
      expect(await documentLocalesOf(t.db, [])).toEqual(new Map());
    } finally {
      for (const row of before) await t.db.update(users).set({ locale: row.locale }).where(eq(users.id, row.id));
    }
  });
});
