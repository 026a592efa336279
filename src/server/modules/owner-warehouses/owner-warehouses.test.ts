import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CreateInquiriesResponse, ListAdminInquiriesResponse, ListInquiriesResponse } from '@shared/contracts/inquiries';
import type { OwnerWarehouseDetail, OwnerWarehouseInput, OwnerWarehousesResponse } from '@shared/contracts/owner-warehouses';
import type { BrowseResponse, MyWarehousesResponse, WarehouseDetail, WarehouseInput } from '@shared/contracts/warehouses';
import { addDays } from '@shared/dates';
import { GENERIC_MESSAGES, OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { warehouseSpaces, warehouses } from '../../db/schema';
import { type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { makeImage, multipartBody } from '../../../../tests/api/uploads';
import { fileExists } from '../warehouses/warehouse-images.test-support';
import { warehouseFormBody } from '../warehouses/warehouses.test-support';

const t = useTestApp();
const reference = useReference(t);
const [admin, customer, owner, otherOwner] = useSignedIn(t, ['administrator'], ['customer'], ['warehouse_owner'], ['warehouse_owner']);

const NOT_FOUND = { code: 'not_found', message: WAREHOUSE_MESSAGES.notFound };
const TODAY = new Date().toISOString().slice(0, 10);

function listingInput(overrides: Partial<OwnerWarehouseInput> = {}): OwnerWarehouseInput {
  return {
    name: `Yard ${randomUUID().slice(0, 6)}`,
    description: 'Fenced yard by the port',
    warehouseTypeId: reference.warehouseTypeId('General Storage'),
    sizeM2: 1250.5,
    pricePerM2Cents: 375,
    operatingHours: 'business_hours',
    address: 'Kai 1',
    city: 'Tallinn',
    country: 'Estonia',
    postalCode: '10111',
    ...overrides,
  };
}

async function create(payload: unknown, who: SignedInUser | null = owner) {
  return t.app.inject({ method: 'POST', url: '/api/owner-warehouses', headers: who?.headers ?? {}, payload: payload as object });
}
async function createOk(overrides: Partial<OwnerWarehouseInput> = {}, who: SignedInUser = owner): Promise<string> {
  const response = await create(listingInput(overrides), who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}
async function detailAs(who: SignedInUser | null, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/owner-warehouses/${id}`, headers: who?.headers ?? {} });
}
async function detail(id: string): Promise<OwnerWarehouseDetail> {
  const response = await detailAs(owner, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnerWarehouseDetail>();
}
async function upload(who: SignedInUser | null, bytes: Uint8Array, filename = 'photo.png', contentType = 'image/png') {
  const body = await multipartBody(bytes, { filename, contentType });
  return t.app.inject({
    method: 'POST',
    url: '/api/owner-warehouse-images',
    headers: { ...(who?.headers ?? {}), ...body.headers },
    payload: body.payload,
  });
}
async function uploadOk(who: SignedInUser = owner, format: 'png' | 'jpeg' = 'png'): Promise<{ id: string; url: string }> {
  const response = await upload(who, await makeImage(format), `photo.${format === 'png' ? 'png' : 'jpg'}`, `image/${format}`);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string; url: string }>();
}
async function multiSpaceWarehouse(who: SignedInUser = owner): Promise<string> {
  const payload = warehouseFormBody(reference, { address: 'Kai 2', spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 100, pricePerM2Cents: 100 }] });
  const response = await t.app.inject({ method: 'POST', url: '/api/warehouses', headers: who.headers, payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

type Who = 'visitor' | 'customer' | 'owner' | 'otherOwner' | 'admin';
const everyone: Who[] = ['visitor', 'customer', 'owner', 'otherOwner', 'admin'];
const user = (who: Who): SignedInUser | null => ({ visitor: null, customer, owner, otherOwner, admin })[who];

describe('permission matrix', () => {
  type Call = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; payload?: object };
  /** Each caller gets a fresh listing of `owner`, so destructive calls do not affect each other. */
  const routes: { name: string; call: (id: string) => Call; expected: Record<Who, number> }[] = [
    {
      name: 'GET /api/owner-warehouses/:id (active)',
      call: (id) => ({ method: 'GET', url: `/api/owner-warehouses/${id}` }),
      expected: { visitor: 200, customer: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
    {
      name: 'GET /api/owner-warehouses/mine',
      call: () => ({ method: 'GET', url: '/api/owner-warehouses/mine' }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 200, admin: 403 },
    },
    {
      name: 'POST /api/owner-warehouses',
      call: () => ({ method: 'POST', url: '/api/owner-warehouses', payload: listingInput() }),
      expected: { visitor: 401, customer: 403, owner: 201, otherOwner: 201, admin: 403 },
    },
    {
      name: 'PUT /api/owner-warehouses/:id',
      call: (id) => ({ method: 'PUT', url: `/api/owner-warehouses/${id}`, payload: listingInput({ name: 'Renamed' }) }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 403, admin: 200 },
    },
    {
      name: 'PATCH /api/owner-warehouses/:id/status',
      call: (id) => ({ method: 'PATCH', url: `/api/owner-warehouses/${id}/status`, payload: { isActive: false } }),
      expected: { visitor: 401, customer: 403, owner: 200, otherOwner: 403, admin: 200 },
    },
    {
      name: 'POST /api/owner-warehouses/:id/duplicate',
      call: (id) => ({ method: 'POST', url: `/api/owner-warehouses/${id}/duplicate` }),
      expected: { visitor: 401, customer: 403, owner: 201, otherOwner: 403, admin: 201 },
    },
    {
      name: 'DELETE /api/owner-warehouses/:id',
      call: (id) => ({ method: 'DELETE', url: `/api/owner-warehouses/${id}` }),
      expected: { visitor: 401, customer: 403, owner: 204, otherOwner: 403, admin: 204 },
    },
  ];

  for (const route of routes) {
    for (const who of everyone) {
      it(`${route.name} as ${who} answers ${route.expected[who]}`, async () => {
        const id = await createOk();
        const { method, url, payload } = route.call(id);
        const caller = user(who);
        const response = await t.app.inject({ method, url, headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
        expect(response.statusCode, response.body).toBe(route.expected[who]);
      });
    }
  }

  it('tells a signed-in user without the warehouse_owner role that only warehouse owners can create listings', async () => {
    for (const who of [customer, admin]) {
      const response = await create(listingInput(), who);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'forbidden', message: OWNER_WAREHOUSE_MESSAGES.onlyOwnersCreate } });
    }
    // The role is checked before the body, so a bad body does not tell a customer anything either.
    expect((await create({}, customer)).statusCode).toBe(403);
    expect((await create({}, null)).statusCode).toBe(401);
  });

  it('POST /api/owner-warehouse-images: visitors 401, customers 403, owners and administrators 201', async () => {
    const png = await makeImage('png');
    expect((await upload(null, png)).statusCode).toBe(401);
    expect((await upload(customer, png)).statusCode).toBe(403);
    expect((await upload(owner, png)).statusCode).toBe(201);
    expect((await upload(admin, png)).statusCode).toBe(201);
  });

  it('an inactive listing is "Warehouse not found" for visitors, customers and other owners; its owner and administrators see it', async () => {
    const id = await createOk();
    await t.app.inject({ method: 'PATCH', url: `/api/owner-warehouses/${id}/status`, headers: owner.headers, payload: { isActive: false } });
    for (const who of [null, customer, otherOwner]) {
      const response = await detailAs(who, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toEqual(NOT_FOUND);
    }
    expect((await detailAs(owner, id)).statusCode).toBe(200);
    expect((await detailAs(admin, id)).statusCode).toBe(200);
    // Another owner cannot act on it either, and learns nothing: the same 404.
    const hidden = await t.app.inject({ method: 'DELETE', url: `/api/owner-warehouses/${id}`, headers: otherOwner.headers });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('validation of the single-space warehouse form', () => {
  const cases: { name: string; payload: () => unknown; field: string; message: string }[] = [
    { name: 'blank name', payload: () => listingInput({ name: ' ' }), field: 'name', message: 'Name is required' },
    { name: 'no type', payload: () => listingInput({ warehouseTypeId: '' }), field: 'warehouseTypeId', message: OWNER_WAREHOUSE_MESSAGES.typeRequired },
    {
      name: 'a type that is not an id',
      payload: () => listingInput({ warehouseTypeId: 'Cold Store' }),
      field: 'warehouseTypeId',
      message: OWNER_WAREHOUSE_MESSAGES.invalidType,
    },
    { name: 'no size', payload: () => ({ ...listingInput(), sizeM2: undefined }), field: 'sizeM2', message: OWNER_WAREHOUSE_MESSAGES.sizeRequired },
    { name: 'size 0', payload: () => listingInput({ sizeM2: 0 }), field: 'sizeM2', message: 'Size must be greater than 0' },
    { name: 'a negative size', payload: () => listingInput({ sizeM2: -5 }), field: 'sizeM2', message: 'Size must be greater than 0' },
    { name: 'a size finer than 0.01', payload: () => listingInput({ sizeM2: 10.005 }), field: 'sizeM2', message: 'Invalid size value.' },
    {
      name: 'no price',
      payload: () => ({ ...listingInput(), pricePerM2Cents: undefined }),
      field: 'pricePerM2Cents',
      message: OWNER_WAREHOUSE_MESSAGES.priceRequired,
    },
    { name: 'a negative price', payload: () => listingInput({ pricePerM2Cents: -1 }), field: 'pricePerM2Cents', message: 'Invalid price value.' },
    { name: 'a price in fractions of a cent', payload: () => listingInput({ pricePerM2Cents: 12.5 }), field: 'pricePerM2Cents', message: 'Invalid price value.' },
    { name: 'blank address', payload: () => listingInput({ address: '' }), field: 'address', message: 'Address is required' },
    { name: 'blank city', payload: () => listingInput({ city: '' }), field: 'city', message: 'City is required' },
    { name: 'blank postal code', payload: () => listingInput({ postalCode: '' }), field: 'postalCode', message: 'Postal code is required' },
    { name: 'blank country', payload: () => listingInput({ country: '' }), field: 'country', message: 'Country is required' },
    {
      name: 'unknown operating hours',
      payload: () => listingInput({ operatingHours: 'nights' as never }),
      field: 'operatingHours',
      message: OWNER_WAREHOUSE_MESSAGES.hoursRequired,
    },
    {
      name: 'custom hours without any day',
      payload: () => listingInput({ operatingHours: 'custom', customHours: {} }),
      field: 'customHours',
      message: OWNER_WAREHOUSE_MESSAGES.customHoursRequired,
    },
    {
      name: 'custom hours missing altogether',
      payload: () => listingInput({ operatingHours: 'custom' }),
      field: 'customHours',
      message: OWNER_WAREHOUSE_MESSAGES.customHoursRequired,
    },
    {
      name: 'a time that is not HH:MM',
      payload: () => listingInput({ operatingHours: 'custom', customHours: { monday: { open: '8am', close: '17:00' } } }),
      field: 'customHours.monday.open',
      message: OWNER_WAREHOUSE_MESSAGES.timeFormat,
    },
    {
      name: 'an hour past 23',
      payload: () => listingInput({ operatingHours: 'custom', customHours: { tuesday: { open: '08:00', close: '24:00' } } }),
      field: 'customHours.tuesday.close',
      message: OWNER_WAREHOUSE_MESSAGES.timeFormat,
    },
    {
      name: 'closing before opening',
      payload: () => listingInput({ operatingHours: 'custom', customHours: { friday: { open: '18:00', close: '09:00' } } }),
      field: 'customHours.friday.close',
      message: OWNER_WAREHOUSE_MESSAGES.closeAfterOpen,
    },
    {
      name: 'closing when opening',
      payload: () => listingInput({ operatingHours: 'custom', customHours: { sunday: { open: '09:00', close: '09:00' } } }),
      field: 'customHours.sunday.close',
      message: OWNER_WAREHOUSE_MESSAGES.closeAfterOpen,
    },
    {
      name: 'six images',
      payload: () => listingInput({ imageIds: Array.from({ length: 6 }, () => randomUUID()) }),
      field: 'imageIds',
      message: OWNER_WAREHOUSE_MESSAGES.tooManyImages,
    },
  ];

  for (const testCase of cases) {
    it(`refuses ${testCase.name} with 400 "${testCase.message}" on ${testCase.field}`, async () => {
      const before = await t.db.$count(warehouses);
      const response = await create(testCase.payload());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.details[testCase.field]).toContain(testCase.message);
      expect(await t.db.$count(warehouses)).toBe(before);
    });
  }

  it('refuses a warehouse type id that does not exist, on warehouseTypeId, and writes nothing', async () => {
    const before = await t.db.$count(warehouses);
    const response = await create(listingInput({ warehouseTypeId: randomUUID() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ message: OWNER_WAREHOUSE_MESSAGES.invalidType, details: { warehouseTypeId: [OWNER_WAREHOUSE_MESSAGES.invalidType] } });
    expect(await t.db.$count(warehouses)).toBe(before);
  });

  it('reports a missing custom-feature text and an unknown service on their own paths', async () => {
    const response = await create(
      listingInput({ features: [{ featureId: reference.feature('Certifications').id }], services: [{ serviceId: randomUUID() }] }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toMatchObject({
      'features.0.customValue': ['Please describe this feature'],
      'services.0.serviceId': ['Invalid service selected.'],
    });
  });

  it('refuses an image of another uploader by its position', async () => {
    const theirs = await uploadOk(otherOwner);
    const response = await create(listingInput({ imageIds: [theirs.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details['imageIds.0']).toEqual(['This image is no longer available. Please upload it again.']);
  });
});

describe('one listing model: a single-space listing is a warehouse with one space', () => {
  it('creates the listing with its type, hours, one space of the derived type, features, services and five images', async () => {
    const images = [await uploadOk(owner, 'jpeg'), await uploadOk(), await uploadOk(), await uploadOk(), await uploadOk()];
    const id = await createOk({
      warehouseTypeId: reference.warehouseTypeId('Cold Store'),
      sizeM2: 800.25,
      pricePerM2Cents: 1234,
      operatingHours: 'custom',
      // Given out of order and with a closed Wednesday: stored Monday first, closed days left out.
      customHours: { sunday: { open: '10:00', close: '14:00' }, monday: { open: '08:00', close: '17:30' } },
      features: [{ featureId: reference.feature('Loading Docks').id }, { featureId: reference.feature('Certifications').id, customValue: 'HACCP' }],
      services: [{ serviceId: reference.service('Palletising').id, pricePerHourCents: 4500 }],
      imageIds: images.map((image) => image.id),
    });
    const saved = await detail(id);
    expect(saved).toMatchObject({
      warehouseTypeId: reference.warehouseTypeId('Cold Store'),
      warehouseTypeName: 'Cold Store',
      spaceTypeId: reference.spaceTypeId('Cold Storage'),
      spaceTypeName: 'Cold Storage',
      sizeM2: 800.25,
      pricePerM2Cents: 1234,
      operatingHours: 'custom',
      customHours: { monday: { open: '08:00', close: '17:30' }, sunday: { open: '10:00', close: '14:00' } },
      isActive: true,
      canManage: true,
      ownerId: owner.user.id,
    });
    expect(Object.keys(saved.customHours!)).toEqual(['monday', 'sunday']);
    expect(saved.features.map((item) => [item.name, item.customValue])).toEqual([
      ['Certifications', 'HACCP'],
      ['Loading Docks', null],
    ]);
    expect(saved.services).toMatchObject([{ name: 'Palletising', pricingType: 'hourly_rate', pricePerHourCents: 4500 }]);
    expect(saved.images.map((image) => image.id)).toEqual(images.map((image) => image.id));
    // Geocoded from the address by the offline gazetteer, like any warehouse.
    expect(saved.latitude).not.toBeNull();

    const row = (await t.db.select().from(warehouses).where(eq(warehouses.id, id)))[0]!;
    expect(row).toMatchObject({ listingKind: 'single_space', totalSizeM2: '800.25', minPricePerM2Cents: 1234 });
    const spaces = await t.db.select().from(warehouseSpaces).where(eq(warehouseSpaces.warehouseId, id));
    expect(spaces).toHaveLength(1);
    expect(spaces[0]).toMatchObject({ spaceTypeId: reference.spaceTypeId('Cold Storage'), sizeM2: '800.25', pricePerM2Cents: 1234 });
  });

  it.each([
    ['Open Yard', 'Outdoors'],
    ['Bonded Warehouse', 'Bonded'],
    ['General Storage', 'Indoor'],
    ['Distribution Centre', 'Indoor'],
    ['Cross-Dock Facility', 'Indoor'],
  ])('gives a %s listing a space of type %s', async (typeName, spaceTypeName) => {
    const saved = await detail(await createOk({ warehouseTypeId: reference.warehouseTypeId(typeName) }));
    expect(saved.spaceTypeName).toBe(spaceTypeName);
  });

  it('keeps no custom hours unless the hours are custom', async () => {
    const saved = await detail(await createOk({ operatingHours: '24_7', customHours: { monday: { open: '08:00', close: '09:00' } } }));
    expect(saved).toMatchObject({ operatingHours: '24_7', customHours: null });
  });

  it('is a warehouse everywhere else: the multi-space detail, browse, but not the multi-space dashboard', async () => {
    const name = `Findable ${randomUUID().slice(0, 8)}`;
    const id = await createOk({ name, warehouseTypeId: reference.warehouseTypeId('Open Yard') });
    const multi = await t.app.inject({ method: 'GET', url: `/api/warehouses/${id}` });
    expect(multi.statusCode).toBe(200);
    expect(multi.json<WarehouseDetail>().spaces).toMatchObject([{ spaceTypeName: 'Outdoors', sizeM2: 1250.5, pricePerM2Cents: 375 }]);
    // The detail says which form edits it, so the multi-space screens send its Edit to the single-space form.
    expect(multi.json<WarehouseDetail>().listingKind).toBe('single_space');
    const other = await t.app.inject({ method: 'GET', url: `/api/warehouses/${await multiSpaceWarehouse()}` });
    expect(other.json<WarehouseDetail>().listingKind).toBe('multi_space');

    const browse = await t.app.inject({ method: 'GET', url: `/api/warehouses?q=${encodeURIComponent(name)}&spaceTypes=${reference.spaceTypeId('Outdoors')}` });
    expect(browse.json<BrowseResponse>().items.map((item) => item.id)).toEqual([id]);

    const multiId = await multiSpaceWarehouse();
    const mine = await t.app.inject({ method: 'GET', url: '/api/warehouses/mine?pageSize=100', headers: owner.headers });
    const mineIds = mine.json<MyWarehousesResponse>().items.map((item) => item.id);
    expect(mineIds).toContain(multiId);
    expect(mineIds).not.toContain(id);
  });

  it('lists only the caller\'s own single-space listings on its dashboard, newest first, with type, size and price', async () => {
    const lister = await signInAs(t, ['warehouse_owner']);
    const image = await uploadOk(lister);
    const first = await createOk({ name: 'First', warehouseTypeId: reference.warehouseTypeId('Open Yard'), imageIds: [image.id] }, lister);
    const second = await createOk({ name: 'Second', sizeM2: 99.5, pricePerM2Cents: 1050 }, lister);
    await multiSpaceWarehouse(lister);
    await createOk({}, otherOwner);

    const response = await t.app.inject({ method: 'GET', url: '/api/owner-warehouses/mine', headers: lister.headers });
    expect(response.statusCode).toBe(200);
    const page = response.json<OwnerWarehousesResponse>();
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([second, first]);
    expect(page.items[0]).toMatchObject({ name: 'Second', warehouseTypeName: 'General Storage', sizeM2: 99.5, pricePerM2Cents: 1050, city: 'Tallinn', country: 'Estonia', isActive: true, mainImage: null });
    expect(page.items[1]!.mainImage?.id).toBe(image.id);

    const paged = await t.app.inject({ method: 'GET', url: '/api/owner-warehouses/mine?page=2&pageSize=1', headers: lister.headers });
    expect(paged.json<OwnerWarehousesResponse>().items.map((item) => item.id)).toEqual([first]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/owner-warehouses/mine?pageSize=0', headers: lister.headers });
    expect(bad.statusCode).toBe(400);
  });

  it('treats a multi-space warehouse as "Warehouse not found" in this catalogue, and the multi-space form refuses a single-space listing', async () => {
    const multiId = await multiSpaceWarehouse();
    expect((await detailAs(owner, multiId)).json().error).toEqual(NOT_FOUND);
    for (const call of [
      { method: 'PUT' as const, url: `/api/owner-warehouses/${multiId}`, payload: listingInput() },
      { method: 'PATCH' as const, url: `/api/owner-warehouses/${multiId}/status`, payload: { isActive: false } },
      { method: 'POST' as const, url: `/api/owner-warehouses/${multiId}/duplicate` },
      { method: 'DELETE' as const, url: `/api/owner-warehouses/${multiId}` },
    ]) {
      const response = await t.app.inject({ ...call, headers: owner.headers });
      expect(response.statusCode, call.method).toBe(404);
    }

    const id = await createOk();
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/warehouses/${id}`,
      headers: admin.headers,
      payload: {
        name: 'Two spaces now',
        address: 'Kai 1',
        city: 'Tallinn',
        country: 'Estonia',
        postalCode: '10111',
        spaces: [
          { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: 100 },
          { spaceTypeId: reference.spaceTypeId('Outdoors'), sizeM2: 10, pricePerM2Cents: 100 },
        ],
      } satisfies WarehouseInput,
    });
    expect(put.statusCode).toBe(409);
    expect(put.json().error).toEqual({ code: 'single_space_listing', message: OWNER_WAREHOUSE_MESSAGES.editInSingleSpaceForm });
    expect((await detail(id)).name).not.toBe('Two spaces now');
  });
});

