import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { WarehouseDetail, WarehouseInput } from '@shared/contracts/warehouses';
import { warehouseFeatures, warehouseImages, warehouseServices, warehouseSpaces, warehouses } from '../../db/schema';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { fileExists, uploadPendingImage, uploadPendingImages } from './warehouse-images.test-support';
import { warehouseFormBody } from './warehouses.test-support';

const t = useTestApp();
const reference = useReference(t);
const [admin, owner, otherOwner] = useSignedIn(t, ['administrator'], ['warehouse_owner'], ['warehouse_owner']);

const warehouseInput = (overrides: Partial<WarehouseInput> = {}) => warehouseFormBody(reference, overrides);

async function create(payload: unknown, who: SignedInUser = owner) {
  return t.app.inject({ method: 'POST', url: '/api/warehouses', headers: who.headers, payload: payload as object });
}
async function createOk(overrides: Partial<WarehouseInput> = {}, who: SignedInUser = owner): Promise<string> {
  const response = await create(warehouseInput(overrides), who);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}
async function update(id: string, overrides: Partial<WarehouseInput>, who: SignedInUser = owner) {
  return t.app.inject({ method: 'PUT', url: `/api/warehouses/${id}`, headers: who.headers, payload: warehouseInput(overrides) });
}
async function detail(id: string): Promise<WarehouseDetail> {
  const response = await t.app.inject({ method: 'GET', url: `/api/warehouses/${id}`, headers: owner.headers });
  expect(response.statusCode).toBe(200);
  return response.json<WarehouseDetail>();
}

/** Rows in every table a save writes to, to prove a refused save wrote nothing. */
async function rowCounts() {
  return {
    warehouses: await t.db.$count(warehouses),
    spaces: await t.db.$count(warehouseSpaces),
    features: await t.db.$count(warehouseFeatures),
    services: await t.db.$count(warehouseServices),
    claimedImages: (await t.db.select({ id: warehouseImages.id, w: warehouseImages.warehouseId }).from(warehouseImages)).filter((row) => row.w)
      .length,
  };
}

