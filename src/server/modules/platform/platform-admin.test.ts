import { featureDisabledMessage, PLATFORM_MESSAGES } from '@shared/errors';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PlatformFeature } from '@shared/contracts/platform';
import { PLATFORM_FEATURES } from '@shared/platform-features';
import { platformFeatures } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { isFeatureEnabled, requireFeatureEnabled } from './platform.service';
import { latestActivity } from '../../../../tests/api/activity';
import { useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, customer, owner] = useSignedIn(t, ['administrator'], ['customer'], ['warehouse_owner']);

/** The invoice issuer as an administrator types it: spaces and lower case where people put them. */
const ISSUER = {
  legalName: '24WM OÜ',
  address: 'Sadama 25, 15051 Tallinn, Estonia',
  registryCode: '16123456',
  vatNumber: 'ee 102 345 678',
  iban: 'ee38 2200 2210 2014 5685',
  bic: 'habaee2x',
  paymentTermDays: 14,
  footer: 'Thank you for storing with 24WM.',
};

/** The owner payout settings of a new database (issue #39): no commission, a €50 minimum. */
const PAYOUT_DEFAULTS = { ownerCommissionPercentage: 0, payoutMinimumCents: 5_000 };

function putIssuer(body: object) {
  return t.app.inject({ method: 'PUT', url: '/api/admin/settings/invoice-issuer', headers: admin.headers, payload: body });
}

async function features(): Promise<PlatformFeature[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/platform/features', headers: admin.headers });
  expect(response.statusCode).toBe(200);
  return response.json<{ items: PlatformFeature[] }>().items;
}

async function featureByKey(key: string): Promise<PlatformFeature> {
  return (await features()).find((feature) => feature.key === key)!;
}

async function setFeature(id: string, isEnabled: boolean) {
  return t.app.inject({ method: 'PATCH', url: `/api/platform/features/${id}`, headers: admin.headers, payload: { isEnabled } });
}