describe('edit, toggle, duplicate and delete', () => {
  it('saves the form over the listing: new type and space type, new hours, images replaced, status kept', async () => {
    const [keep, drop] = [await uploadOk(), await uploadOk()];
    const id = await createOk({ operatingHours: 'custom', customHours: { monday: { open: '08:00', close: '16:00' } }, imageIds: [keep.id, drop.id] });
    await t.app.inject({ method: 'PATCH', url: `/api/owner-warehouses/${id}/status`, headers: owner.headers, payload: { isActive: false } });
    const added = await uploadOk(owner, 'jpeg');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/owner-warehouses/${id}`,
      headers: owner.headers,
      payload: listingInput({
        name: 'Renamed yard',
        warehouseTypeId: reference.warehouseTypeId('Bonded Warehouse'),
        sizeM2: 42,
        pricePerM2Cents: 999,
        operatingHours: '24_7',
        imageIds: [added.id, keep.id],
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json<OwnerWarehouseDetail>();
    expect(saved).toMatchObject({
      name: 'Renamed yard',
      warehouseTypeName: 'Bonded Warehouse',
      spaceTypeName: 'Bonded',
      sizeM2: 42,
      pricePerM2Cents: 999,
      operatingHours: '24_7',
      customHours: null,
      isActive: false,
    });
    expect(saved.images.map((image) => image.id)).toEqual([added.id, keep.id]);
    expect(await fileExists(t, drop.url)).toBe(false);
    expect(await t.db.$count(warehouseSpaces, eq(warehouseSpaces.warehouseId, id))).toBe(1);
  });

  it('duplicates the listing as "{name} (Copy)" with its type, hours, space and images, owned by the same owner', async () => {
    const image = await uploadOk();
    const id = await createOk({
      name: 'Original',
      warehouseTypeId: reference.warehouseTypeId('Open Yard'),
      operatingHours: 'custom',
      customHours: { saturday: { open: '09:00', close: '13:00' } },
      imageIds: [image.id],
    });
    const response = await t.app.inject({ method: 'POST', url: `/api/owner-warehouses/${id}/duplicate`, headers: admin.headers });
    expect(response.statusCode).toBe(201);
    const copy = await detail(response.json<{ id: string }>().id);
    expect(copy).toMatchObject({
      name: 'Original (Copy)',
      ownerId: owner.user.id,
      warehouseTypeName: 'Open Yard',
      spaceTypeName: 'Outdoors',
      sizeM2: 1250.5,
      pricePerM2Cents: 375,
      operatingHours: 'custom',
      customHours: { saturday: { open: '09:00', close: '13:00' } },
    });
    expect(copy.images).toHaveLength(1);
    expect(copy.images[0]!.url).not.toBe(image.url);
    const mine = await t.app.inject({ method: 'GET', url: '/api/owner-warehouses/mine?pageSize=100', headers: owner.headers });
    expect(mine.json<OwnerWarehousesResponse>().items.map((item) => item.id)).toContain(copy.id);
  });

  it('deletes a listing with its images; refuses with 409 while an inquiry names it; an administrator sees that inquiry naming it', async () => {
    const image = await uploadOk();
    const loose = await createOk({ imageIds: [image.id] });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/owner-warehouses/${loose}`, headers: owner.headers });
    expect(deleted.statusCode).toBe(204);
    expect((await detailAs(owner, loose)).statusCode).toBe(404);
    expect(await fileExists(t, image.url)).toBe(false);

    const name = `Asked about ${randomUUID().slice(0, 6)}`;
    const id = await createOk({ name, warehouseTypeId: reference.warehouseTypeId('Cold Store') });
    const trader = await signInAs(t, ['customer']);
    const inquiry = await t.app.inject({
      method: 'POST',
      url: '/api/inquiries',
      headers: trader.headers,
      payload: {
        warehouseIds: [id],
        spaceRequests: [{ spaceTypeId: reference.spaceTypeId('Cold Storage'), sizeM2: 100 }],
        startDate: addDays(TODAY, 5),
        endDate: addDays(TODAY, 11),
        notes: 'Frozen fish',
      },
    });
    expect(inquiry.statusCode, inquiry.body).toBe(201);
    const created = inquiry.json<CreateInquiriesResponse>();
    expect(created.failed).toEqual([]);

    const refused = await t.app.inject({ method: 'DELETE', url: `/api/owner-warehouses/${id}`, headers: owner.headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('warehouse_in_use');
    expect((await detailAs(owner, id)).statusCode).toBe(200);

    const traderList = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: trader.headers });
    expect(traderList.json<ListInquiriesResponse>().items.map((item) => item.warehouse.name)).toEqual([name]);
    const adminList = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries?search=${encodeURIComponent(name)}`, headers: admin.headers });
    expect(adminList.json<ListAdminInquiriesResponse>().items).toMatchObject([{ id: created.created[0]!.id, warehouse: { id, name } }]);
  });
});

describe('images', () => {
  it('accepts JPEG and PNG and refuses GIF and WebP with 415', async () => {
    expect((await uploadOk(owner, 'jpeg')).id).toBeTruthy();
    expect((await uploadOk(owner, 'png')).id).toBeTruthy();
    for (const format of ['gif', 'webp'] as const) {
      const response = await upload(owner, await makeImage(format), `photo.${format}`, `image/${format}`);
      expect(response.statusCode).toBe(415);
      expect(response.json().error.message).toBe(OWNER_WAREHOUSE_MESSAGES.imageType);
    }
    // Judged by content: a PNG named .gif is fine; text named .png is not.
    expect((await upload(owner, await makeImage('png'), 'odd.gif', 'image/gif')).statusCode).toBe(201);
    expect((await upload(owner, Buffer.from('not a picture'), 'fake.png')).statusCode).toBe(415);
  });

  it('lets only the uploader remove a pending upload: "Unauthorized to delete this image" for anyone else', async () => {
    const image = await uploadOk();
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: otherOwner.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(OWNER_WAREHOUSE_MESSAGES.imageDeleteForbidden);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/warehouse-images/${image.id}`, headers: owner.headers });
    expect(removed.statusCode).toBe(204);
  });
});

describe('the permission messages', () => {
  it('tells another owner 403 before looking at the body, and an invalid body of the owner 400', async () => {
    const id = await createOk();
    const payload = listingInput({ warehouseTypeId: randomUUID() });
    const theirs = await t.app.inject({ method: 'PUT', url: `/api/owner-warehouses/${id}`, headers: otherOwner.headers, payload });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().error.message).toBe(GENERIC_MESSAGES.permission);
    const own = await t.app.inject({ method: 'PUT', url: `/api/owner-warehouses/${id}`, headers: owner.headers, payload });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.details.warehouseTypeId).toEqual([OWNER_WAREHOUSE_MESSAGES.invalidType]);
  });

  it('answers the generic permission text to a customer changing a listing', async () => {
    const id = await createOk();
    const response = await t.app.inject({ method: 'PATCH', url: `/api/owner-warehouses/${id}/status`, headers: customer.headers, payload: { isActive: false } });
    expect(response.json().error.message).toBe(GENERIC_MESSAGES.permission);
  });
});
