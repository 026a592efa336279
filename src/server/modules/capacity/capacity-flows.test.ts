import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DayRange } from '@shared/capacity';
import { CAPACITY_LIVE_KEY, WAREHOUSES_EVENT_KEY } from '@shared/contracts/live-keys';
import type { CreateInquiriesBody, CreateInquiriesResponse } from '@shared/contracts/inquiries';
import type { ReferenceData } from '@shared/contracts/reference';
import { addDays } from '@shared/dates';
import { BOOKING_MESSAGES, INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { rowsOf } from '../../db/client';
import { EVENTS_CHANNEL } from '../../platform/events';
import { bookings, inquiries, inquirySpaceRequests, offerSpaces, offers } from '../../db/schema';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { findCommitments, insertCommitments } from './capacity.repository';
import { signInAs, type SignedInUser } from '../../../../tests/api/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/api/harness';

/*
 * Issue #23 across the flows that check or commit capacity: inquiries (create, edit, submit) must
 * fit what is free for their dates; accepting an offer commits its space (once, under the
 * warehouse's capacity lock); creating a booking commits it for offers accepted before; cancelling
 * or completing frees it from today. The race for the last free m² runs on PostgreSQL only.
 */

let t: TestApp;
let admin: SignedInUser;
let owner: SignedInUser;
let indoor: string;
let outdoors: string;

const TODAY = new Date().toISOString().slice(0, 10);
/** `offset` days from today, `length` days long (inclusive). */
const days = (offset: number, length: number): DayRange => ({ from: addDays(TODAY, offset), to: addDays(TODAY, offset + length - 1) });

beforeAll(async () => {
  t = await createTestApp();
  [admin, owner] = await Promise.all([signInAs(t, ['administrator']), signInAs(t, ['warehouse_owner'])]);
  const reference = (await t.app.inject({ method: 'GET', url: '/api/reference' })).json<ReferenceData>();
  const type = (name: string) => reference.spaceTypes.find((spaceType) => spaceType.name === name)!.id;
  [indoor, outdoors] = [type('Indoor'), type('Outdoors')];
});
afterAll(async () => {
  await t.close();
});

let warehouseCount = 0;

/** A warehouse of `owner` with `indoorM2` of Indoor space (and, if given, Outdoors). */
async function addWarehouse(indoorM2: number, outdoorsM2?: number): Promise<string> {
  warehouseCount += 1;
  return insertTestWarehouse(t.db, {
    ownerId: owner.user.id,
    name: `Capacity Hall ${warehouseCount}`,
    spaces: [
      { spaceTypeId: indoor, sizeM2: indoorM2, pricePerM2Cents: 400 },
      ...(outdoorsM2 ? [{ spaceTypeId: outdoors, sizeM2: outdoorsM2, pricePerM2Cents: 100 }] : []),
    ],
  });
}

/** The owner blocks `m2` of Indoor for `range` (written directly, as the blocks' own API is another module's). */
async function block(warehouseId: string, m2: number, range: DayRange): Promise<void> {
  await insertCommitments(t.db, [
    { warehouseId, spaceTypeId: indoor, kind: 'block', offerId: null, sizeM2: m2.toFixed(2), range, createdBy: owner.user.id },
  ]);
}

/**
 * An inquiry of `trader` for `range` and an offer for it with one Indoor line of `m2`, written
 * directly: 'sent' (inquiry offer_sent) or 'accepted' without commitments (accepted before
 * capacity was counted).
 */
async function offerFor(
  trader: SignedInUser,
  warehouseId: string,
  m2: number,
  range: DayRange,
  status: 'sent' | 'accepted' = 'sent',
): Promise<{ offerId: string; inquiryId: string }> {
  const [inquiry] = await t.db
    .insert(inquiries)
    .values({
      traderId: trader.user.id,
      warehouseId,
      status: status === 'sent' ? 'offer_sent' : 'accepted',
      startDate: range.from,
      endDate: range.to,
      submittedAt: new Date(),
    })
    .returning({ id: inquiries.id });
  await t.db.insert(inquirySpaceRequests).values({ inquiryId: inquiry!.id, spaceTypeId: indoor, sizeM2: m2.toFixed(2) });
  const total = m2 * 400;
  const [offer] = await t.db
    .insert(offers)
    .values({
      inquiryId: inquiry!.id,
      status,
      subtotalCents: total,
      platformFeePercentage: '0.00',
      platformFeeCents: 0,
      totalWithFeeCents: total,
      validUntil: addDays(TODAY, 30),
      notes: '',
    })
    .returning({ id: offers.id });
  await t.db
    .insert(offerSpaces)
    .values({ offerId: offer!.id, spaceTypeId: indoor, spaceAllocatedM2: m2.toFixed(2), pricePerM2Cents: 400, offerTotalCents: total, isManualPrice: false });
  return { offerId: offer!.id, inquiryId: inquiry!.id };
}

function call(who: SignedInUser, method: 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}

function inquiryBody(warehouseIds: string[], m2: number, range: DayRange): CreateInquiriesBody {
  return {
    warehouseIds,
    serviceIds: [],
    featureIds: [],
    spaceRequests: [{ spaceTypeId: indoor, sizeM2: m2 }],
    startDate: range.from,
    endDate: range.to,
    notes: '',
  };
}

/** A new trader asks `warehouseId` for `m2` of Indoor over `range` (a new trader each time: no duplicate refusals). */
async function inquire(warehouseId: string, m2: number, range: DayRange) {
  const trader = await signInAs(t, ['customer']);
  return call(trader, 'POST', '/api/inquiries', inquiryBody([warehouseId], m2, range));
}

const EXCEEDS = {
  code: 'capacity_exceeded',
  message: INQUIRY_MESSAGES.exceedsCapacity,
  details: { 'spaceRequests.0.sizeM2': [INQUIRY_MESSAGES.exceedsCapacity] },
};

/** Committed m² of the warehouse per row (booking rows of one offer, or all). */
async function commitmentsOf(warehouseId: string, range: DayRange = days(-400, 1200)) {
  return findCommitments(t.db, warehouseId, range);
}

describe('inquiries fit what is free for their dates', () => {
  it('refuses at create when a block leaves too little for overlapping dates, and takes other dates or less', async () => {
    const warehouse = await addWarehouse(1000);
    await block(warehouse, 600, days(40, 10));
    const over = await inquire(warehouse, 500, days(45, 10));
    expect(over.statusCode).toBe(409);
    expect(over.json().error).toEqual({ ...EXCEEDS, details: { [`warehouseIds.${warehouse}`]: [INQUIRY_MESSAGES.exceedsCapacity] } });
    expect((await inquire(warehouse, 400, days(45, 10))).statusCode).toBe(201);
    // The day after the block ends is free again.
    expect((await inquire(warehouse, 500, days(50, 7))).statusCode).toBe(201);
    // Before the block begins too; the day it begins counts.
    expect((await inquire(warehouse, 1000, days(30, 10))).statusCode).toBe(201);
    expect((await inquire(warehouse, 1000, days(30, 11))).statusCode).toBe(409);
  });

  it('counts an accepted booking, including one that ends the day the inquiry starts', async () => {
    const warehouse = await addWarehouse(1000);
    const trader = await signInAs(t, ['customer']);
    const { offerId } = await offerFor(trader, warehouse, 700, days(60, 10));
    expect((await call(trader, 'POST', `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
    // The booking's last day is day 69: an inquiry starting that day shares it.
    expect((await inquire(warehouse, 400, days(69, 5))).json().error).toMatchObject({ code: 'capacity_exceeded' });
    expect((await inquire(warehouse, 300, days(69, 5))).statusCode).toBe(201);
    expect((await inquire(warehouse, 1000, days(70, 5))).statusCode).toBe(201);
    // Offers sent but not answered only hold space: they never reduce what is free.
    await offerFor(await signInAs(t, ['customer']), warehouse, 1000, days(80, 5));
    expect((await inquire(warehouse, 1000, days(80, 5))).statusCode).toBe(201);
  });

  it('refuses at edit and at submit when space was committed since, naming the request beside its size', async () => {
    const warehouse = await addWarehouse(1000);
    const trader = await signInAs(t, ['customer']);
    const created = await call(trader, 'POST', '/api/inquiries', inquiryBody([warehouse], 300, days(90, 10)));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<CreateInquiriesResponse>().created[0]!.id;
    await block(warehouse, 800, days(95, 3));

    const { warehouseIds: _ignored, ...edit } = inquiryBody([warehouse], 300, days(90, 10));
    const twoRequests = { ...edit, spaceRequests: [{ spaceTypeId: indoor, sizeM2: 100 }, { spaceTypeId: indoor, sizeM2: 200 }] };
    const refused = await call(trader, 'PUT', `/api/inquiries/${id}`, twoRequests);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual(EXCEEDS);

    // Submitting a draft: refused, and it stays a draft.
    await t.db.update(inquiries).set({ status: 'draft', submittedAt: null }).where(eq(inquiries.id, id));
    const submit = await call(trader, 'PUT', `/api/inquiries/${id}`, { ...edit, submit: true });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().error).toEqual(EXCEEDS);
    const [row] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
    expect(row!.status).toBe('draft');

    const fits = await call(trader, 'PUT', `/api/inquiries/${id}`, { ...edit, spaceRequests: [{ spaceTypeId: indoor, sizeM2: 200 }], submit: true });
    expect(fits.statusCode, fits.body).toBe(200);
    expect(fits.json().status).toBe('submitted');
  });

  it('keeps the invalid-space refusal and reports capacity per warehouse when several are asked', async () => {
    const full = await addWarehouse(500);
    const roomy = await addWarehouse(500);
    await block(full, 500, days(100, 30));
    const invalid = await signInAs(t, ['customer']);
    const wrongType = await call(invalid, 'POST', '/api/inquiries', {
      ...inquiryBody([roomy], 10, days(100, 5)),
      spaceRequests: [{ spaceTypeId: outdoors, sizeM2: 10 }],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.message).toBe(INQUIRY_MESSAGES.invalidSpace);

    const trader = await signInAs(t, ['customer']);
    const partial = await call(trader, 'POST', '/api/inquiries', inquiryBody([full, roomy], 200, days(105, 5)));
    expect(partial.statusCode, partial.body).toBe(201);
    expect(partial.json<CreateInquiriesResponse>()).toMatchObject({
      created: [{ warehouseId: roomy }],
      failed: [{ warehouseId: full, message: INQUIRY_MESSAGES.exceedsCapacity }],
    });

    await block(roomy, 400, days(110, 5));
    const none = await call(await signInAs(t, ['customer']), 'POST', '/api/inquiries', inquiryBody([full, roomy], 200, days(110, 5)));
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toEqual({
      code: 'capacity_exceeded',
      message: INQUIRY_MESSAGES.exceedsCapacity,
      details: { [`warehouseIds.${full}`]: [INQUIRY_MESSAGES.exceedsCapacity], [`warehouseIds.${roomy}`]: [INQUIRY_MESSAGES.exceedsCapacity] },
    });
  });
});

describe('accepting an offer commits its space', () => {
  it('writes the booking rows, and refuses a second offer for the same last space at accept', async () => {
    const warehouse = await addWarehouse(1000);
    await block(warehouse, 500, days(40, 30));
    const [first, second] = await Promise.all([signInAs(t, ['customer']), signInAs(t, ['customer'])]);
    const a = await offerFor(first, warehouse, 500, days(50, 10));
    const b = await offerFor(second, warehouse, 300, days(55, 10));

    const accepted = await call(first, 'POST', `/api/offers/${a.offerId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const rows = (await commitmentsOf(warehouse)).filter((row) => row.offerId === a.offerId);
    expect(rows).toMatchObject([{ kind: 'booking', spaceTypeId: indoor, sizeM2: '500.00', ...days(50, 10) }]);

    const refused = await call(second, 'POST', `/api/offers/${b.offerId}/accept`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'capacity_exceeded', message: OFFER_MESSAGES.noLongerFree });
    // Nothing of the refused acceptance stays: the offer is still sent, its inquiry still waits, no rows.
    const [offer] = await t.db.select({ status: offers.status, respondedAt: offers.respondedAt }).from(offers).where(eq(offers.id, b.offerId));
    expect(offer).toEqual({ status: 'sent', respondedAt: null });
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, b.inquiryId));
    expect(inquiry!.status).toBe('offer_sent');
    expect((await commitmentsOf(warehouse)).filter((row) => row.offerId === b.offerId)).toEqual([]);
    // The trader may still turn it down.
    expect((await call(second, 'POST', `/api/offers/${b.offerId}/reject`)).statusCode).toBe(200);
  });
});

describe('creating a booking commits the offer once', () => {
  it('commits for an offer accepted before capacity was counted, and a second click changes nothing', async () => {
    const warehouse = await addWarehouse(1000);
    const legacy = await offerFor(await signInAs(t, ['customer']), warehouse, 400, days(20, 10), 'accepted');
    expect(await commitmentsOf(warehouse)).toEqual([]);
    const first = await call(admin, 'POST', `/api/offers/${legacy.offerId}/booking`);
    expect(first.statusCode, first.body).toBe(201);
    const again = await call(admin, 'POST', `/api/offers/${legacy.offerId}/booking`);
    expect(again.json().id).toBe(first.json().id);
    expect(await commitmentsOf(warehouse)).toMatchObject([{ offerId: legacy.offerId, kind: 'booking', sizeM2: '400.00', ...days(20, 10) }]);
  });

  it('does not commit again for an offer accepted through the API', async () => {
    const warehouse = await addWarehouse(1000);
    const trader = await signInAs(t, ['customer']);
    const { offerId } = await offerFor(trader, warehouse, 600, days(20, 10));
    expect((await call(trader, 'POST', `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
    expect((await call(admin, 'POST', `/api/offers/${offerId}/booking`)).statusCode).toBe(201);
    expect(await commitmentsOf(warehouse)).toHaveLength(1);
  });

  it('refuses the booking of a legacy offer whose space was taken since', async () => {
    const warehouse = await addWarehouse(1000);
    const legacy = await offerFor(await signInAs(t, ['customer']), warehouse, 400, days(20, 10), 'accepted');
    await block(warehouse, 700, days(25, 2));
    const refused = await call(admin, 'POST', `/api/offers/${legacy.offerId}/booking`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'capacity_exceeded', message: BOOKING_MESSAGES.noLongerFree });
    expect(await t.db.select().from(bookings).where(eq(bookings.offerId, legacy.offerId))).toEqual([]);
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, legacy.inquiryId));
    expect(inquiry!.status).toBe('accepted');
  });
});

describe('migration 0018 commits what was sold before capacity was counted', () => {
  it('commits accepted offers once, and nothing of a booking cancelled before it began', async () => {
    const warehouse = await addWarehouse(1000);
    const unbooked = await offerFor(await signInAs(t, ['customer']), warehouse, 400, days(20, 10), 'accepted');
    const cancelled = await offerFor(await signInAs(t, ['customer']), warehouse, 300, days(40, 5), 'accepted');
    const booking = await call(admin, 'POST', `/api/offers/${cancelled.offerId}/booking`);
    expect(booking.statusCode, booking.body).toBe(201);
    expect((await call(admin, 'POST', `/api/bookings/${booking.json().id}/cancel`, { reason: 'Plans changed' })).statusCode).toBe(200);
    // As if both had been sold before 0017: no rows at all.
    await t.db.execute(sql`delete from space_commitments where warehouse_id = ${warehouse}`);

    const backfill = readFileSync(new URL('../../db/migrations/0018_capacity_backfill.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(backfill));
    await t.db.execute(sql.raw(backfill));

    expect(await commitmentsOf(warehouse)).toMatchObject([{ offerId: unbooked.offerId, kind: 'booking', sizeM2: '400.00', ...days(20, 10) }]);
  });
});

describe('open pages hear of capacity changes', () => {
  it('accepting an offer and cancelling its booking tell the owner, the administrators and open browse pages', async () => {
    const warehouse = await addWarehouse(1000);
    const trader = await signInAs(t, ['customer']);
    const { offerId } = await offerFor(trader, warehouse, 400, days(20, 10));
    const received: { audience: unknown; event: { keys?: string[] } }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    const browseRefetches = () => received.filter((message) => message.audience === 'everyone' && message.event.keys?.includes(WAREHOUSES_EVENT_KEY));
    const timelineRefetches = () => received.filter((message) => message.event.keys?.includes(CAPACITY_LIVE_KEY));
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 5000;
      while (browseRefetches().length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      expect((await call(trader, 'POST', `/api/offers/${offerId}/accept`)).statusCode).toBe(200);
      await waitFor(1);
      expect(browseRefetches()).toHaveLength(1);
      const booked = await call(admin, 'POST', `/api/offers/${offerId}/booking`);
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await call(admin, 'POST', `/api/bookings/${booked.json<{ id: string }>().id}/cancel`, { reason: 'Plans changed' })).statusCode).toBe(200);
      await waitFor(2);
    } finally {
      await unlisten();
    }
    expect(browseRefetches()).toHaveLength(2);
    expect(timelineRefetches().map((message) => message.audience)).toEqual([
      { userIds: [owner.user.id] },
      { roles: ['administrator'] },
      { userIds: [owner.user.id] },
      { roles: ['administrator'] },
    ]);
  });
});

describe('cancelling or completing a booking frees its space from today', () => {
  async function bookedWarehouse(range: DayRange) {
    const warehouse = await addWarehouse(500);
    const { offerId } = await offerFor(await signInAs(t, ['customer']), warehouse, 500, range, 'accepted');
    const booked = await call(admin, 'POST', `/api/offers/${offerId}/booking`);
    expect(booked.statusCode, booked.body).toBe(201);
    return { warehouse, offerId, bookingId: booked.json<{ id: string }>().id };
  }

  it('cancel: a booking under way keeps the days already used, the rest is free again', async () => {
    const { warehouse, bookingId } = await bookedWarehouse(days(-5, 40));
    expect((await inquire(warehouse, 100, days(10, 5))).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/bookings/${bookingId}/cancel`, { reason: 'Plans changed' })).statusCode).toBe(200);
    expect(await commitmentsOf(warehouse)).toMatchObject([{ kind: 'booking', from: addDays(TODAY, -5), to: addDays(TODAY, -1) }]);
    expect((await inquire(warehouse, 500, days(10, 5))).statusCode).toBe(201);
    expect((await inquire(warehouse, 500, days(0, 3))).statusCode).toBe(201);
  });

  it('complete: a booking that had not begun leaves no commitment', async () => {
    const { warehouse, bookingId } = await bookedWarehouse(days(15, 10));
    expect((await inquire(warehouse, 1, days(20, 1))).statusCode).toBe(409);
    expect((await call(admin, 'POST', `/api/bookings/${bookingId}/complete`)).statusCode).toBe(200);
    expect(await commitmentsOf(warehouse)).toEqual([]);
    expect((await inquire(warehouse, 500, days(15, 10))).statusCode).toBe(201);
  });
});

describe('the race for the last free space (PostgreSQL)', () => {
  const onPostgres = inject('postgresTemplate') !== null;

  it.skipIf(!onPostgres)('two traders accepting at the same moment: exactly one gets it, the other a clear 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const warehouse = await addWarehouse(1000);
      const range = days(200 + round * 20, 14);
      // 500 of 1000 m² are blocked: the last free 500 m², offered to two traders.
      await block(warehouse, 500, range);
      const [first, second] = await Promise.all([signInAs(t, ['customer']), signInAs(t, ['customer'])]);
      const [a, b] = await Promise.all([offerFor(first, warehouse, 500, range), offerFor(second, warehouse, 500, range)]);
      const answers = await Promise.all([
        call(first, 'POST', `/api/offers/${a.offerId}/accept`),
        call(second, 'POST', `/api/offers/${b.offerId}/accept`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json().error).toEqual({ code: 'capacity_exceeded', message: OFFER_MESSAGES.noLongerFree });

      const statuses = await t.db.select({ status: offers.status }).from(offers).where(sql`${offers.id} in (${a.offerId}, ${b.offerId})`);
      expect(statuses.map((row) => row.status).sort()).toEqual(['accepted', 'sent']);
      const booked = (await commitmentsOf(warehouse)).filter((row) => row.kind === 'booking');
      expect(booked).toHaveLength(1);
      // Nothing was sold twice: the block and the one booking cover the same days, so their sum is
      // the peak day, and it is the total exactly; the database's own free figure is 0.
      const [free] = await rowsOf<{ free: string }>(
        t.db,
        sql`select space_free_m2(${warehouse}::uuid, ${indoor}::uuid, ${range.from}::date, ${range.to}::date)::text as free`,
      );
      expect(Number(free!.free)).toBe(0);
      const [committed] = await rowsOf<{ m2: string }>(
        t.db,
        sql`select coalesce(sum(size_m2), 0)::text as m2 from space_commitments where warehouse_id = ${warehouse}`,
      );
      expect(Number(committed!.m2)).toBe(1000);
    }
  });
});
