import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CapacityBlock, WarehouseCapacity } from '@shared/contracts/capacity';
import { CAPACITY_LIVE_KEY, WAREHOUSES_EVENT_KEY } from '@shared/contracts/live-keys';
import type { ReferenceData } from '@shared/contracts/reference';
import { addDays } from '@shared/dates';
import { CAPACITY_TIMELINE_MESSAGES as MESSAGES, GENERIC_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { inquiries, spaceCommitments } from '../../db/schema';
import { signInEach, type SignedInUser } from '../../../../tests/api/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/api/harness';
import { insertOfferFixture } from '../bookings/bookings.test-support';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { EVENTS_CHANNEL } from '../../platform/events';
import { commitOfferCapacity } from './capacity.service';

let t: TestApp;
let admin: SignedInUser;
let trader: SignedInUser;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let reference: ReferenceData;

const TODAY = new Date().toISOString().slice(0, 10);
const NOT_FOUND = { code: 'not_found', message: WAREHOUSE_MESSAGES.notFound };

beforeAll(async () => {
  t = await createTestApp();
  [admin, trader, owner, otherOwner] = await signInEach(t, ['administrator'], ['customer'], ['warehouse_owner'], ['warehouse_owner']);
  reference = (await t.app.inject({ method: 'GET', url: '/api/reference' })).json<ReferenceData>();
});
afterAll(async () => {
  await t.close();
});

const spaceType = (name: string) => reference.spaceTypes.find((type) => type.name === name)!.id;

/** A warehouse of `who` with 1,000 + 500 m² of Indoor and 200 m² of Cold Storage. */
async function warehouseOf(who: SignedInUser, isActive = true): Promise<string> {
  return insertTestWarehouse(t.db, {
    ownerId: who.user.id,
    name: `Timeline Hall ${randomUUID().slice(0, 6)}`,
    address: 'Sadama 1',
    isActive,
    spaces: [
      { spaceTypeId: spaceType('Indoor'), sizeM2: 1000, pricePerM2Cents: 400 },
      { spaceTypeId: spaceType('Indoor'), sizeM2: 500, pricePerM2Cents: 450 },
      { spaceTypeId: spaceType('Cold Storage'), sizeM2: 200, pricePerM2Cents: 900 },
    ],
  });
}

function capacity(who: SignedInUser | null, warehouseId: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/warehouses/${warehouseId}/capacity${query}`, headers: who?.headers ?? {} });
}
function block(who: SignedInUser | null, warehouseId: string, payload: object) {
  return t.app.inject({ method: 'POST', url: `/api/warehouses/${warehouseId}/blocks`, headers: who?.headers ?? {}, payload });
}
function unblock(who: SignedInUser | null, warehouseId: string, blockId: string) {
  return t.app.inject({ method: 'DELETE', url: `/api/warehouses/${warehouseId}/blocks/${blockId}`, headers: who?.headers ?? {} });
}

const blockBody = (overrides: object = {}) => ({
  spaceTypeId: spaceType('Indoor'),
  sizeM2: 600,
  from: addDays(TODAY, 10),
  to: addDays(TODAY, 19),
  note: 'Roof repairs',
  ...overrides,
});

async function blockOk(warehouseId: string, overrides: object = {}, who: SignedInUser = owner): Promise<CapacityBlock> {
  const response = await block(who, warehouseId, blockBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CapacityBlock>();
}

describe('GET /api/warehouses/:id/capacity', () => {
  it('gives each space type its total and one free step over the default 90 days when nothing is committed', async () => {
    const id = await warehouseOf(owner);
    const response = await capacity(owner, id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<WarehouseCapacity>();
    expect(body).toMatchObject({ warehouseId: id, from: TODAY, to: addDays(TODAY, 89) });
    expect(body.spaceTypes.map((type) => [type.name, type.totalM2])).toEqual([
      ['Cold Storage', 200],
      ['Indoor', 1500],
    ]);
    expect(body.spaceTypes[1]!.steps).toEqual([
      { from: TODAY, to: addDays(TODAY, 89), totalM2: 1500, bookedM2: 0, blockedM2: 0, heldM2: 0, freeM2: 1500 },
    ]);
    expect(body.spaceTypes[1]!.blocks).toEqual([]);
  });

  it('shows booked, blocked and held space apart; held does not reduce free; bookings link to their booking', async () => {
    const accepted = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' });
    await t.db.transaction((tx) =>
      commitOfferCapacity(
        tx,
        {
          offerId: accepted.offerId,
          warehouseId: accepted.warehouseId,
          range: { from: accepted.startDate, to: accepted.endDate },
          lines: [{ spaceTypeId: spaceType(accepted.spaceTypeName), sizeM2: '120.50' }],
          createdBy: null,
        },
        () => new Error('no space') as never,
      ),
    );
    const booked = await t.app.inject({ method: 'POST', url: `/api/offers/${accepted.offerId}/booking`, headers: admin.headers });
    expect(booked.statusCode, booked.body).toBe(201);
    const bookingId = booked.json<{ id: string }>().id;
    // A second, sent offer on the same warehouse only holds space (1–10 March).
    const sent = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent', startDate: '2031-03-01', endDate: '2031-03-10' });
    await t.db.update(inquiries).set({ warehouseId: accepted.warehouseId }).where(eq(inquiries.id, sent.inquiryId));
    await t.db.insert(spaceCommitments).values({
      warehouseId: accepted.warehouseId,
      spaceTypeId: spaceType(accepted.spaceTypeName),
      kind: 'block',
      sizeM2: '100.00',
      during: '[2031-03-21,2031-04-10]',
      note: 'Direct contract',
    });

    const response = await capacity(owner, accepted.warehouseId, '?from=2031-03-01&to=2031-03-31');
    expect(response.statusCode, response.body).toBe(200);
    const [type] = response.json<WarehouseCapacity>().spaceTypes;
    const step = { totalM2: 500 };
    expect(type!.steps).toEqual([
      { from: '2031-03-01', to: '2031-03-10', ...step, bookedM2: 120.5, blockedM2: 0, heldM2: 120.5, freeM2: 379.5 },
      { from: '2031-03-11', to: '2031-03-20', ...step, bookedM2: 120.5, blockedM2: 0, heldM2: 0, freeM2: 379.5 },
      { from: '2031-03-21', to: '2031-03-31', ...step, bookedM2: 120.5, blockedM2: 100, heldM2: 0, freeM2: 279.5 },
    ]);
    expect(type!.bookings).toEqual([{ offerId: accepted.offerId, bookingId, sizeM2: 120.5, from: '2031-03-01', to: '2031-03-31' }]);
    expect(type!.blocks).toEqual([
      expect.objectContaining({ spaceTypeId: type!.id, sizeM2: 100, from: '2031-03-21', to: '2031-04-10', note: 'Direct contract' }),
    ]);
  });

  it('answers the administrator; another owner gets 403 for an active warehouse and 404 for an inactive one; a trader 403; a visitor 401', async () => {
    const active = await warehouseOf(owner);
    const inactive = await warehouseOf(owner, false);
    expect((await capacity(admin, active)).statusCode).toBe(200);
    expect((await capacity(admin, inactive)).statusCode).toBe(200);
    const other = await capacity(otherOwner, active);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { code: 'forbidden', message: GENERIC_MESSAGES.permission } });
    const hidden = await capacity(otherOwner, inactive);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ error: NOT_FOUND });
    expect((await capacity(trader, active)).statusCode).toBe(403);
    expect((await capacity(null, active)).statusCode).toBe(401);
    expect((await capacity(owner, randomUUID())).json()).toMatchObject({ error: NOT_FOUND });
  });

  it('refuses bad dates, an end before the start and a period over 731 days with a clear text', async () => {
    const id = await warehouseOf(owner);
    const bad = await capacity(owner, id, '?from=2031-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_error', details: { from: [MESSAGES.invalidDate] } } });
    const reversed = await capacity(owner, id, '?from=2031-03-10&to=2031-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ error: { details: { to: [MESSAGES.dateOrder] } } });
    const long = await capacity(owner, id, '?from=2031-01-01&to=2033-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { details: { to: [MESSAGES.rangeTooLong] } } });
    const longest = await capacity(owner, id, '?from=2031-01-01&to=2032-12-31');
    expect(longest.statusCode, longest.body).toBe(200);
    // Only `to` given: the 90 days that end on it.
    const ending = await capacity(owner, id, '?to=2031-03-31');
    expect(ending.json<WarehouseCapacity>()).toMatchObject({ from: addDays('2031-03-31', -89), to: '2031-03-31' });
  });
});

describe('POST /api/warehouses/:id/blocks', () => {
  it('blocks space for the owner and the administrator; the timeline shows it and free shrinks', async () => {
    const id = await warehouseOf(owner);
    const created = await blockOk(id);
    expect(created).toMatchObject({ spaceTypeId: spaceType('Indoor'), sizeM2: 600, from: addDays(TODAY, 10), to: addDays(TODAY, 19), note: 'Roof repairs' });
    await blockOk(id, { sizeM2: 100.25, note: '' }, admin);
    const body = (await capacity(owner, id)).json<WarehouseCapacity>();
    const indoor = body.spaceTypes.find((type) => type.name === 'Indoor')!;
    expect(indoor.blocks.map((row) => row.sizeM2)).toEqual([600, 100.25]);
    expect(indoor.steps[1]).toMatchObject({ from: addDays(TODAY, 10), to: addDays(TODAY, 19), blockedM2: 700.25, freeM2: 799.75 });
  });

  it('refuses a block larger than what is free on one of its days with 409 capacity_exceeded', async () => {
    const id = await warehouseOf(owner);
    await blockOk(id, { sizeM2: 1000, from: addDays(TODAY, 15), to: addDays(TODAY, 15) });
    const over = await block(owner, id, blockBody({ sizeM2: 500.01 }));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: { code: 'capacity_exceeded', message: MESSAGES.blockExceedsFree } });
    // Exactly what is free fits; Cold Storage is counted apart.
    await blockOk(id, { sizeM2: 500 });
    await blockOk(id, { spaceTypeId: spaceType('Cold Storage'), sizeM2: 200 });
  });

  it('refuses bad input beside its field', async () => {
    const id = await warehouseOf(owner);
    const cases: [object, string, string][] = [
      [{ sizeM2: 0 }, 'sizeM2', MESSAGES.sizePositive],
      [{ sizeM2: 1.005 }, 'sizeM2', MESSAGES.invalidSize],
      [{ from: '2031-13-01' }, 'from', MESSAGES.invalidDate],
      [{ from: addDays(TODAY, 20), to: addDays(TODAY, 10) }, 'to', MESSAGES.dateOrder],
      [{ from: addDays(TODAY, 1), to: addDays(TODAY, 800) }, 'to', MESSAGES.rangeTooLong],
      [{ from: addDays(TODAY, -1) }, 'from', MESSAGES.fromPast],
      [{ note: 'x'.repeat(501) }, 'note', MESSAGES.noteTooLong],
      [{ spaceTypeId: '' }, 'spaceTypeId', MESSAGES.spaceTypeRequired],
      [{ spaceTypeId: spaceType('Bonded') }, 'spaceTypeId', MESSAGES.unknownSpaceType],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await block(owner, id, blockBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toMatchObject({ error: { details: { [field]: [message] } } });
    }
    // Today is not the past.
    await blockOk(id, { from: TODAY, to: TODAY, sizeM2: 1 });
  });

  it('answers others as the other management routes do', async () => {
    const id = await warehouseOf(owner);
    const inactive = await warehouseOf(owner, false);
    expect((await block(otherOwner, id, blockBody())).statusCode).toBe(403);
    expect((await block(otherOwner, inactive, blockBody())).json()).toMatchObject({ error: NOT_FOUND });
    expect((await block(trader, id, blockBody())).statusCode).toBe(403);
    expect((await block(null, id, blockBody())).statusCode).toBe(401);
    const rows = await t.db.select().from(spaceCommitments).where(eq(spaceCommitments.warehouseId, id));
    expect(rows).toEqual([]);
  });
});

describe('live updates', () => {
  it('tells the owner, the administrators and open browse pages to refetch after a block is added or removed', async () => {
    const id = await warehouseOf(owner);
    const received: { audience: unknown; event: unknown }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    const waitFor = async (count: number) => {
      const deadline = Date.now() + 5000;
      while (received.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    try {
      const created = await blockOk(id);
      await waitFor(3);
      expect((await unblock(owner, id, created.id)).statusCode).toBe(204);
      await waitFor(6);
    } finally {
      await unlisten();
    }
    const event = { type: 'invalidate', keys: [CAPACITY_LIVE_KEY] };
    const toOwner = { kind: 'event', audience: { userIds: [owner.user.id] }, event };
    const toAdministrators = { kind: 'event', audience: { roles: ['administrator'] }, event };
    // Browse cards say what is free for their dates: open browse pages refetch too.
    const toBrowse = { kind: 'event', audience: 'everyone', event: { type: 'invalidate', keys: [WAREHOUSES_EVENT_KEY] } };
    expect(received).toEqual([toOwner, toAdministrators, toBrowse, toOwner, toAdministrators, toBrowse]);
  });
});

describe('DELETE /api/warehouses/:id/blocks/:blockId', () => {
  it('removes a block for its owner; another warehouse\'s block or a booking row is 404', async () => {
    const id = await warehouseOf(owner);
    const otherId = await warehouseOf(owner);
    const created = await blockOk(id);
    const elsewhere = await unblock(owner, otherId, created.id);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ error: { code: 'not_found', message: MESSAGES.blockNotFound } });
    expect((await unblock(otherOwner, id, created.id)).statusCode).toBe(403);
    expect((await unblock(trader, id, created.id)).statusCode).toBe(403);
    expect((await unblock(null, id, created.id)).statusCode).toBe(401);
    const removed = await unblock(owner, id, created.id);
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await unblock(owner, id, created.id)).statusCode).toBe(404);
    const indoor = (await capacity(owner, id)).json<WarehouseCapacity>().spaceTypes.find((type) => type.name === 'Indoor')!;
    expect(indoor.blocks).toEqual([]);
    expect(indoor.steps).toHaveLength(1);

    const accepted = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' });
    const [bookingRow] = await t.db
      .insert(spaceCommitments)
      .values({ warehouseId: accepted.warehouseId, spaceTypeId: spaceType(accepted.spaceTypeName), kind: 'booking', offerId: accepted.offerId, sizeM2: '10', during: '[2031-03-01,2031-03-31]' })
      .returning({ id: spaceCommitments.id });
    expect((await unblock(owner, accepted.warehouseId, bookingRow!.id)).statusCode).toBe(404);
    expect((await unblock(admin, id, (await blockOk(id)).id)).statusCode).toBe(204);
  });

});
