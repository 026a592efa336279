import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Commitment, CAPACITY_WINDOW_DAYS, utilisation } from '@shared/capacity';
import type { UtilisationResponse } from '@shared/contracts/dashboard';
import { INVALID_UTILISATION_PERIOD } from '@shared/dashboard';
import { addDays, todayUtc } from '@shared/dates';
import { warehouseSpaces } from '../../db/schema';
import { insertOfferFixture, type OfferFixture } from '../bookings/bookings.test-support';
import { insertTestCommitments } from '../capacity/capacity.test-support';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

/*
 * GET /api/admin/utilisation (issue #23): booked m²-days over available m²-days per warehouse,
 * summed in SQL; every figure is checked against the shared rule, utilisation().
 */

const t = useTestApp();
const [admin, owner, trader] = useSignedIn(t, ['administrator'], ['warehouse_owner'], ['customer']);

const MARCH = { from: '2031-03-01', to: '2031-03-31' };
/** What each fixture warehouse has booked, as the shared rule reads it. */
const booked = new Map<string, Commitment[]>();
let busy: OfferFixture;
let half: OfferFixture;
let idle: OfferFixture;

/** A booking (kind 'booking', tied to the fixture's offer) of the fixture's warehouse, or an owner's block. */
async function commit(fixture: OfferFixture, kind: 'booking' | 'block', from: string, to: string, sizeM2: string) {
  const [row] = await insertTestCommitments(t.db, [
    {
      warehouseId: fixture.warehouseId,
      spaceTypeId: await spaceTypeOf(fixture),
      kind,
      offerId: kind === 'booking' ? fixture.offerId : null,
      sizeM2,
      range: { from, to },
      createdBy: null,
    },
  ]);
  if (kind === 'booking') booked.set(fixture.warehouseId, [...(booked.get(fixture.warehouseId) ?? []), { from, to, sizeM2, spaceTypeId: row!.spaceTypeId }]);
}

async function spaceTypeOf(fixture: OfferFixture): Promise<string> {
  const [space] = await t.db.select({ id: warehouseSpaces.spaceTypeId }).from(warehouseSpaces).where(eq(warehouseSpaces.warehouseId, fixture.warehouseId));
  return space!.id;
}

async function get(who: SignedInUser | null, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/admin/utilisation${query}`, headers: who?.headers ?? {} });
}

async function utilisationOf(query: string): Promise<UtilisationResponse> {
  const response = await get(admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<UtilisationResponse>();
}

beforeAll(async () => {
  // Three warehouses of 500 m² each (the fixture's), and one without space, which has no utilisation.
  [busy, half, idle] = [
    await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' }),
    await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' }),
    await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' }),
  ];
  await insertTestWarehouse(t.db, { ownerId: owner.user.id, name: 'Empty Lot' });
  // busy: all of it for March, and 200 m² more for its first five days (over-booked: capped at 100 %).
  await commit(busy, 'booking', '2031-03-01', '2031-03-31', '500.00');
  await commit(busy, 'booking', '2031-03-01', '2031-03-05', '200.00');
  // half: 250.25 m² from February into March (ten days of it count), 100 m² on 31 March and on into April,
  // and a block over all of March, which is not a booking and does not count as used.
  await commit(half, 'booking', '2031-02-20', '2031-03-10', '250.25');
  await commit(half, 'booking', '2031-03-31', '2031-04-05', '100.00');
  await commit(half, 'block', '2031-03-01', '2031-03-31', '400.00');
  // idle: booked only in April.
  await commit(idle, 'booking', '2031-04-01', '2031-04-30', '500.00');
});
describe('GET /api/admin/utilisation', () => {
  it('lists the warehouses with bookings in the period, most used first, each figure equal to the shared rule', async () => {
    const result = await utilisationOf(`?from=${MARCH.from}&to=${MARCH.to}`);
    expect(result.period).toEqual({ ...MARCH, days: 31 });
    expect(result.items.map((item) => [item.warehouseId, item.totalM2, item.bookedM2Days, item.availableM2Days])).toEqual([
      [busy.warehouseId, 500, 16_500, 15_500],
      [half.warehouseId, 500, 2_602.5, 15_500],
    ]);
    for (const item of result.items) {
      expect(item.utilisation).toBe(utilisation(item.totalM2, booked.get(item.warehouseId)!, MARCH));
    }
    expect(result.items[0]!.utilisation).toBe(1);
    expect(result.items[1]!).toMatchObject({ name: half.warehouseName, city: 'Tallinn', country: 'Estonia', isActive: true });
    // The platform: the three warehouses with space, each capped at what it has (15,500 + 2,602.5 + 0 of 46,500).
    expect(result.warehouseCount).toBe(3);
    expect(result.overall).toBe((15_500 + 2_602.5) / 46_500);
  });

  it('has no items for a period without bookings (the screen\'s empty state)', async () => {
    const result = await utilisationOf('?from=2031-06-01&to=2031-06-30');
    expect(result.items).toEqual([]);
    expect(result.overall).toBe(0);
    expect(result.warehouseCount).toBe(3);
  });

  it('looks CAPACITY_WINDOW_DAYS days ahead from today by default, and from `from` when only it is given', async () => {
    const today = todayUtc();
    const fixture = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted' });
    await commit(fixture, 'booking', today, addDays(today, 9), '100.00');
    const window = { from: today, to: addDays(today, CAPACITY_WINDOW_DAYS - 1) };
    const result = await utilisationOf('');
    expect(result.period).toEqual({ ...window, days: CAPACITY_WINDOW_DAYS });
    const item = result.items.find((candidate) => candidate.warehouseId === fixture.warehouseId)!;
    expect(item.utilisation).toBe(utilisation(500, booked.get(fixture.warehouseId)!, window));
    expect(item.utilisation).toBeCloseTo((100 * 10) / (500 * CAPACITY_WINDOW_DAYS), 12);
    expect((await utilisationOf(`?from=${MARCH.from}`)).period).toEqual({ from: MARCH.from, to: addDays(MARCH.from, CAPACITY_WINDOW_DAYS - 1), days: CAPACITY_WINDOW_DAYS });
    expect((await utilisationOf(`?to=${MARCH.to}`)).period).toEqual({ from: addDays(MARCH.to, 1 - CAPACITY_WINDOW_DAYS), to: MARCH.to, days: CAPACITY_WINDOW_DAYS });
  });

  it('refuses dates that are not real, a period that ends before it starts, and one longer than CAPACITY_MAX_DAYS', async () => {
    for (const query of ['?from=2031-02-30', '?to=soon', '?from=2031-03-10&to=2031-03-09', '?from=2031-01-01&to=2033-01-01']) {
      const response = await get(admin, query);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json().error), query).toContain(INVALID_UTILISATION_PERIOD);
    }
    // 731 days is the longest allowed.
    expect((await get(admin, '?from=2031-01-01&to=2032-12-31')).statusCode).toBe(200);
  });

  it('answers administrators only: 401 signed out, 403 to owners and traders', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(owner)).statusCode).toBe(403);
    expect((await get(trader)).statusCode).toBe(403);
    expect((await get(await signInAs(t, ['customer', 'warehouse_owner']))).statusCode).toBe(403);
    expect((await get(admin)).statusCode).toBe(200);
  });
});
