import { IMAGE_MESSAGES, WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@shared/contracts/dashboard';
import {
  type MyWarehousesResponse,
  browseResponse,
  type WarehouseDetail,
  type WarehouseInput,
} from '@shared/contracts/warehouses';
import { rowsOf } from '../../db/client';
import { activityLog, warehouses } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../platform/events';
import { type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { fileExists, uploadPendingImage } from './warehouse-images.test-support';
import { warehouseFormBody } from './warehouses.test-support';

const t = useTestApp();
const reference = useReference(t);
const [admin, customer, owner, otherOwner] = useSignedIn(t, ['administrator'], ['customer'], ['warehouse_owner'], ['warehouse_owner']);

const PERMISSION = 'You do not have permission to perform this action.';
const NOT_FOUND = { code: 'not_found', message: 'Warehouse not found' };

/** A form body with coordinates, so saves need no geocoder. */
const warehouseInput = (overrides: Partial<WarehouseInput> = {}) => warehouseFormBody(reference, { latitude: 59.44, longitude: 24.76, ...overrides });

async function createWarehouseAs(who: SignedInUser, overrides: Partial<WarehouseInput> = {}): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/warehouses', headers: who.headers, payload: warehouseInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function getAs(who: SignedInUser | null, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/warehouses/${id}`, headers: who?.headers ?? {} });
}

type Who = 'visitor' | 'customer' | 'owner' | 'otherOwner' | 'admin';
const everyone: Who[] = ['visitor', 'customer', 'owner', 'otherOwner', 'admin'];
const user = (who: Who): SignedInUser | null =>
  ({ visitor: null, customer, owner, otherOwner, admin })[who];

describe('permission matrix', () => {
  type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  /** Each role gets a fresh warehouse of `owner`, so destructive calls do not affect each other. */
  const routes: { name: string; call: (id: string) => Call; expected: Record<Who, number> }[] = [
    {
      name: 'GET /api/warehouses/:id (active)',
      call: (id) => ({ method: 'GET', url: `/api/warehouses/${id}` }),
      expected: { visitor: 200, customer: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
    {
      name: 'POST /api/warehouses',
      call: () => ({ method: 'POST', url: '/api/warehouses', payload: warehouseInput() }),
      expected: { visitor: 401, customer: 403, owner: 201, otherOwner: 201, admin: 201 },
    },
    {
      name: 'PUT /api/warehouses/:id',
      call: (id) => ({ method: 'PUT', url: `/api/warehouses/${id}`, payload: warehouseInput({ name: 'Renamed' }) }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 403, admin: 200 },
    },
    {
      name: 'PATCH /api/warehouses/:id/status',
      call: (id) => ({ method: 'PATCH', url: `/api/warehouses/${id}/status`, payload: { isActive: false } }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 403, admin: 200 },
    },
    {
      name: 'POST /api/warehouses/:id/duplicate',
      call: (id) => ({ method: 'POST', url: `/api/warehouses/${id}/duplicate` }),
      expected: { visitor: 401, customer: 403, owner: 201, otherOwner: 403, admin: 201 },
    },
    {
      name: 'DELETE /api/warehouses/:id',
      call: (id) => ({ method: 'DELETE', url: `/api/warehouses/${id}` }),
      expected: { visitor: 401, customer: 403, owner: 204, otherOwner: 403, admin: 204 },
    },
    {
      name: 'GET /api/warehouses/mine',
      call: () => ({ method: 'GET', url: '/api/warehouses/mine' }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 200, admin: 200 },
    },
    {
      name: 'GET /api/reference',
      call: () => ({ method: 'GET', url: '/api/reference' }),
      expected: { visitor: 200, customer: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
  ];

  for (const route of routes) {
    it(`${route.name}: ${everyone.map((who) => `${who} ${route.expected[who]}`).join(', ')}`, async () => {
      const seen: Record<string, number> = {};
      for (const who of everyone) {
        const id = await createWarehouseAs(owner);
        const signedIn = user(who);
        const response = await t.app.inject({ ...route.call(id), headers: signedIn?.headers ?? {} });
        seen[who] = response.statusCode;
        if (response.statusCode === 401) expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
        if (response.statusCode === 403) {
          const message = route.name === 'POST /api/warehouses' ? WAREHOUSE_FORM_MESSAGES.insufficientPermissions : PERMISSION;
          expect(response.json().error).toEqual({ code: 'forbidden', message });
        }
      }
      expect(seen).toEqual(route.expected);
    });
  }

  it('POST /api/warehouse-images and DELETE /api/warehouse-images/:id: uploads by owners and administrators, removal by the uploader or an administrator', async () => {
    const { uploadImage } = await import('./warehouse-images.test-support');
    const { makeImage } = await import('../../../../tests/api/uploads');
    const uploads: Record<Who, number> = {} as Record<Who, number>;
    for (const who of everyone) uploads[who] = (await uploadImage(t, user(who)?.headers ?? {}, await makeImage())).statusCode;
    expect(uploads).toEqual({ visitor: 401, customer: 403, owner: 201, otherOwner: 201, admin: 201 });

    const removals: Record<Who, number> = {} as Record<Who, number>;
    for (const who of everyone) {
      const image = await uploadPendingImage(t, owner.headers);
      const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: user(who)?.headers ?? {} });
      removals[who] = response.statusCode;
      if (response.statusCode === 403) expect(response.json().error.message).toBe(IMAGE_MESSAGES.deleteForbidden);
      expect(await fileExists(t, image.url)).toBe(response.statusCode !== 204);
    }
    expect(removals).toEqual({ visitor: 401, customer: 403, owner: 204, otherOwner: 403, admin: 204 });
  });

  it('answers 404 "Warehouse not found" for an unknown id to everyone allowed to ask, and 400 for an id that is not a UUID', async () => {
    const unknown = randomUUID();
    for (const who of everyone) expect((await getAs(user(who), unknown)).json().error).toEqual(NOT_FOUND);
    for (const call of [
      { method: 'PUT' as const, url: `/api/warehouses/${unknown}`, payload: warehouseInput() },
      { method: 'PATCH' as const, url: `/api/warehouses/${unknown}/status`, payload: { isActive: true } },
      { method: 'POST' as const, url: `/api/warehouses/${unknown}/duplicate` },
      { method: 'DELETE' as const, url: `/api/warehouses/${unknown}` },
    ]) {
      for (const who of [owner, admin]) {
        const response = await t.app.inject({ ...call, headers: who.headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
        expect(response.json().error).toEqual(NOT_FOUND);
      }
    }
    const image = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${unknown}`, headers: owner.headers });
    expect(image.statusCode).toBe(404);
    // A malformed id names no warehouse either.
    expect((await getAs(null, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('turns away a customer before looking at the body, and an owner without the role even for their own warehouse', async () => {
    const invalid = await t.app.inject({ method: 'POST', url: '/api/warehouses', headers: customer.headers, payload: {} });
    expect(invalid.statusCode).toBe(403);
    expect(invalid.json().error.message).toBe(WAREHOUSE_FORM_MESSAGES.insufficientPermissions);
    const noRole = await signInAs(t, []);
    const response = await t.app.inject({ method: 'GET', url: '/api/warehouses/mine', headers: noRole.headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('visibility of inactive warehouses', () => {
  let inactiveId: string;
  beforeAll(async () => {
    inactiveId = await createWarehouseAs(owner, { isActive: false });
  });

  it('visitor 404, customer 404, other owner 404, its owner 200, administrator 200', async () => {
    const seen: Record<string, number> = {};
    for (const who of everyone) seen[who] = (await getAs(user(who), inactiveId)).statusCode;
    expect(seen).toEqual({ visitor: 404, customer: 404, owner: 200, otherOwner: 404, admin: 200 });
    expect((await getAs(null, inactiveId)).json().error).toEqual(NOT_FOUND);
  });

  it('says "Warehouse not found" to someone else who tries to change it, so its existence does not leak', async () => {
    for (const call of [
      { method: 'PUT' as const, url: `/api/warehouses/${inactiveId}`, payload: warehouseInput() },
      { method: 'PATCH' as const, url: `/api/warehouses/${inactiveId}/status`, payload: { isActive: true } },
      { method: 'POST' as const, url: `/api/warehouses/${inactiveId}/duplicate` },
      { method: 'DELETE' as const, url: `/api/warehouses/${inactiveId}` },
    ]) {
      const response = await t.app.inject({ ...call, headers: otherOwner.headers });
      expect(response.statusCode, call.method).toBe(404);
    }
    expect((await getAs(owner, inactiveId)).json<WarehouseDetail>().isActive).toBe(false);
  });

  it('tells the viewer whether they can manage it', async () => {
    const id = await createWarehouseAs(owner);
    const canManage = async (who: SignedInUser | null) => (await getAs(who, id)).json<WarehouseDetail>().canManage;
    expect(await canManage(null)).toBe(false);
    expect(await canManage(customer)).toBe(false);
    expect(await canManage(otherOwner)).toBe(false);
    expect(await canManage(owner)).toBe(true);
    expect(await canManage(admin)).toBe(true);
  });
});

describe('PATCH /api/warehouses/:id/status', () => {
  it('switches a warehouse off and on; off, visitors no longer see it', async () => {
    const id = await createWarehouseAs(owner);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, payload: { isActive: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json<WarehouseDetail>().isActive).toBe(false);
    expect((await getAs(null, id)).statusCode).toBe(404);
    const on = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: admin.headers, payload: { isActive: true } });
    expect(on.json<WarehouseDetail>().isActive).toBe(true);
    expect((await getAs(null, id)).statusCode).toBe(200);
  });

  it('wants a boolean', async () => {
    const id = await createWarehouseAs(owner);
    const response = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, payload: { isActive: 'yes' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('isActive');
  });
});

describe('GET /api/warehouses/mine', () => {
  it('shows an owner only their own warehouses, newest first, with spaces, size, main image and status', async () => {
    const mine = await signInAs(t, ['warehouse_owner']);
    const image = await uploadPendingImage(t, mine.headers);
    const first = await createWarehouseAs(mine, { name: 'First' });
    const second = await createWarehouseAs(mine, {
      name: 'Second',
      isActive: false,
      imageIds: [image.id],
      spaces: [
        { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 100.5, pricePerM2Cents: 300 },
        { spaceTypeId: reference.spaceTypeId('Outdoors'), sizeM2: 200, pricePerM2Cents: 100 },
      ],
    });
    await createWarehouseAs(otherOwner, { name: 'Not mine' });
    const response = await t.app.inject({ method: 'GET', url: '/api/warehouses/mine', headers: mine.headers });
    expect(response.statusCode).toBe(200);
    const body = response.json<MyWarehousesResponse>();
    expect(body.total).toBe(2);
    expect(body.items.map((item) => item.id)).toEqual([second, first]);
    expect(body.items[0]).toMatchObject({
      name: 'Second',
      isActive: false,
      spacesCount: 2,
      totalSizeM2: 300.5,
      ownerEmail: mine.user.email,
      mainImage: { id: image.id, url: image.url, thumbnailUrl: image.thumbnailUrl },
    });
    expect(body.items[1]!.mainImage).toBeNull();
  });

  it('shows an administrator every owner\'s warehouses, paginated', async () => {
    const total = await t.db.$count(warehouses);
    const page = await t.app.inject({ method: 'GET', url: '/api/warehouses/mine?page=1&pageSize=2', headers: admin.headers });
    const body = page.json<MyWarehousesResponse>();
    expect(body.total).toBe(total);
    expect(body.items).toHaveLength(2);
    const ownerIds = new Set((await t.db.select({ ownerId: warehouses.ownerId }).from(warehouses)).map((row) => row.ownerId));
    expect(ownerIds.size).toBeGreaterThan(1);
    const second = (await t.app.inject({ method: 'GET', url: '/api/warehouses/mine?page=2&pageSize=2', headers: admin.headers })).json<MyWarehousesResponse>();
    expect(second.items.map((item) => item.id)).not.toContain(body.items[0]!.id);
  });
});

describe('DELETE /api/warehouses/:id', () => {
  it('removes the warehouse, its children and its image files', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const id = await createWarehouseAs(owner, { imageIds: [image.id] });
    expect(await fileExists(t, image.url)).toBe(true);
    const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${id}`, headers: owner.headers });
    expect(response.statusCode).toBe(204);
    expect(await t.db.$count(warehouses, eq(warehouses.id, id))).toBe(0);
    expect((await getAs(owner, id)).statusCode).toBe(404);
    expect(await fileExists(t, image.url)).toBe(false);
    expect(await fileExists(t, image.thumbnailUrl)).toBe(false);
  });
});

describe('POST /api/warehouses/:id/duplicate', () => {
  it('copies everything as "{name} (Copy)" with its own image files, for the same owner and status', async () => {
    const [firstImage, secondImage] = [await uploadPendingImage(t, owner.headers), await uploadPendingImage(t, owner.headers)];
    const feature = reference.features.find((item) => item.type === 'custom')!;
    const service = reference.services[0]!;
    const id = await createWarehouseAs(owner, {
      name: 'Harbour Hall',
      isActive: false,
      spaces: [
        { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 1200.25, pricePerM2Cents: 450 },
        { spaceTypeId: reference.spaceTypeId('Bonded'), sizeM2: 300, pricePerM2Cents: 700 },
      ],
      features: [{ featureId: feature.id, customValue: 'ISO 9001' }],
      services: [{ serviceId: service.id, pricePerHourCents: 2500, notes: 'Two crews' }],
      imageIds: [firstImage.id, secondImage.id],
    });

    const response = await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: admin.headers });
    expect(response.statusCode).toBe(201);
    const copyId = response.json<{ id: string }>().id;
    expect(copyId).not.toBe(id);

    const original = (await getAs(owner, id)).json<WarehouseDetail>();
    const copy = (await getAs(owner, copyId)).json<WarehouseDetail>();
    expect(copy.name).toBe('Harbour Hall (Copy)');
    expect(copy.ownerId).toBe(owner.user.id);
    expect(copy.isActive).toBe(false);
    expect(copy.editableTexts?.name).toBe('Harbour Hall (Copy)');
    const comparable = (detail: WarehouseDetail) => ({
      ...detail,
      id: undefined,
      name: undefined,
      editableTexts: { ...detail.editableTexts, name: undefined },
      createdAt: undefined,
      updatedAt: undefined,
      images: detail.images.length,
      spaces: detail.spaces.map((space) => ({ ...space, id: undefined })),
    });
    expect(comparable(copy)).toEqual(comparable(original));

    // Independent files: deleting the original leaves the copy's pictures in place.
    const copyUrls = copy.images.flatMap((image) => [image.url, image.thumbnailUrl]);
    const originalUrls = original.images.flatMap((image) => [image.url, image.thumbnailUrl]);
    expect(copyUrls.some((url) => originalUrls.includes(url))).toBe(false);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${id}`, headers: owner.headers })).statusCode).toBe(204);
    for (const url of originalUrls) expect(await fileExists(t, url)).toBe(false);
    for (const url of copyUrls) expect(await fileExists(t, url)).toBe(true);
  });

  it('keeps the copy\'s name within 200 characters', async () => {
    const id = await createWarehouseAs(owner, { name: 'N'.repeat(200) });
    const response = await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: owner.headers });
    const copy = (await getAs(owner, response.json<{ id: string }>().id)).json<WarehouseDetail>();
    expect(copy.name).toHaveLength(200);
    expect(copy.name.endsWith(' (Copy)')).toBe(true);
  });
});

describe('browse arrays and cards', () => {
  it('keeps the space types, features and services browse filters on in step with every save', async () => {
    const indoor = reference.spaceTypeId('Indoor');
    const cold = reference.spaceTypeId('Cold Storage');
    const find = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/warehouses?${query}&pageSize=60` })).json<{ items: { id: string }[] }>().items.map(
        (item) => item.id,
      );
    const id = await createWarehouseAs(owner, { name: 'Array check' });
    expect(await find(`spaceTypes=${indoor}`)).toContain(id);
    expect(await find(`spaceTypes=${cold}`)).not.toContain(id);

    const edited = warehouseInput({ spaces: [{ spaceTypeId: cold, sizeM2: 50, pricePerM2Cents: 100 }] });
    const response = await t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: owner.headers, payload: edited });
    expect(response.statusCode, response.body).toBe(200);
    expect(await find(`spaceTypes=${cold}`)).toContain(id);
    expect(await find(`spaceTypes=${indoor}`)).not.toContain(id);

    const copy = (await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: owner.headers })).json<{ id: string }>();
    await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${copy.id}/status`, headers: owner.headers, payload: { isActive: true } });
    expect(await find(`spaceTypes=${cold}`)).toEqual(expect.arrayContaining([id, copy.id]));
  });

  it('shows every save on the warehouse\'s browse card at once: create, edit, images, switch off and on, duplicate', async () => {
    const docks = reference.feature('Loading Docks');
    const customs = reference.service('Customs Clearance');
    /** The owner's card for the warehouse in the browse list, and whether every stored card is the database's own. */
    const cardOf = async (id: string, who: SignedInUser | null = owner) => {
      const url = `/api/warehouses?q=${encodeURIComponent('Card check')}&pageSize=60`;
      const response = await t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
      expect(response.statusCode, response.body).toBe(200);
      const [check] = await rowsOf<{ stale: number }>(t.db, sql`select count(*)::int as stale from warehouses w left join warehouse_cards c on c.warehouse_id = w.id
                                                       where c.card is distinct from warehouse_card(w.id) or c.pin is not null or w.map_pin is distinct from warehouse_pin(w.id)`);
      expect(check?.stale).toBe(0);
      return browseResponse.parse(response.json()).items.find((item) => item.id === id);
    };

    const [first, second] = [await uploadPendingImage(t, owner.headers), await uploadPendingImage(t, owner.headers)];
    const id = await createWarehouseAs(owner, { name: 'Card check one', features: [{ featureId: docks.id }], imageIds: [first.id, second.id] });
    expect(await cardOf(id)).toEqual({
      id,
      name: 'Card check one',
      nameLocale: 'en',
      city: 'Tallinn',
      country: 'Estonia',
      totalSizeM2: 1000,
      minPricePerM2Cents: 450,
      spaceTypes: ['Indoor'],
      features: ['Loading Docks'],
      services: [],
      thumbnailUrl: first.thumbnailUrl,
    });

    const edited = warehouseInput({
      name: 'Card check two',
      city: 'Tartu',
      spaces: [
        { spaceTypeId: reference.spaceTypeId('Cold Storage'), sizeM2: 50.5, pricePerM2Cents: 120 },
        { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: 300 },
      ],
      features: [],
      services: [{ serviceId: customs.id, pricePerHourCents: 5000 }],
      imageIds: [second.id, first.id],
    });
    const put = await t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: owner.headers, payload: edited });
    expect(put.statusCode, put.body).toBe(200);
    expect(await cardOf(id)).toMatchObject({
      name: 'Card check two',
      city: 'Tartu',
      totalSizeM2: 60.5,
      minPricePerM2Cents: 120,
      spaceTypes: ['Cold Storage', 'Indoor'],
      features: [],
      services: ['Customs Clearance'],
      thumbnailUrl: second.thumbnailUrl,
    });
    const withoutImages = await t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: owner.headers, payload: { ...edited, imageIds: [] } });
    expect(withoutImages.statusCode, withoutImages.body).toBe(200);
    expect(await cardOf(id)).toMatchObject({ name: 'Card check two', thumbnailUrl: null });

    const off = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, payload: { isActive: false } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await cardOf(id)).toMatchObject({ name: 'Card check two' });
    expect(await cardOf(id, null)).toBeUndefined();
    const copy = (await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: owner.headers })).json<{ id: string }>();
    expect(await cardOf(copy.id)).toMatchObject({ name: 'Card check two (Copy)', services: ['Customs Clearance'] });
    await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, payload: { isActive: true } });
    expect(await cardOf(id, null)).toMatchObject({ name: 'Card check two' });
  });
});

describe('activity log and live events', () => {
  it('writes an activity-log entry with the viewer for every write', async () => {
    const id = await createWarehouseAs(owner);
    await t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: owner.headers, payload: warehouseInput() });
    await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${id}/status`, headers: owner.headers, payload: { isActive: false } });
    const copy = (await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: owner.headers })).json<{ id: string }>();
    await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${copy.id}`, headers: owner.headers });
    const entries = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, owner.user.id), eq(activityLog.status, 'success')))
      .orderBy(desc(activityLog.createdAt));
    const types = new Set(entries.map((entry) => entry.activityType));
    for (const type of ['warehouse.created', 'warehouse.updated', 'warehouse.status_changed', 'warehouse.duplicated', 'warehouse.deleted']) {
      expect(types, type).toContain(type);
    }
  });

  it('logs a refused write as an error entry', async () => {
    const id = await createWarehouseAs(owner);
    await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${id}`, headers: otherOwner.headers });
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.userId, otherOwner.user.id), eq(activityLog.activityType, 'warehouse.deleted')))
      .orderBy(desc(activityLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({ status: 'error', errorMessage: PERMISSION });
  });

  it('publishes an invalidate event for the catalogue and the dashboards after a create commits', async () => {
    const received: unknown[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      const id = await createWarehouseAs(owner);
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toContainEqual({
        kind: 'event',
        audience: 'everyone',
        event: { type: 'invalidate', keys: ['warehouses', 'dashboard'] },
      });
      // Published after the commit: whoever refetches on it finds the warehouse.
      expect((await getAs(null, id)).statusCode).toBe(200);
    } finally {
      await unlisten();
    }
  });

  it('keeps the owner\'s dashboard count right through create, duplicate and delete', async () => {
    const fresh = await signInAs(t, ['warehouse_owner']);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: fresh.headers })).json<DashboardStats>().owner!.myWarehouses;
    expect(await count()).toBe(0);
    const id = await createWarehouseAs(fresh);
    expect(await count()).toBe(1);
    await t.app.inject({ method: 'POST', url: `/api/warehouses/${id}/duplicate`, headers: fresh.headers });
    expect(await count()).toBe(2);
    await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${id}`, headers: fresh.headers });
    expect(await count()).toBe(1);
  });
});
