import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardStats } from '@shared/contracts/dashboard';
import { eq } from 'drizzle-orm';
import { inquiries, offers, users, listingRequests, warehouses } from '../../db/schema';
import { insertOfferFixture } from '../bookings/bookings.test-support';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { type SignedInUser, signInAs, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';

const t = useTestApp();
const [admin, owner, otherOwner, customer] = useSignedIn(t, ['administrator'], ['warehouse_owner'], ['warehouse_owner'], ['customer']);

async function addWarehouse(ownerId: string, name: string, isActive = true): Promise<string> {
  return insertTestWarehouse(t.db, { ownerId, name, isActive });
}

async function dashboard(who: SignedInUser): Promise<DashboardStats> {
  const response = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: who.headers });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardStats>();
}

beforeAll(async () => {
  await addWarehouse(owner.user.id, 'North Hall');
  await addWarehouse(owner.user.id, 'South Yard', false);
  await addWarehouse(otherOwner.user.id, 'Elsewhere');
});

describe('GET /api/dashboard', () => {
  it('answers 401 "User not authenticated" when signed out', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toEqual({ code: 'unauthenticated', message: 'User not authenticated' });
  });

  it('gives an administrator the global counts from the database', async () => {
    const userCount = await t.db.$count(users);
    const warehouseCount = await t.db.$count(warehouses);
    expect(warehouseCount).toBe(3);
    expect(await dashboard(admin)).toEqual({
      administrator: { totalUsers: userCount, totalWarehouses: 3, pendingListingRequests: 0, activeInquiries: 0 },
      owner: null,
      customer: null,
    });
    await signInAs(t, ['customer']);
    expect((await dashboard(admin)).administrator?.totalUsers).toBe(userCount + 1);
  });

  it('counts submitted listing requests as pending for administrators, and no other status', async () => {
    await t.db.insert(listingRequests).values(
      (['draft', 'submitted', 'submitted', 'under_review', 'approved', 'rejected'] as const).map((status, index) => ({
        status,
        name: `Dashboard request ${index}`,
      })),
    );
    expect((await dashboard(admin)).administrator?.pendingListingRequests).toBe(2);
    expect((await dashboard(owner)).administrator).toBeNull();
    await t.db.delete(listingRequests);
    expect((await dashboard(admin)).administrator?.pendingListingRequests).toBe(0);
  });

  it('gives a warehouse owner the count of their own warehouses only, active or not', async () => {
    expect(await dashboard(owner)).toEqual({ administrator: null, owner: { myWarehouses: 2 }, customer: null });
    expect((await dashboard(otherOwner)).owner).toEqual({ myWarehouses: 1 });
  });

  it('gives a customer their block, with no bookings yet', async () => {
    expect(await dashboard(customer)).toEqual({
      administrator: null,
      owner: null,
      customer: { activeInquiries: 0, activeBookings: 0, offersAwaitingAnswer: [], offersAwaitingAnswerCount: 0 },
    });
  });

  it('counts active inquiries: the customer\'s own, and all of them for an administrator', async () => {
    const warehouseId = await addWarehouse(owner.user.id, 'Inquiry Hall');
    const otherCustomer = await signInAs(t, ['customer']);
    const statuses = ['submitted', 'under_review', 'offer_pending', 'offer_sent', 'draft', 'accepted', 'rejected', 'cancelled'] as const;
    for (const status of statuses) {
      await t.db.insert(inquiries).values({ traderId: customer.user.id, warehouseId, status, startDate: '2030-01-01', endDate: '2030-01-07' });
    }
    await t.db.insert(inquiries).values({ traderId: otherCustomer.user.id, warehouseId, status: 'submitted', startDate: '2030-01-01', endDate: '2030-01-07' });
    expect((await dashboard(customer)).customer).toEqual({ activeInquiries: 4, activeBookings: 0, offersAwaitingAnswer: [], offersAwaitingAnswerCount: 0 });
    expect((await dashboard(otherCustomer)).customer).toEqual({ activeInquiries: 1, activeBookings: 0, offersAwaitingAnswer: [], offersAwaitingAnswerCount: 0 });
    expect((await dashboard(admin)).administrator?.activeInquiries).toBe(5);
  });

  it('lists the trader’s sent offers still valid, the soonest to run out first, and nobody else’s (decision 203)', async () => {
    const trader = await signInAs(t, ['customer']);
    const later = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent' });
    const sooner = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent' });
    const past = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent' });
    await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'draft' });
    await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'rejected' });
    await t.db.update(offers).set({ validUntil: '2031-02-10' }).where(eq(offers.id, later.offerId));
    await t.db.update(offers).set({ validUntil: '2020-01-01' }).where(eq(offers.id, past.offerId));
    const other = await signInAs(t, ['customer']);
    await insertOfferFixture(t.db, { traderId: other.user.id, ownerId: owner.user.id, status: 'sent' });

    expect((await dashboard(trader)).customer?.offersAwaitingAnswer).toEqual([
      { inquiryId: sooner.inquiryId, warehouseName: sooner.warehouseName, validUntil: '2031-02-01', totalWithFeeCents: sooner.totalWithFeeCents },
      { inquiryId: later.inquiryId, warehouseName: later.warehouseName, validUntil: '2031-02-10', totalWithFeeCents: later.totalWithFeeCents },
    ]);
    expect((await dashboard(trader)).customer?.offersAwaitingAnswerCount).toBe(2);
    expect((await dashboard(other)).customer?.offersAwaitingAnswer).toHaveLength(1);
  });

  it('lists the five that run out soonest and counts them all', async () => {
    const trader = await signInAs(t, ['customer']);
    for (let index = 0; index < 7; index++) {
      await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'sent' });
    }
    const customer = (await dashboard(trader)).customer;
    expect(customer?.offersAwaitingAnswer).toHaveLength(5);
    expect(customer?.offersAwaitingAnswerCount).toBe(7);
  });

  it("counts the customer's own active bookings only", async () => {
    const booker = await signInAs(t, ['customer']);
    const statuses = ['active', 'active', 'completed', 'cancelled'] as const;
    for (const status of statuses) {
      const fixture = await insertOfferFixture(t.db, { traderId: booker.user.id, ownerId: owner.user.id });
      const response = await t.app.inject({ method: 'POST', url: `/api/offers/${fixture.offerId}/booking`, headers: admin.headers });
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: string }>();
      if (status === 'completed') await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/complete`, headers: admin.headers });
      if (status === 'cancelled') {
        await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: admin.headers, payload: { reason: 'Test' } });
      }
    }
    // Someone else's active booking does not count.
    const other = await signInAs(t, ['customer']);
    const fixture = await insertOfferFixture(t.db, { traderId: other.user.id, ownerId: owner.user.id });
    expect((await t.app.inject({ method: 'POST', url: `/api/offers/${fixture.offerId}/booking`, headers: admin.headers })).statusCode).toBe(201);
    expect((await dashboard(booker)).customer?.activeBookings).toBe(2);
    expect((await dashboard(other)).customer?.activeBookings).toBe(1);
    expect((await dashboard(owner)).customer).toBeNull();
  });

  it('gives a user with several roles one block per role', async () => {
    const both = await signInAs(t, ['customer', 'warehouse_owner']);
    await addWarehouse(both.user.id, 'Shared Shed');
    const stats = await dashboard(both);
    expect(stats.administrator).toBeNull();
    expect(stats.owner).toEqual({ myWarehouses: 1 });
    expect(stats.customer).toEqual({ activeInquiries: 0, activeBookings: 0, offersAwaitingAnswer: [], offersAwaitingAnswerCount: 0 });
  });

  it('gives a user without a role no blocks', async () => {
    const nobody = await signInAs(t, []);
    expect(await dashboard(nobody)).toEqual({ administrator: null, owner: null, customer: null });
  });
});
