import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { WarehouseDetail } from '../../../src/shared/contracts/warehouses';
import { addDays, todayIsoDate } from '../../../src/shared/dates';
import { type DemoRole, expect } from './accounts';
import { expectLoaded } from './page-checks';

/**
 * What the journeys read and make through the API before they act in the browser: demo warehouses,
 * inquiries, and periods no other test or rerun uses.
 */

export type Period = { startDate: string; endDate: string };

/**
 * A period of `days` days starting at least `earliestDaysAhead` days from today, at a random day
 * in the decades after, so the server's duplicate check (the same trader, warehouse and space type
 * on overlapping days) does not trip between tests or reruns: the demo trader sends dozens of
 * inquiries to the same demo warehouse in one run, and a window of 3,000 days let two of them meet.
 */
export function futurePeriod(days: number, earliestDaysAhead = 365): Period {
  const startDate = addDays(todayIsoDate(), earliestDaysAhead + Math.floor(Math.random() * 20_000));
  return { startDate, endDate: addDays(startDate, days - 1) };
}

/** The answer's JSON, once its status is the expected one (the body is the failure's message). */
export async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

type NamedReference = { id: string; name: string };
export type Reference = { spaceTypes: NamedReference[]; warehouseTypes: NamedReference[]; features: NamedReference[]; services: NamedReference[] };

/** The id of the reference item with this name (a demo space type, feature or service). */
export function idOf(items: readonly NamedReference[], name: string): string {
  const item = items.find((candidate) => candidate.name === name);
  expect(item, `the reference item ${name}`).toBeTruthy();
  return item!.id;
}

/**
 * A single-space listing (an Open Yard of 400 m² at €2.50 in Tallinn) made through the owner's API,
 * for the tests that are about something else than the form; `details` adds or replaces fields.
 * Answers the new listing's id.
 */
export async function createSingleSpaceListing(
  request: APIRequestContext,
  name: string,
  details: (reference: Reference) => Record<string, unknown> = () => ({}),
): Promise<string> {
  const reference = await ok<Reference>(await request.get('/api/reference'));
  const listing = await ok<{ id: string }>(
    await request.post('/api/owner-warehouses', {
      data: {
        name,
        description: 'Fenced, lit yard for containers and machinery.',
        warehouseTypeId: idOf(reference.warehouseTypes, 'Open Yard'),
        sizeM2: 400,
        pricePerM2Cents: 250,
        operatingHours: 'business_hours',
        address: 'Veerenni 24',
        city: 'Tallinn',
        country: 'Estonia',
        postalCode: '10135',
        ...details(reference),
      },
    }),
    201,
  );
  return listing.id;
}

/**
 * A warehouse in Tallinn, written in English, with one space of the first space type (250 m² at €8.00),
 * made through the owner's API for the tests that are about something else than its form; answers its id.
 */
export async function createWarehouseThroughApi(request: APIRequestContext, name: string, description = ''): Promise<string> {
  const reference = await ok<Reference>(await request.get('/api/reference'));
  const warehouse = await ok<{ id: string }>(
    await request.post('/api/warehouses', {
      data: {
        name,
        description,
        address: 'Veerenni 24',
        city: 'Tallinn',
        country: 'Estonia',
        postalCode: '10135',
        latitude: 59.437,
        longitude: 24.7536,
        spaces: [{ spaceTypeId: reference.spaceTypes[0]?.id, sizeM2: 250, pricePerM2Cents: 800 }],
      },
    }),
    201,
  );
  return warehouse.id;
}

/** A demo warehouse by its name, with its spaces. */
export async function findWarehouse(page: Page, name: string): Promise<WarehouseDetail> {
  const list = await page.request.get('/api/warehouses', { params: { q: name, pageSize: 5 } });
  expect(list.status()).toBe(200);
  const item = ((await list.json()) as { items: { id: string; name: string }[] }).items.find((candidate) => candidate.name === name);
  expect(item, `the demo warehouse ${name}`).toBeTruthy();
  return (await (await page.request.get(`/api/warehouses/${item!.id}`)).json()) as WarehouseDetail;
}