describe('permission matrix', () => {
  const calls = async () => {
    const [first] = await features();
    return [
      { method: 'GET' as const, url: '/api/platform/features' },
      { method: 'PATCH' as const, url: `/api/platform/features/${first!.id}`, payload: { isEnabled: first!.isEnabled } },
      { method: 'GET' as const, url: '/api/platform/config' },
      { method: 'PUT' as const, url: '/api/platform/config', payload: { platformFeePercentage: 20 } },
      { method: 'GET' as const, url: '/api/admin/settings/invoice-issuer' },
      { method: 'PUT' as const, url: '/api/admin/settings/invoice-issuer', payload: ISSUER },
    ];
  };

  it('answers 401 when signed out and 403 "Unauthorized" to customers and owners', async () => {
    for (const call of await calls()) {
      const signedOut = await t.app.inject(call);
      expect(signedOut.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(signedOut.json().error.message).toBe('User not authenticated');
      for (const who of [customer, owner]) {
        const response = await t.app.inject({ ...call, headers: who.headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
      }
    }
  });

  it('lets an administrator call every route', async () => {
    for (const call of await calls()) {
      const response = await t.app.inject({ ...call, headers: admin.headers });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(200);
    }
  });

  it('answers the enabled features to everyone, signed in or not', async () => {
    for (const headers of [{}, customer.headers, owner.headers, admin.headers]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/platform/enabled-features', headers });
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json().features).sort()).toEqual(PLATFORM_FEATURES.map((feature) => feature.key).sort());
    }
  });
});

describe('platform features', () => {
  it('lists every feature ordered by name, with key, description and last update', async () => {
    const items = await features();
    expect(items.map((item) => item.name)).toEqual(PLATFORM_FEATURES.map((feature) => feature.name).sort((a, b) => (a < b ? -1 : 1)));
    expect(items[0]).toEqual({
      id: expect.any(String),
      key: expect.any(String),
      name: expect.any(String),
      description: expect.any(String),
      isEnabled: true,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('switches a feature off and on; the public list and the service checks follow', async () => {
    const messaging = await featureByKey('messaging');
    const off = await setFeature(messaging.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json<PlatformFeature>()).toMatchObject({ key: 'messaging', isEnabled: false });
    expect(Date.parse(off.json<PlatformFeature>().updatedAt)).toBeGreaterThanOrEqual(Date.parse(messaging.updatedAt));

    const enabled = await t.app.inject({ method: 'GET', url: '/api/platform/enabled-features' });
    expect(enabled.json().features).toMatchObject({ messaging: false, inquiries: true });
    expect(await isFeatureEnabled(t.db, 'messaging')).toBe(false);
    expect(await isFeatureEnabled(t.db, 'inquiries')).toBe(true);
    await expect(requireFeatureEnabled(t.db, 'messaging')).rejects.toEqual(new AppError('forbidden', featureDisabledMessage('Messaging')));
    await expect(requireFeatureEnabled(t.db, 'inquiries')).resolves.toBeUndefined();

    const entry = await latestActivity(t, 'admin.platform_feature_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id, message: 'Messaging switched off' });
    expect(entry!.activityData).toMatchObject({ input_params: { featureId: messaging.id, isEnabled: false } });

    const on = await setFeature(messaging.id, true);
    expect(on.json<PlatformFeature>().isEnabled).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/api/platform/enabled-features' });
    expect(again.json().features.messaging).toBe(true);
    await expect(requireFeatureEnabled(t.db, 'messaging')).resolves.toBeUndefined();
  });

  it('counts a feature without a row as on', async () => {
    await t.db.delete(platformFeatures).where(eq(platformFeatures.key, 'map_view'));
    expect(await isFeatureEnabled(t.db, 'map_view')).toBe(true);
    await expect(requireFeatureEnabled(t.db, 'map_view')).resolves.toBeUndefined();
  });

  it('answers 404 for an unknown feature or a malformed id and 400 for a malformed body', async () => {
    const unknown = await setFeature(randomUUID(), false);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Platform feature not found' });
    const malformed = await setFeature('not-a-uuid', false);
    expect(malformed.statusCode).toBe(404);
    const [first] = await features();
    const noBody = await t.app.inject({ method: 'PATCH', url: `/api/platform/features/${first!.id}`, headers: admin.headers, payload: { isEnabled: 'yes' } });
    expect(noBody.statusCode).toBe(400);
    expect(Object.keys(noBody.json().error.details)).toEqual(['isEnabled']);
  });
});

describe('platform settings', () => {
  async function putFee(value: unknown) {
    return t.app.inject({ method: 'PUT', url: '/api/platform/config', headers: admin.headers, payload: { platformFeePercentage: value } });
  }

  it('reads the fee as a number', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers });
    expect(response.json()).toEqual({ platformFeePercentage: 20, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });
  });

  it('accepts a fee from 0 to 100 with two decimals, and logs the change', async () => {
    const response = await putFee(12.5);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ platformFeePercentage: 12.5, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });
    const read = await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers });
    expect(read.json()).toEqual({ platformFeePercentage: 12.5, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });
    for (const value of [0, 100, 33.33]) expect((await putFee(value)).json()).toEqual({ platformFeePercentage: value, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });

    const entry = await latestActivity(t, 'admin.platform_config_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id });
    expect(entry!.activityData).toMatchObject({ output_data: { before: 100, after: 33.33 } });
  });

  it('refuses a fee out of range or with more than two decimals, and keeps the old one', async () => {
    await putFee(12.5);
    const cases: [unknown, string][] = [
      [-1, 'The platform fee must be between 0 and 100'],
      [100.5, 'The platform fee must be between 0 and 100'],
      [12.345, 'The platform fee can have at most two decimals'],
    ];
    for (const [value, message] of cases) {
      const response = await putFee(value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().error.details).toEqual({ platformFeePercentage: [message] });
    }
    for (const value of ['12.5', null]) expect((await putFee(value)).statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers });
    expect(read.json()).toEqual({ platformFeePercentage: 12.5, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });
  });
});