describe('validation messages of the warehouse form, by field', () => {
  const cases: { name: string; payload: () => unknown; field: string; message: string }[] = [
    { name: 'blank name', payload: () => warehouseInput({ name: '   ' }), field: 'name', message: WAREHOUSE_FORM_MESSAGES.nameRequired },
    { name: 'blank address', payload: () => warehouseInput({ address: '' }), field: 'address', message: WAREHOUSE_FORM_MESSAGES.addressRequired },
    { name: 'blank city', payload: () => warehouseInput({ city: '' }), field: 'city', message: WAREHOUSE_FORM_MESSAGES.cityRequired },
    { name: 'blank country', payload: () => warehouseInput({ country: ' ' }), field: 'country', message: WAREHOUSE_FORM_MESSAGES.countryRequired },
    {
      name: 'blank postal code',
      payload: () => warehouseInput({ postalCode: '' }),
      field: 'postalCode',
      message: WAREHOUSE_FORM_MESSAGES.postalCodeRequired,
    },
    { name: 'no spaces', payload: () => warehouseInput({ spaces: [] }), field: 'spaces', message: WAREHOUSE_FORM_MESSAGES.atLeastOneSpace },
    {
      name: 'a space without a type',
      payload: () => warehouseInput({ spaces: [{ sizeM2: 10, pricePerM2Cents: 100 } as never] }),
      field: 'spaces.0.spaceTypeId',
      message: WAREHOUSE_FORM_MESSAGES.spaceTypeRequired,
    },
    {
      name: 'a space type that is not an id',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: 'Indoor', sizeM2: 10, pricePerM2Cents: 100 }] }),
      field: 'spaces.0.spaceTypeId',
      message: WAREHOUSE_FORM_MESSAGES.invalidSpaceType,
    },
    {
      name: 'a size of 0',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 0, pricePerM2Cents: 100 }] }),
      field: 'spaces.0.sizeM2',
      message: WAREHOUSE_FORM_MESSAGES.sizePositive,
    },
    {
      name: 'a non-numeric size ("abc")',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 'abc' as never, pricePerM2Cents: 100 }] }),
      field: 'spaces.0.sizeM2',
      message: WAREHOUSE_FORM_MESSAGES.invalidSize,
    },
    {
      name: 'a size with three decimals',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10.125, pricePerM2Cents: 100 }] }),
      field: 'spaces.0.sizeM2',
      message: WAREHOUSE_FORM_MESSAGES.invalidSize,
    },
    {
      name: 'a space without a price',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: null as never }] }),
      field: 'spaces.0.pricePerM2Cents',
      message: WAREHOUSE_FORM_MESSAGES.priceRequired,
    },
    {
      name: 'a negative price',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: -1 }] }),
      field: 'spaces.0.pricePerM2Cents',
      message: WAREHOUSE_FORM_MESSAGES.invalidPrice,
    },
    {
      name: 'a price in fractions of a cent',
      payload: () => warehouseInput({ spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: 1.5 }] }),
      field: 'spaces.0.pricePerM2Cents',
      message: WAREHOUSE_FORM_MESSAGES.invalidPrice,
    },
    {
      name: 'more than 20 images',
      payload: () => warehouseInput({ imageIds: Array.from({ length: 21 }, () => randomUUID()) }),
      field: 'imageIds',
      message: WAREHOUSE_FORM_MESSAGES.tooManyImages,
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name}: 400 "${testCase.message}" on ${testCase.field}`, async () => {
      const response = await create(testCase.payload());
      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('validation_error');
      expect(error.details[testCase.field]).toContain(testCase.message);
    });
  }

  it('reports every problem of a form at once', async () => {
    const response = await create({ ...warehouseInput(), name: '', city: '', spaces: [] });
    expect(Object.keys(response.json().error.details).sort()).toEqual(['city', 'name', 'spaces']);
  });
});

describe('what only the server can check', () => {
  it('refuses a space type that does not exist with "Invalid space type selected." and writes nothing', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const before = await rowCounts();
    const response = await create(
      warehouseInput({
        spaces: [
          { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 10, pricePerM2Cents: 100 },
          { spaceTypeId: randomUUID(), sizeM2: 10, pricePerM2Cents: 100 },
        ],
        features: [{ featureId: reference.feature('Forklifts').id }],
        services: [{ serviceId: reference.service('Palletising').id }],
        imageIds: [image.id],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_error',
      message: 'Invalid space type selected.',
      details: { 'spaces.1.spaceTypeId': ['Invalid space type selected.'] },
    });
    expect(await rowCounts()).toEqual(before);
    // The upload is still pending and usable for the corrected form.
    expect((await create(warehouseInput({ imageIds: [image.id] }))).statusCode).toBe(201);
  });

  it('refuses unknown and repeated features and services, and a custom feature without its details', async () => {
    const before = await rowCounts();
    const response = await create(
      warehouseInput({
        features: [
          { featureId: randomUUID() },
          { featureId: reference.feature('Forklifts').id },
          { featureId: reference.feature('Forklifts').id },
          { featureId: reference.feature('Certifications').id, customValue: '  ' },
        ],
        services: [{ serviceId: randomUUID() }, { serviceId: reference.service('Palletising').id }, { serviceId: reference.service('Palletising').id }],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      'features.0.featureId': [WAREHOUSE_FORM_MESSAGES.invalidFeature],
      'features.2.featureId': [WAREHOUSE_FORM_MESSAGES.duplicateFeature],
      'features.3.customValue': [WAREHOUSE_FORM_MESSAGES.customValueRequired],
      'services.0.serviceId': [WAREHOUSE_FORM_MESSAGES.invalidService],
      'services.2.serviceId': [WAREHOUSE_FORM_MESSAGES.duplicateService],
    });
    expect(response.json().error.message).toBe(WAREHOUSE_FORM_MESSAGES.invalidFeature);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an image that is unknown, listed twice, someone else\'s pending upload or another warehouse\'s image', async () => {
    const mine = await uploadPendingImage(t, owner.headers);
    const theirs = await uploadPendingImage(t, otherOwner.headers);
    const elsewhere = await uploadPendingImage(t, owner.headers);
    await createOk({ imageIds: [elsewhere.id] });
    const before = await rowCounts();
    const response = await create(warehouseInput({ imageIds: [mine.id, randomUUID(), mine.id, theirs.id, elsewhere.id] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({
      'imageIds.1': [WAREHOUSE_FORM_MESSAGES.invalidImage],
      'imageIds.2': [WAREHOUSE_FORM_MESSAGES.duplicateImage],
      'imageIds.3': [WAREHOUSE_FORM_MESSAGES.invalidImage],
      'imageIds.4': [WAREHOUSE_FORM_MESSAGES.invalidImage],
    });
    expect(await rowCounts()).toEqual(before);
    // Not even an administrator may attach an owner's pending upload: it is the uploader's until saved.
    expect((await create(warehouseInput({ imageIds: [theirs.id] }), admin)).statusCode).toBe(400);
  });
});

describe('POST /api/warehouses', () => {
  it('saves the warehouse with spaces in order, features, services with derived pricing, images and totals', async () => {
    const [first, second] = [await uploadPendingImage(t, owner.headers), await uploadPendingImage(t, owner.headers)];
    const id = await createOk({
      name: '  Muuga Hall  ',
      latitude: 59.4941,
      longitude: 24.9597,
      spaces: [
        { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 1250.5, pricePerM2Cents: 450 },
        { spaceTypeId: reference.spaceTypeId('Cold Storage'), sizeM2: 300.25, pricePerM2Cents: 900 },
        { spaceTypeId: reference.spaceTypeId('Outdoors'), sizeM2: 4000, pricePerM2Cents: 120 },
      ],
      features: [{ featureId: reference.feature('Certifications').id, customValue: ' TAPA FSR ' }, { featureId: reference.feature('Forklifts').id }],
      services: [
        { serviceId: reference.service('Loading and Unloading').id, pricePerHourCents: 2500, pricePerUnitCents: 100, unitType: 'pallet' },
        { serviceId: reference.service('Cross-Docking').id, pricePerUnitCents: 500, unitType: 'pallet' },
        { serviceId: reference.service('Palletising').id, pricePerUnitCents: 500 },
        { serviceId: reference.service('Customs Clearance').id, notes: 'On request' },
      ],
      imageIds: [second.id, first.id],
    });
    const warehouse = await detail(id);
    expect(warehouse).toMatchObject({
      ownerId: owner.user.id,
      name: 'Muuga Hall',
      isActive: true,
      latitude: 59.4941,
      longitude: 24.9597,
      totalSizeM2: 5550.75,
      minPricePerM2Cents: 120,
      canManage: true,
    });
    expect(warehouse.spaces.map((space) => [space.spaceTypeName, space.sizeM2, space.pricePerM2Cents])).toEqual([
      ['Indoor', 1250.5, 450],
      ['Cold Storage', 300.25, 900],
      ['Outdoors', 4000, 120],
    ]);
    expect(warehouse.features).toEqual([
      { featureId: reference.feature('Certifications').id, name: 'Certifications', type: 'custom', icon: reference.feature('Certifications').icon, customValue: 'TAPA FSR' },
      { featureId: reference.feature('Forklifts').id, name: 'Forklifts', type: 'equipment', icon: reference.feature('Forklifts').icon, customValue: null },
    ]);
    const pricing = Object.fromEntries(warehouse.services.map((item) => [item.name, item.pricingType]));
    expect(pricing).toEqual({
      'Loading and Unloading': 'hourly_rate',
      'Cross-Docking': 'per_unit',
      Palletising: 'ask_quote',
      'Customs Clearance': 'ask_quote',
    });
    expect(warehouse.services.find((item) => item.name === 'Customs Clearance')!.notes).toBe('On request');
    expect(warehouse.images.map((image) => image.id)).toEqual([second.id, first.id]);
    const stored = await t.db.select().from(warehouseImages).where(eq(warehouseImages.warehouseId, id));
    expect(stored.map((row) => [row.id, row.position]).sort()).toEqual([
      [first.id, 1],
      [second.id, 0],
    ].sort());
  });

  it('lets an administrator create a warehouse of their own; new warehouses are active unless asked otherwise', async () => {
    const id = await createOk({}, admin);
    expect((await detail(id)).ownerId).toBe(admin.user.id);
    expect((await detail(await createOk({ isActive: false }))).isActive).toBe(false);
  });
});

describe('geocoding at save time', () => {
  it('places a warehouse without coordinates at its city, from the offline gazetteer', async () => {
    const warehouse = await detail(await createOk({ address: 'Am Sandtorkai 1', city: 'Hamburg', country: 'Germany' }));
    expect(warehouse.latitude).toBeCloseTo(53.55, 1);
    expect(warehouse.longitude).toBeCloseTo(9.99, 1);
  });

  it('keeps the owner\'s coordinates when both are given', async () => {
    const warehouse = await detail(await createOk({ city: 'Hamburg', country: 'Germany', latitude: 53.5055, longitude: 9.9376 }));
    expect([warehouse.latitude, warehouse.longitude]).toEqual([53.5055, 9.9376]);
  });

  it('saves a warehouse it cannot place, without a pin', async () => {
    const warehouse = await detail(await createOk({ city: 'Nowhereville Xyz', country: 'Atlantis' }));
    expect([warehouse.latitude, warehouse.longitude]).toEqual([null, null]);
  });

  it('geocodes again on update only when the address changed and no coordinates were given', async () => {
    const id = await createOk({ city: 'Tallinn', country: 'Estonia', latitude: 59.5, longitude: 24.9 });
    // Same address, no coordinates sent: the pin stays.
    await update(id, { city: 'Tallinn', country: 'Estonia' });
    expect([(await detail(id)).latitude, (await detail(id)).longitude]).toEqual([59.5, 24.9]);
    // Moved to another city: geocoded there.
    await update(id, { city: 'Mombasa', country: 'Kenya' });
    const moved = await detail(id);
    expect(moved.latitude).toBeCloseTo(-4.05, 1);
    expect(moved.longitude).toBeCloseTo(39.66, 1);
    // Coordinates given win over the address.
    await update(id, { city: 'Hamburg', country: 'Germany', latitude: 1.5, longitude: 2.5 });
    expect([(await detail(id)).latitude, (await detail(id)).longitude]).toEqual([1.5, 2.5]);
  });

  it('finds the pin again from the address when the owner clears it (explicit nulls), same address', async () => {
    const id = await createOk({ city: 'Hamburg', country: 'Germany', latitude: 1.5, longitude: 2.5 });
    await update(id, { city: 'Hamburg', country: 'Germany', latitude: null, longitude: null });
    const cleared = await detail(id);
    expect(cleared.latitude).toBeCloseTo(53.55, 1);
    expect(cleared.longitude).toBeCloseTo(9.99, 1);
  });
});

describe('PUT /api/warehouses/:id', () => {
  it('replaces fields, spaces, features, services and images; dropped images lose their files; totals follow', async () => {
    const [kept, dropped, added] = await uploadPendingImages(t, owner.headers, 3);
    const id = await createOk({
      spaces: [
        { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 100, pricePerM2Cents: 500 },
        { spaceTypeId: reference.spaceTypeId('Outdoors'), sizeM2: 50, pricePerM2Cents: 200 },
      ],
      features: [{ featureId: reference.feature('Forklifts').id }],
      services: [{ serviceId: reference.service('Palletising').id, pricePerHourCents: 1000 }],
      imageIds: [kept.id, dropped.id],
    });
    const before = await detail(id);
    expect([before.totalSizeM2, before.minPricePerM2Cents]).toEqual([150, 200]);

    const response = await update(id, {
      name: 'Renamed Hall',
      description: 'New text',
      isActive: false,
      spaces: [{ spaceTypeId: reference.spaceTypeId('Bonded'), sizeM2: 75.5, pricePerM2Cents: 650 }],
      features: [{ featureId: reference.feature('Loading Docks').id }],
      services: [],
      imageIds: [added.id, kept.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<WarehouseDetail>();
    expect(after).toMatchObject({ name: 'Renamed Hall', description: 'New text', isActive: false, totalSizeM2: 75.5, minPricePerM2Cents: 650 });
    expect(after.spaces.map((space) => space.spaceTypeName)).toEqual(['Bonded']);
    expect(after.features.map((item) => item.name)).toEqual(['Loading Docks']);
    expect(after.services).toEqual([]);
    expect(after.images.map((image) => image.id)).toEqual([added.id, kept.id]);
    expect(await t.db.$count(warehouseSpaces, eq(warehouseSpaces.warehouseId, id))).toBe(1);
    expect(await t.db.$count(warehouseImages, eq(warehouseImages.id, dropped.id))).toBe(0);
    expect(await fileExists(t, dropped.url)).toBe(false);
    expect(await fileExists(t, dropped.thumbnailUrl)).toBe(false);
    expect(await fileExists(t, kept.url)).toBe(true);
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(before.updatedAt).getTime());
  });

  it('lets an administrator save an owner\'s warehouse, keeping its owner and images', async () => {
    const image = await uploadPendingImage(t, owner.headers);
    const id = await createOk({ imageIds: [image.id] });
    const response = await update(id, { name: 'Checked by admin', imageIds: [image.id] }, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<WarehouseDetail>()).toMatchObject({ ownerId: owner.user.id, name: 'Checked by admin', images: [image] });
  });

  it('validates like create, writes nothing when refused, and refuses another warehouse\'s image', async () => {
    const elsewhereImage = await uploadPendingImage(t, owner.headers);
    await createOk({ imageIds: [elsewhereImage.id] });
    const id = await createOk();
    const before = await detail(id);
    const invalid = await update(id, { name: 'Changed', spaces: [{ spaceTypeId: randomUUID(), sizeM2: 1, pricePerM2Cents: 1 }] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details).toEqual({ 'spaces.0.spaceTypeId': [WAREHOUSE_FORM_MESSAGES.invalidSpaceType] });
    const foreignImage = await update(id, { name: 'Changed', imageIds: [elsewhereImage.id] });
    expect(foreignImage.statusCode).toBe(400);
    expect(foreignImage.json().error.details).toEqual({ 'imageIds.0': [WAREHOUSE_FORM_MESSAGES.invalidImage] });
    expect(await detail(id)).toEqual(before);
  });
});
