import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateInquiriesResponse } from '@shared/contracts/inquiries';
import type { OfferDetail, OfferFormContext, SaveOfferBody } from '@shared/contracts/offers';
import { addDays, todayUtc } from '@shared/dates';
import { OFFER_MESSAGES } from '@shared/errors';
import { inquiries, offers } from '../../db/schema';
import { insertTestCommitments } from '../capacity/capacity.test-support';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { futurePeriods } from '../../../../tests/api/periods';
import { useReference } from '../../../../tests/api/reference';

/*
 * Offers and free capacity (issue #23): the form tells the free m² of each space's type for the
 * inquiry's dates, and saving or sending an offer whose allocations of a type add up to more is
 * refused with 409 capacity_exceeded, the message beside each line of that type.
 */

const t = useTestApp();
const reference = useReference(t);
const [admin, trader, owner] = useSignedIn(t, ['administrator'], ['customer'], ['warehouse_owner']);
let warehouseId: string;
let indoorTypeId: string;

const TODAY = todayUtc();
/** A distinct future period per inquiry (10 days), so neither the duplicate check nor another test's blocks interfere. */
const nextRange = futurePeriods({ step: 30 });

async function call(who: SignedInUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

async function inquiryFor(range: { startDate: string; endDate: string }): Promise<{ id: string; form: OfferFormContext }> {
  const response = await call(trader, 'POST', '/api/inquiries', {
    warehouseIds: [warehouseId],
    spaceRequests: [{ spaceTypeId: indoorTypeId, sizeM2: 20 }],
    ...range,
  });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<CreateInquiriesResponse>().created[0]!.id;
  return { id, form: await formOf(id) };
}

async function formOf(inquiryId: string): Promise<OfferFormContext> {
  const response = await call(admin, 'GET', `/api/admin/inquiries/${inquiryId}/offer-form`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OfferFormContext>();
}

/** An owner's block of Indoor space (kind 'block'), inclusive days. */
async function blockIndoor(from: string, to: string, sizeM2: number) {
  await insertTestCommitments(t.db, [
    { warehouseId, spaceTypeId: indoorTypeId, kind: 'block', offerId: null, sizeM2: sizeM2.toFixed(2), range: { from, to }, note: 'Maintenance', createdBy: owner.user.id },
  ]);
}

/** Indoor A, Indoor B and Outdoors as the form lists them, allocated these m². */
function body(form: OfferFormContext, [a, b, outdoors]: [number, number, number], overrides: Partial<SaveOfferBody> = {}): SaveOfferBody {
  const line = (index: number, spaceAllocatedM2: number) => ({
    spaceId: form.spaces[index]!.id,
    spaceAllocatedM2,
    pricePerM2Cents: form.spaces[index]!.pricePerM2Cents,
    isManualPrice: false,
    comments: '',
  });
  return {
    spaces: [line(0, a), line(1, b), line(2, outdoors)],
    services: [],
    terms: [],
    notes: '',
    validUntil: addDays(TODAY, 7),
    platformFeePercentage: 20,
    ...overrides,
  };
}

function expectRefused(response: { statusCode: number; body: string; json: <T>() => T }, lines: number[]) {
  expect(response.statusCode, response.body).toBe(409);
  const message = OFFER_MESSAGES.allocationExceedsFree;
  expect(response.json<{ error: unknown }>().error).toEqual({
    code: 'capacity_exceeded',
    message,
    details: Object.fromEntries(lines.map((index) => [`spaces.${index}.spaceAllocatedM2`, [message]])),
  });
}

beforeAll(async () => {
  indoorTypeId = reference.spaceTypeId('Indoor');
  const outdoorTypeId = reference.spaceTypeId('Outdoors');
  warehouseId = await insertTestWarehouse(t.db, {
    ownerId: owner.user.id,
    name: 'Capacity Hall',
    address: 'Kai 2',
    // Indoor: 800 m² in two spaces, counted together; Outdoors 900 m².
    spaces: [
      { spaceTypeId: indoorTypeId, sizeM2: 500, pricePerM2Cents: 45 },
      { spaceTypeId: indoorTypeId, sizeM2: 300, pricePerM2Cents: 40 },
      { spaceTypeId: outdoorTypeId, sizeM2: 900, pricePerM2Cents: 20 },
    ],
  });
});

describe('offer form context: free m² for the inquiry’s dates', () => {
  it('gives every space its type’s free m²: the total less the peak block on any day of the dates', async () => {
    const range = nextRange();
    // 600 m² blocked from the inquiry's last day on, 100 m² ending the day before it starts (not counted),
    // 50 m² on its first day: the peak day is the last, 600.
    await blockIndoor(range.endDate, addDays(range.endDate, 20), 600);
    await blockIndoor(addDays(range.startDate, -10), addDays(range.startDate, -1), 100);
    await blockIndoor(range.startDate, range.startDate, 50);
    const { form } = await inquiryFor(range);
    expect(form.spaces.map((space) => [space.spaceTypeName, space.sizeM2, space.freeM2])).toEqual([
      ['Indoor', 500, 200],
      ['Indoor', 300, 200],
      ['Outdoors', 900, 900],
    ]);
  });

  it('does not count offers sent and not answered: they only hold space', async () => {
    const range = nextRange();
    const first = await inquiryFor(range);
    const sent = await call(admin, 'POST', `/api/admin/inquiries/${first.id}/offers`, body(first.form, [500, 300, 0], { send: true }));
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await formOf(first.id)).spaces.map((space) => space.freeM2)).toEqual([800, 800, 900]);
  });
});