/** Sends an inquiry through the API as the page's user (a trader); answers the new inquiry's id. */
export async function createInquiry(page: Page, warehouse: WarehouseDetail, spaceTypeName: string, sizeM2: number, period: Period): Promise<string> {
  const spaceTypeId = warehouse.spaces.find((space) => space.spaceTypeName === spaceTypeName)!.spaceTypeId;
  const response = await page.request.post('/api/inquiries', {
    data: { warehouseIds: [warehouse.id], spaceRequests: [{ spaceTypeId, sizeM2 }], ...period },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { created: { id: string }[]; failed: unknown[] };
  expect(body.failed).toEqual([]);
  return body.created[0]!.id;
}

/** A demo warehouse the journeys book: owned by the demo owner (owner@demo.24wm.eu). */
export const BOOKABLE_WAREHOUSE = 'Mersin Free Zone Logistics Centre';

/** An offer the journeys made through the APIs: its inquiry, its sums and the inquiry's period. */
export type JourneyOffer = { inquiryId: string; offerId: string; subtotalCents: number; totalWithFeeCents: number; period: Period };

/** Inquiry (trader) for 12 m² of the bookable warehouse → offer sent (administrator), through the APIs. */
export async function sentOffer(trader: APIRequestContext, admin: APIRequestContext): Promise<JourneyOffer> {
  const list = await ok<{ items: { id: string; name: string }[] }>(await trader.get('/api/warehouses', { params: { q: BOOKABLE_WAREHOUSE, pageSize: 5 } }));
  const warehouse = list.items.find((item) => item.name === BOOKABLE_WAREHOUSE);
  expect(warehouse, `the demo warehouse ${BOOKABLE_WAREHOUSE}`).toBeTruthy();
  const detail = await ok<{ spaces: { spaceTypeId: string }[] }>(await trader.get(`/api/warehouses/${warehouse!.id}`));
  const period = futurePeriod(10, 400);
  const created = await ok<{ created: { id: string }[]; failed: unknown[] }>(
    await trader.post('/api/inquiries', {
      data: { warehouseIds: [warehouse!.id], spaceRequests: [{ spaceTypeId: detail.spaces[0]!.spaceTypeId, sizeM2: 12 }], ...period },
    }),
    201,
  );
  expect(created.failed).toEqual([]);
  const inquiryId = created.created[0]!.id;

  const form = await ok<{
    spaces: { id: string; pricePerM2Cents: number }[];
    defaultValidUntil: string;
    defaultPlatformFeePercentage: number;
  }>(await admin.get(`/api/admin/inquiries/${inquiryId}/offer-form`));
  const offer = await ok<{ id: string; status: string; subtotalCents: number; totalWithFeeCents: number }>(
    await admin.post(`/api/admin/inquiries/${inquiryId}/offers`, {
      data: {
        spaces: [{ spaceId: form.spaces[0]!.id, spaceAllocatedM2: 12, pricePerM2Cents: form.spaces[0]!.pricePerM2Cents }],
        validUntil: form.defaultValidUntil,
        platformFeePercentage: form.defaultPlatformFeePercentage,
        send: true,
      },
    }),
    201,
  );
  expect(offer.status).toBe('sent');
  return { inquiryId, offerId: offer.id, subtotalCents: offer.subtotalCents, totalWithFeeCents: offer.totalWithFeeCents, period };
}

/** A sent offer (sentOffer) that the trader has accepted. */
export async function acceptedOffer(trader: APIRequestContext, admin: APIRequestContext): Promise<JourneyOffer> {
  const offer = await sentOffer(trader, admin);
  const accepted = await ok<{ status: string }>(await trader.post(`/api/offers/${offer.offerId}/accept`));
  expect(accepted.status).toBe('accepted');
  return offer;
}

/** An accepted offer (acceptedOffer) that the administrator has made a booking, active from its start. */
export async function activeBooking(trader: APIRequestContext, admin: APIRequestContext): Promise<JourneyOffer & { bookingId: string }> {
  const offer = await acceptedOffer(trader, admin);
  const booking = await ok<{ id: string }>(await admin.post(`/api/offers/${offer.offerId}/booking`), 201);
  return { ...offer, bookingId: booking.id };
}

/** The phone the goods journeys' owner works on. */
export const PHONE = { width: 360, height: 740 };

/** An active booking (activeBooking) with its three parties signed in, and its owner on its page on a phone. */
export async function ownerOnActiveBookingOnPhone(pageAs: (role: DemoRole) => Promise<Page>) {
  const admin = await pageAs('administrator');
  const trader = await pageAs('customer');
  const owner = await pageAs('owner');
  const { bookingId } = await activeBooking(trader.request, admin.request);
  await owner.setViewportSize(PHONE);
  await owner.goto(`/bookings/${bookingId}`);
  await expectLoaded(owner);
  return { admin, trader, owner, bookingId };
}

/** The goods as an owner states them on the goods-received form, in its fields' words. */
export type ReceivedGoods = { goods: string; packaging: string; quantity: string; unit: string; grossWeightKg: string };

/** Fills the goods-received form's statement of the goods; marks, condition and photos are left as they are. */
export async function fillReceivedGoods(form: Locator, goods: ReceivedGoods): Promise<void> {
  await form.getByLabel('Goods').fill(goods.goods);
  await form.getByLabel('Packaging').selectOption({ label: goods.packaging });
  await form.getByLabel('Quantity').fill(goods.quantity);
  await form.getByLabel('Unit').fill(goods.unit);
  await form.getByLabel('Gross weight (kg)').fill(goods.grossWeightKg);
}

/** A small real JPEG, as a phone's camera hands the goods-received form one. */
export async function photoOfGoods() {
  const buffer = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#7a5c3a' } }).jpeg().toBuffer();
  return { name: 'goods.jpg', mimeType: 'image/jpeg', buffer };
}