describe('whether owners see the platform fee (issue #37)', () => {
  async function putConfig(headers: Record<string, string>, payload: unknown) {
    return t.app.inject({ method: 'PUT', url: '/api/platform/config', headers, payload: payload as object });
  }

  it('is off by default; an administrator switches it on and off without touching the fee, and it is logged', async () => {
    await putConfig(admin.headers, { platformFeePercentage: 15 });
    const on = await putConfig(admin.headers, { ownersSeePlatformFee: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ platformFeePercentage: 15, ownersSeePlatformFee: true, ...PAYOUT_DEFAULTS });
    const entry = await latestActivity(t, 'admin.platform_config_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id, message: 'Owners see the platform fee' });

    const off = await putConfig(admin.headers, { ownersSeePlatformFee: false });
    expect(off.json()).toEqual({ platformFeePercentage: 15, ownersSeePlatformFee: false, ...PAYOUT_DEFAULTS });
    // The fee form changes the fee only: the switch stays as it is.
    await putConfig(admin.headers, { ownersSeePlatformFee: true });
    expect((await putConfig(admin.headers, { platformFeePercentage: 20 })).json()).toEqual({ platformFeePercentage: 20, ownersSeePlatformFee: true, ...PAYOUT_DEFAULTS });
    await putConfig(admin.headers, { ownersSeePlatformFee: false });
  });

  it('may be changed by administrators only', async () => {
    expect((await putConfig({}, { ownersSeePlatformFee: true })).statusCode).toBe(401);
    for (const who of [customer, owner]) {
      const response = await putConfig(who.headers, { ownersSeePlatformFee: true });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
    }
    const read = await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers });
    expect(read.json().ownersSeePlatformFee).toBe(false);
  });

  it('refuses anything but true or false, and unknown settings, with 400', async () => {
    for (const value of ['yes', 1, null, 'true']) {
      const response = await putConfig(admin.headers, { ownersSeePlatformFee: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json().error.details).toEqual({ ownersSeePlatformFee: ['Choose on or off'] });
    }
    const unknown = await putConfig(admin.headers, { ownersSeeEverything: true });
    expect(unknown.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers });
    expect(read.json().ownersSeePlatformFee).toBe(false);
  });
});

describe('owner payout settings (issue #39)', () => {
  async function putConfig(headers: Record<string, string>, payload: unknown) {
    return t.app.inject({ method: 'PUT', url: '/api/platform/config', headers, payload: payload as object });
  }
  const readConfig = async () => (await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers })).json();

  it('reads and saves the owner commission (0 to 100, two decimals) and the payout minimum in cents, without touching the fee, and logs them', async () => {
    const fee = (await readConfig()).platformFeePercentage;
    const saved = await putConfig(admin.headers, { ownerCommissionPercentage: 7.25, payoutMinimumCents: 2_550 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ platformFeePercentage: fee, ownersSeePlatformFee: false, ownerCommissionPercentage: 7.25, payoutMinimumCents: 2_550 });
    expect(await readConfig()).toEqual(saved.json());
    const entry = await latestActivity(t, 'admin.platform_config_updated');
    expect(entry).toMatchObject({ status: 'success', userId: admin.user.id, message: 'Owner commission set to 7.25%; Payout minimum set to €25.50' });
    expect(entry!.activityData).toMatchObject({
      output_data: { ownerCommissionPercentage: { before: 0, after: 7.25 }, payoutMinimumCents: { before: 5_000, after: 2_550 } },
    });

    for (const value of [0, 100, 33.33]) expect((await putConfig(admin.headers, { ownerCommissionPercentage: value })).json().ownerCommissionPercentage).toBe(value);
    expect((await putConfig(admin.headers, { payoutMinimumCents: 1 })).json().payoutMinimumCents).toBe(1);
    // The fee form leaves them as they are.
    expect((await putConfig(admin.headers, { platformFeePercentage: fee })).json()).toMatchObject({ ownerCommissionPercentage: 33.33, payoutMinimumCents: 1 });
    await putConfig(admin.headers, PAYOUT_DEFAULTS);
  });

  it('refuses a commission out of range or with more than two decimals, and a minimum under one cent, with field messages, keeping what was saved', async () => {
    await putConfig(admin.headers, { ownerCommissionPercentage: 5, payoutMinimumCents: 1_000 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ownerCommissionPercentage: -0.01 }, 'ownerCommissionPercentage', PLATFORM_MESSAGES.commissionRange],
      [{ ownerCommissionPercentage: 100.01 }, 'ownerCommissionPercentage', PLATFORM_MESSAGES.commissionRange],
      [{ ownerCommissionPercentage: 1.234 }, 'ownerCommissionPercentage', PLATFORM_MESSAGES.commissionDecimals],
      [{ ownerCommissionPercentage: '5' }, 'ownerCommissionPercentage', PLATFORM_MESSAGES.commissionRange],
      [{ ownerCommissionPercentage: null }, 'ownerCommissionPercentage', PLATFORM_MESSAGES.commissionRange],
      [{ payoutMinimumCents: 0 }, 'payoutMinimumCents', PLATFORM_MESSAGES.payoutMinimumInvalid],
      [{ payoutMinimumCents: -500 }, 'payoutMinimumCents', PLATFORM_MESSAGES.payoutMinimumInvalid],
      [{ payoutMinimumCents: 10.5 }, 'payoutMinimumCents', PLATFORM_MESSAGES.payoutMinimumInvalid],
      [{ payoutMinimumCents: '50' }, 'payoutMinimumCents', PLATFORM_MESSAGES.payoutMinimumInvalid],
      [{ payoutMinimumCents: 3_000_000_000 }, 'payoutMinimumCents', PLATFORM_MESSAGES.payoutMinimumInvalid],
    ];
    for (const [payload, field, message] of cases) {
      const response = await putConfig(admin.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.details, JSON.stringify(payload)).toEqual({ [field]: [message] });
    }
    expect(await readConfig()).toMatchObject({ ownerCommissionPercentage: 5, payoutMinimumCents: 1_000 });
    await putConfig(admin.headers, PAYOUT_DEFAULTS);
  });

  it('may be read and changed by administrators only', async () => {
    for (const payload of [{ ownerCommissionPercentage: 10 }, { payoutMinimumCents: 100 }]) {
      expect((await putConfig({}, payload)).statusCode).toBe(401);
      for (const who of [customer, owner]) {
        const response = await putConfig(who.headers, payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
      }
    }
    for (const who of [customer, owner]) expect((await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: who.headers })).statusCode).toBe(403);
    expect(await readConfig()).toMatchObject(PAYOUT_DEFAULTS);
  });
});