describe('saving and sending an offer beyond what is free', () => {
  it('refuses a create whose lines of one type add up to more than is free, naming each of them, and saves nothing', async () => {
    const range = nextRange();
    await blockIndoor(range.startDate, range.endDate, 600);
    const { id, form } = await inquiryFor(range);
    const before = await t.db.$count(offers, eq(offers.inquiryId, id));
    // 150 + 100 of Indoor is 250 of 200 free; the 900 m² of Outdoors fit.
    expectRefused(await call(admin, 'POST', `/api/admin/inquiries/${id}/offers`, body(form, [150, 100, 900])), [0, 1]);
    expectRefused(await call(admin, 'POST', `/api/admin/inquiries/${id}/offers`, body(form, [150, 100, 900], { send: true })), [0, 1]);
    expect(await t.db.$count(offers, eq(offers.inquiryId, id))).toBe(before);
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
    expect(inquiry!.status).toBe('submitted');

    // Exactly what is free is accepted.
    const saved = await call(admin, 'POST', `/api/admin/inquiries/${id}/offers`, body(form, [150, 50, 900]));
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it('refuses an update beyond what is free and keeps the saved lines', async () => {
    const range = nextRange();
    await blockIndoor(range.startDate, range.endDate, 700);
    const { id, form } = await inquiryFor(range);
    const draft = (await call(admin, 'POST', `/api/admin/inquiries/${id}/offers`, body(form, [100, 0, 0]))).json<OfferDetail>();
    expectRefused(await call(admin, 'PUT', `/api/admin/offers/${draft.id}`, body(form, [0, 0, 901])), [2]);
    expectRefused(await call(admin, 'PUT', `/api/admin/offers/${draft.id}`, body(form, [60, 41, 0], { send: true })), [0, 1]);
    const detail = (await call(admin, 'GET', `/api/admin/offers/${draft.id}`)).json<{ offer: OfferDetail }>().offer;
    expect(detail.status).toBe('draft');
    expect(detail.spaces.map((line) => line.spaceAllocatedM2)).toEqual([100, 0, 0]);
  });

  it('refuses to send a draft that no longer fits (a block came after it was saved); it stays a draft', async () => {
    const range = nextRange();
    const { id, form } = await inquiryFor(range);
    const draft = (await call(admin, 'POST', `/api/admin/inquiries/${id}/offers`, body(form, [400, 0, 0]))).json<OfferDetail>();
    await blockIndoor(addDays(range.startDate, 3), addDays(range.startDate, 4), 401);
    expectRefused(await call(admin, 'POST', `/api/admin/offers/${draft.id}/send`), [0]);
    const [row] = await t.db.select({ status: offers.status }).from(offers).where(eq(offers.id, draft.id));
    expect(row!.status).toBe('draft');

    // Down to what is free, it goes.
    expect((await call(admin, 'PUT', `/api/admin/offers/${draft.id}`, body(form, [399, 0, 0]))).statusCode).toBe(200);
    const sent = await call(admin, 'POST', `/api/admin/offers/${draft.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<OfferDetail>().status).toBe('sent');
  });
});