describe('GET /api/platform/fee', () => {
  it('tells every signed-in user the fee percentage offers add, and refuses visitors', async () => {
    await putConfig(12.5);
    for (const who of [customer, owner, admin]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/platform/fee', headers: who.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ platformFeePercentage: 12.5 });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/fee' })).statusCode).toBe(401);
    await putConfig(20);
  });

  async function putConfig(fee: number) {
    const response = await t.app.inject({ method: 'PUT', url: '/api/platform/config', headers: admin.headers, payload: { platformFeePercentage: fee } });
    expect(response.statusCode).toBe(200);
  }
});

describe('the invoice issuer (issue #38)', () => {
  it('is saved whole, written as banks and tax offices write it', async () => {
    const saved = await putIssuer(ISSUER);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { ...ISSUER, vatNumber: 'EE102345678', iban: 'EE382200221020145685', bic: 'HABAEE2X' };
    expect(saved.json()).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings/invoice-issuer', headers: admin.headers })).json()).toEqual(expected);
    expect((await latestActivity(t, 'admin.invoice_issuer_updated'))?.message).toBe('Invoice details saved for 24WM OÜ');
  });

  it('answers each wrong field with its message and keeps what was saved', async () => {
    await putIssuer(ISSUER);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ legalName: ' ' }, 'legalName', PLATFORM_MESSAGES.legalNameRequired],
      [{ address: '' }, 'address', PLATFORM_MESSAGES.addressRequired],
      [{ iban: 'EE39 2200 2210 2014 5685' }, 'iban', PLATFORM_MESSAGES.ibanInvalid],
      [{ bic: 'HABA' }, 'bic', PLATFORM_MESSAGES.bicInvalid],
      [{ paymentTermDays: 366 }, 'paymentTermDays', PLATFORM_MESSAGES.paymentTermInvalid],
      [{ paymentTermDays: 7.5 }, 'paymentTermDays', PLATFORM_MESSAGES.paymentTermInvalid],
      [{ vatNumber: 'EE12345' }, 'vatNumber', ''],
      [{ footer: 'x'.repeat(1001) }, 'footer', ''],
    ];
    for (const [change, field, message] of cases) {
      const response = await putIssuer({ ...ISSUER, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      const details = response.json().error.details as Record<string, string[]>;
      expect(Object.keys(details), JSON.stringify(change)).toEqual([field]);
      if (message) expect(details[field]).toEqual([message]);
    }
    const { legalName: _left, ...withoutName } = ISSUER;
    expect((await putIssuer(withoutName)).statusCode).toBe(400);
    expect((await putIssuer({ ...ISSUER, extra: 1 })).statusCode).toBe(400);
    const kept = await t.app.inject({ method: 'GET', url: '/api/admin/settings/invoice-issuer', headers: admin.headers });
    expect(kept.json().iban).toBe('EE382200221020145685');
  });

  it('leaves the fee settings as they were', async () => {
    const fee = (await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers })).json();
    await putIssuer({ ...ISSUER, paymentTermDays: 30 });
    expect((await t.app.inject({ method: 'GET', url: '/api/platform/config', headers: admin.headers })).json()).toEqual(fee);
  });
});
