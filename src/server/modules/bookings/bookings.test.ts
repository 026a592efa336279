import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetail, ListAdminBookingsResponse, ListBookingsResponse } from '@shared/contracts/bookings';
import { BOOKING_MESSAGES } from '@shared/errors';
import type { OfferStatus } from '@shared/statuses/offer';
import {
  activityLog,
  bookingServices,
  bookingSpaces,
  bookings,
  conversations,
  inquiries,
  mailOutbox,
  messages,
  notifications,
  offers,
  users,
} from '../../db/schema';
import { EVENTS_CHANNEL } from '../../platform/events';
import { bookingCreatedMessage, formatBookingNumber } from './bookings.service';
import { insertOfferFixture, type OfferFixture } from './bookings.test-support';
import { CAST, signInAs, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { type BookingCaller, bookingCallers, itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';

const t = useTestApp();
const [admin, trader, otherTrader, owner, otherOwner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner, CAST.otherOwner);

const NOT_FOUND = { code: 'not_found', message: BOOKING_MESSAGES.notFound };
/** The fixture offer's service line (3 hours at €45.00) as a booking copies it, in its table and in its answer alike. */
const BOOKED_SERVICE_LINE = {
  pricingType: 'hourly_rate',
  quantity: 3,
  unitType: 'hour',
  pricePerHourCents: 4500,
  pricePerUnitCents: null,
  fixedPriceCents: null,
  totalCents: 13_500,
};

/** An offer of `trader` on a warehouse of `owner` (or of the given users). */
function offerFixture(status: OfferStatus = 'accepted', who: { trader?: SignedInUser; owner?: SignedInUser } = {}): Promise<OfferFixture> {
  return insertOfferFixture(t.db, { traderId: (who.trader ?? trader).user.id, ownerId: (who.owner ?? owner).user.id, status });
}

function book(who: SignedInUser | null, offerId: string) {
  return t.app.inject({ method: 'POST', url: `/api/offers/${offerId}/booking`, headers: who?.headers ?? {} });
}

/** A booking made by the administrator from a new accepted offer; fails the test otherwise. */
async function createBooking(who: { trader?: SignedInUser; owner?: SignedInUser } = {}): Promise<{ id: string; fixture: OfferFixture }> {
  const fixture = await offerFixture('accepted', who);
  const response = await book(admin, fixture.offerId);
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json<{ id: string }>().id, fixture };
}

function post(who: SignedInUser | null, url: string, payload?: object) {
  return t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

function get(who: SignedInUser | null, url: string) {
  return t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
}

async function threadOf(bookingId: string) {
  return t.db
    .select({ body: messages.body, senderId: messages.senderId, isSystemMessage: messages.isSystemMessage })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.bookingId, bookingId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

describe('permission matrix', () => {
  let offerId: string;
  let bookingId: string;
  let toComplete: string;
  let toCancel: string;

  beforeAll(async () => {
    offerId = (await offerFixture()).offerId;
    bookingId = (await createBooking()).id;
    toComplete = (await createBooking()).id;
    toCancel = (await createBooking()).id;
  });

  const routes: MatrixRoute<BookingCaller>[] = [
    {
      name: 'POST /api/offers/:offerId/booking',
      call: () => ({ method: 'POST', url: `/api/offers/${offerId}/booking` }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 403, otherOwner: 403, admin: 201 },
    },
    {
      name: 'GET /api/bookings',
      call: () => ({ method: 'GET', url: '/api/bookings' }),
      expected: { visitor: 401, trader: 200, otherTrader: 200, owner: 200, otherOwner: 200, admin: 200 },
    },
    {
      name: 'GET /api/bookings/:id',
      call: () => ({ method: 'GET', url: `/api/bookings/${bookingId}` }),
      expected: { visitor: 401, trader: 200, otherTrader: 404, owner: 200, otherOwner: 404, admin: 200 },
    },
    {
      name: 'GET /api/admin/bookings',
      call: () => ({ method: 'GET', url: '/api/admin/bookings' }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 403, otherOwner: 403, admin: 200 },
    },
    {
      name: 'POST /api/bookings/:id/complete',
      call: () => ({ method: 'POST', url: `/api/bookings/${toComplete}/complete` }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 403, otherOwner: 403, admin: 200 },
    },
    {
      name: 'POST /api/bookings/:id/cancel',
      call: () => ({ method: 'POST', url: `/api/bookings/${toCancel}/cancel`, payload: { reason: 'Customer withdrew' } }),
      expected: { visitor: 401, trader: 403, otherTrader: 403, owner: 403, otherOwner: 403, admin: 200 },
    },
  ];

  itAnswersEachCaller(t, bookingCallers({ admin, trader, otherTrader, owner, otherOwner }), routes, { 403: { code: 'forbidden', message: 'Unauthorized' }, 404: NOT_FOUND });

  it('refuses visitors and non-administrators before validating params and body', async () => {
    expect((await post(null, '/api/offers/not-a-uuid/booking')).statusCode).toBe(401);
    expect((await post(trader, '/api/offers/not-a-uuid/booking')).statusCode).toBe(403);
    expect((await post(owner, '/api/bookings/not-a-uuid/cancel', {})).statusCode).toBe(403);
  });

  it('answers the same 404 for a missing booking as for someone else\'s', async () => {
    const missing = await get(trader, `/api/bookings/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual(NOT_FOUND);
  });
});

describe('POST /api/offers/:offerId/booking', () => {
  it('creates an active booking with snapshots of the offer, confirms the inquiry and links the offer', async () => {
    const fixture = await offerFixture();
    const response = await book(admin, fixture.offerId);
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      offerId: fixture.offerId,
      inquiryId: fixture.inquiryId,
      traderId: trader.user.id,
      warehouseId: fixture.warehouseId,
      warehouseOwnerId: owner.user.id,
      status: 'active',
      startDate: fixture.startDate,
      endDate: fixture.endDate,
      totalCostCents: 58_002,
    });
    expect(fixture.totalWithFeeCents).toBe(58_002);
    expect(await t.db.select().from(bookingSpaces).where(eq(bookingSpaces.bookingId, id))).toEqual([
      expect.objectContaining({ spaceTypeName: fixture.spaceTypeName, sizeM2: '120.50', pricePerM2Cents: 400, totalCents: 34_835, position: 0 }),
    ]);
    expect(await t.db.select().from(bookingServices).where(eq(bookingServices.bookingId, id))).toEqual([
      expect.objectContaining({ name: fixture.serviceName, ...BOOKED_SERVICE_LINE }),
    ]);
    const [offer] = await t.db.select({ bookingId: offers.bookingId, status: offers.status }).from(offers).where(eq(offers.id, fixture.offerId));
    expect(offer).toEqual({ bookingId: id, status: 'accepted' });
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
    expect(inquiry!.status).toBe('confirmed');

    const detail = await get(trader, `/api/bookings/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<BookingDetail>()).toMatchObject({
      id,
      inquiryId: fixture.inquiryId,
      status: 'active',
      startDate: fixture.startDate,
      endDate: fixture.endDate,
      // The lines (34,835 + 13,500) and the 20 % fee add up to the total the trader pays.
      linesTotalCents: 48_335,
      platformFee: { percentage: 20, cents: 9667 },
      totalCostCents: 58_002,
      cancellationReason: null,
      warehouse: { id: fixture.warehouseId, name: fixture.warehouseName, address: expect.stringMatching(/^Sadama /), city: 'Tallinn', country: 'Estonia' },
      trader: { id: trader.user.id, firstName: 'Carl', lastName: 'Trader', email: trader.user.email },
      spaces: [{ id: expect.any(String), spaceTypeName: fixture.spaceTypeName, sizeM2: 120.5, pricePerM2Cents: 400, totalCents: 34_835 }],
      services: [{ name: fixture.serviceName, ...BOOKED_SERVICE_LINE }],
      canComplete: false,
      canCancel: false,
    });
    expect((await get(admin, `/api/bookings/${id}`)).json<BookingDetail>()).toMatchObject({ canComplete: true, canCancel: true });
  });

  it("shows the booked spaces and services in the offer's order, whatever order they were written in", async () => {
    const { id, fixture } = await createBooking();
    // Written last first: the page and the invoice read them by position (findBookingCharges).
    await t.db.insert(bookingSpaces).values([
      { bookingId: id, spaceTypeName: 'Third', sizeM2: '3.00', pricePerM2Cents: 300, totalCents: 900, position: 2 },
      { bookingId: id, spaceTypeName: 'Second', sizeM2: '2.00', pricePerM2Cents: 200, totalCents: 400, position: 1 },
    ]);
    await t.db.insert(bookingServices).values({ bookingId: id, ...BOOKED_SERVICE_LINE, pricingType: 'hourly_rate', name: 'Second service', position: 1 });
    const detail = (await get(trader, `/api/bookings/${id}`)).json<BookingDetail>();
    expect(detail.spaces.map((space) => [space.spaceTypeName, space.sizeM2])).toEqual([
      [fixture.spaceTypeName, 120.5],
      ['Second', 2],
      ['Third', 3],
    ]);
    expect(detail.services.map((service) => service.name)).toEqual([fixture.serviceName, 'Second service']);
  });

  it('notifies the administrators and the owner (booking_created) and the trader (booking_confirmed), and emails the trader', async () => {
    const secondAdmin = await signInAs(t, ['administrator']);
    const { id, fixture } = await createBooking();
    const rows = await t.db
      .select({ userId: notifications.userId, type: notifications.type, bookingId: notifications.bookingId, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.bookingId, id));
    const byUser = (userId: string) => rows.filter((row) => row.userId === userId).map((row) => row.type);
    expect(byUser(admin.user.id)).toEqual(['booking_created']);
    expect(byUser(secondAdmin.user.id)).toEqual(['booking_created']);
    expect(byUser(owner.user.id)).toEqual(['booking_created']);
    expect(byUser(trader.user.id)).toEqual(['booking_confirmed']);
    expect(byUser(otherOwner.user.id)).toEqual([]);
    expect(byUser(otherTrader.user.id)).toEqual([]);
    expect(rows.find((row) => row.type === 'booking_confirmed')!.message).toContain(formatBookingNumber(id));
    expect(rows.find((row) => row.type === 'booking_confirmed')!.message).toContain(fixture.warehouseName);

    const emails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, trader.user.email), eq(mailOutbox.kind, 'booking_confirmed')));
    const email = emails.find((candidate) => candidate.textBody.includes(`/bookings/${id}`));
    expect(email, 'an email to the trader with a link to the booking').toBeDefined();
    expect(email!.subject).toBe(`Your booking at ${fixture.warehouseName} is confirmed`);
    expect(email!.textBody).toContain(`View your booking: http://localhost:3000/bookings/${id}`);
    expect(email!.textBody).toContain('€580.02');
    expect(email!.htmlBody).toContain(`href="http://localhost:3000/bookings/${id}"`);
  });

  it('emails the owner of the booked warehouse when their profile says so, and nobody whose choice is off', async () => {
    const { id } = await createBooking();
    const ownerEmails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, owner.user.email), eq(mailOutbox.kind, 'notification_booking_created')));
    const ownerEmail = ownerEmails.find((candidate) => candidate.textBody.includes(`/bookings/${id}`));
    expect(ownerEmail, 'an email to the owner with a link to the booking').toBeDefined();
    expect(ownerEmail!.subject).toBe('New booking created - 24WM');
    expect(ownerEmail!.textBody).toContain(`Booking ${formatBookingNumber(id)}`);
    expect(ownerEmail!.textBody).toContain(`http://localhost:3000/bookings/${id}`);

    const quietTrader = await signInAs(t, ['customer']);
    const quietOwner = await signInAs(t, ['warehouse_owner']);
    await t.db.update(users).set({ emailNotifications: false }).where(inArray(users.id, [quietTrader.user.id, quietOwner.user.id]));
    const quiet = await createBooking({ trader: quietTrader, owner: quietOwner });
    const notified = await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.bookingId, quiet.id));
    expect(notified.map((row) => row.userId)).toEqual(expect.arrayContaining([quietTrader.user.id, quietOwner.user.id]));
    expect(await t.db.$count(mailOutbox, inArray(mailOutbox.toAddress, [quietTrader.user.email, quietOwner.user.email]))).toBe(0);
  });

  it('writes the system message and then the administrator\'s message with the link into the booking thread', async () => {
    const { id } = await createBooking();
    expect(await threadOf(id)).toEqual([
      { body: 'Booking created.', senderId: null, isSystemMessage: true },
      { body: bookingCreatedMessage('http://localhost:3000', id), senderId: admin.user.id, isSystemMessage: false },
    ]);
    expect(bookingCreatedMessage('http://localhost:3000', id)).toContain(`http://localhost:3000/bookings/${id}`);
  });

  for (const status of ['draft', 'sent', 'rejected', 'expired'] as const) {
    it(`refuses a ${status} offer with 409 and changes nothing`, async () => {
      const fixture = await offerFixture(status);
      const [before] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
      const response = await book(admin, fixture.offerId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'offer_not_accepted', message: BOOKING_MESSAGES.offerNotAccepted });
      expect(await t.db.$count(bookings, eq(bookings.offerId, fixture.offerId))).toBe(0);
      const [offer] = await t.db.select({ bookingId: offers.bookingId }).from(offers).where(eq(offers.id, fixture.offerId));
      expect(offer!.bookingId).toBeNull();
      const [after] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
      expect(after!.status).toBe(before!.status);
      const [refusal] = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.activityType, 'booking.created'), eq(activityLog.status, 'error'), eq(activityLog.userId, admin.user.id)));
      expect(refusal).toBeDefined();
    });
  }

  it('asks the inquiry machine on the locked inquiry: an accepted offer of an inquiry that is not accepted is refused with the same 409', async () => {
    const fixture = await insertOfferFixture(t.db, { traderId: trader.user.id, ownerId: owner.user.id, status: 'accepted', inquiryStatus: 'cancelled' });
    const response = await book(admin, fixture.offerId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'offer_not_accepted', message: BOOKING_MESSAGES.offerNotAccepted });
    expect(await t.db.$count(bookings, eq(bookings.offerId, fixture.offerId))).toBe(0);
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
    expect(inquiry!.status).toBe('cancelled');
  });

  it('answers 404 "No offer found" for an unknown offer, and 404 for a malformed id', async () => {
    const missing = await book(admin, randomUUID());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: BOOKING_MESSAGES.offerNotFound });
    const malformed = await book(admin, 'not-a-uuid');
    expect(malformed.statusCode).toBe(404);
  });

  it('answers the existing booking (200) on a second call, without a second booking or more notifications', async () => {
    const { id, fixture } = await createBooking();
    const notificationsBefore = await t.db.$count(notifications, eq(notifications.bookingId, id));
    const again = await book(admin, fixture.offerId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    expect(await t.db.$count(bookings, eq(bookings.offerId, fixture.offerId))).toBe(1);
    expect(await t.db.$count(notifications, eq(notifications.bookingId, id))).toBe(notificationsBefore);
    expect(await threadOf(id)).toHaveLength(2);
  });

  it('makes exactly one booking of three simultaneous calls', async () => {
    const fixture = await offerFixture();
    const responses = await Promise.all([book(admin, fixture.offerId), book(admin, fixture.offerId), book(admin, fixture.offerId)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(responses.map((response) => response.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    expect(await t.db.$count(bookings, eq(bookings.offerId, fixture.offerId))).toBe(1);
    const [id] = [...ids];
    expect(await t.db.$count(notifications, and(eq(notifications.bookingId, id!), eq(notifications.type, 'booking_confirmed')))).toBe(1);
  });

  it('tells the trader, the owner and the administrators to refetch after the commit', async () => {
    const received: { audience: unknown; event: { type: string; keys?: string[] } }[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      await createBooking();
      const expected = [
        {
          kind: 'event',
          audience: { userIds: [trader.user.id, owner.user.id] },
          event: { type: 'invalidate', keys: ['bookings', 'inquiries', 'offers', 'dashboard'] },
        },
        {
          kind: 'event',
          audience: { roles: ['administrator'] },
          event: { type: 'invalidate', keys: ['bookings', 'inquiries', 'admin-inquiries', 'offers', 'dashboard'] },
        },
      ];
      // On PostgreSQL the announcements (bookings, thread, notifications) arrive one by one: wait for both.
      const arrived = () => expected.every((event) => received.some((message) => JSON.stringify(message) === JSON.stringify(event)));
      const deadline = Date.now() + 5000;
      while (!arrived() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      for (const event of expected) expect(received).toContainEqual(event);
    } finally {
      await unlisten();
    }
  });
});

describe('GET /api/bookings', () => {
  it('lists the trader\'s own, the owner\'s on their warehouses, and everything for an administrator', async () => {
    const lister = await signInAs(t, ['customer']);
    const lessor = await signInAs(t, ['warehouse_owner']);
    const first = await createBooking({ trader: lister, owner: lessor });
    const second = await createBooking({ trader: lister, owner: owner });
    const third = await createBooking({ trader: otherTrader, owner: lessor });

    const list = async (who: SignedInUser, query = '') => {
      const response = await get(who, `/api/bookings${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListBookingsResponse>();
    };
    const mine = await list(lister);
    expect(mine.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(mine.total).toBe(2);
    expect(mine.items[1]).toEqual({
      id: first.id,
      status: 'active',
      startDate: first.fixture.startDate,
      endDate: first.fixture.endDate,
      linesTotalCents: 48_335,
      totalCostCents: 58_002,
      createdAt: expect.any(String),
      warehouse: { id: first.fixture.warehouseId, name: first.fixture.warehouseName, city: 'Tallinn', country: 'Estonia' },
    });
    expect((await list(lessor)).items.map((item) => item.id)).toEqual([third.id, first.id]);
    const ids = (await list(otherOwner)).items.map((item) => item.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(third.id);

    const everything = await list(admin, '?pageSize=100');
    expect(everything.total).toBe(await t.db.$count(bookings));
    expect(everything.items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id, third.id]));

    const page2 = await list(lister, '?page=2&pageSize=1');
    expect(page2).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(page2.items.map((item) => item.id)).toEqual([first.id]);
  });

  it('gives a user with both roles the union of their bookings as trader and as owner', async () => {
    const both = await signInAs(t, ['customer', 'warehouse_owner']);
    const asTrader = await createBooking({ trader: both });
    const asOwner = await createBooking({ owner: both });
    const response = await get(both, '/api/bookings');
    expect(response.json<ListBookingsResponse>().items.map((item) => item.id)).toEqual([asOwner.id, asTrader.id]);
    expect((await get(both, `/api/bookings/${asOwner.id}`)).statusCode).toBe(200);
  });

  it('gives a user without bookings an empty list, and refuses a bad page', async () => {
    const newcomer = await signInAs(t, ['customer']);
    expect((await get(newcomer, '/api/bookings')).json()).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    expect((await get(newcomer, '/api/bookings?page=0')).statusCode).toBe(400);
    expect((await get(newcomer, '/api/bookings?pageSize=1000')).statusCode).toBe(400);
  });

  it('answers 404 for a malformed id, as for an unknown one', async () => {
    expect((await get(trader, '/api/bookings/not-a-uuid')).statusCode).toBe(404);
  });
});

describe("an owner's view of the price (issue #37)", () => {
  /** Every number in a JSON answer, however deep. */
  function numbersIn(value: unknown): number[] {
    if (typeof value === 'number') return [value];
    if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
    return [];
  }

  async function setOwnersSeeFee(isOn: boolean) {
    const response = await t.app.inject({ method: 'PUT', url: '/api/platform/config', headers: admin.headers, payload: { ownersSeePlatformFee: isOn } });
    expect(response.statusCode, response.body).toBe(200);
  }

  it('leaves the fee and the all-in total out of the owner\'s answers while the switch is off, and puts them in when it is on', async () => {
    const lessor = await signInAs(t, ['warehouse_owner']);
    const { id } = await createBooking({ owner: lessor });
    try {
      const hidden = await get(lessor, `/api/bookings/${id}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.json<BookingDetail>()).toMatchObject({ linesTotalCents: 48_335, platformFee: null, totalCostCents: null });
      // Not only the fields: no figure of the fee or the total is anywhere in the answer (as a number:
      // a random id may well contain the digits).
      expect(numbersIn(hidden.json())).not.toContain(58_002);
      expect(numbersIn(hidden.json())).not.toContain(9_667);
      const hiddenList = await get(lessor, '/api/bookings');
      expect(hiddenList.json<ListBookingsResponse>().items).toEqual([expect.objectContaining({ id, linesTotalCents: 48_335, totalCostCents: null })]);
      expect(numbersIn(hiddenList.json())).not.toContain(58_002);

      // The trader and administrators always see what the trader pays.
      for (const who of [trader, admin]) {
        expect((await get(who, `/api/bookings/${id}`)).json<BookingDetail>()).toMatchObject({ platformFee: { percentage: 20, cents: 9667 }, totalCostCents: 58_002 });
      }

      await setOwnersSeeFee(true);
      expect((await get(lessor, `/api/bookings/${id}`)).json<BookingDetail>()).toMatchObject({
        linesTotalCents: 48_335,
        platformFee: { percentage: 20, cents: 9667 },
        totalCostCents: 58_002,
      });
      expect((await get(lessor, '/api/bookings')).json<ListBookingsResponse>().items[0]).toMatchObject({ id, totalCostCents: 58_002 });
    } finally {
      await setOwnersSeeFee(false);
    }
  });

  it('shows a user who is the trader of one booking and the owner of another the total only of their own', async () => {
    const both = await signInAs(t, ['customer', 'warehouse_owner']);
    const asTrader = await createBooking({ trader: both });
    const asOwner = await createBooking({ owner: both });
    const items = (await get(both, '/api/bookings')).json<ListBookingsResponse>().items;
    expect(items.find((item) => item.id === asTrader.id)).toMatchObject({ totalCostCents: 58_002 });
    expect(items.find((item) => item.id === asOwner.id)).toMatchObject({ totalCostCents: null, linesTotalCents: 48_335 });
  });
});

describe('GET /api/admin/bookings', () => {
  it('lists bookings with the customer and filters by status', async () => {
    const active = await createBooking();
    const completed = await createBooking();
    const cancelled = await createBooking();
    expect((await post(admin, `/api/bookings/${completed.id}/complete`)).statusCode).toBe(200);
    expect((await post(admin, `/api/bookings/${cancelled.id}/cancel`, { reason: 'No longer needed' })).statusCode).toBe(200);

    const list = async (status: string) => {
      const response = await get(admin, `/api/admin/bookings?status=${status}&pageSize=100`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListAdminBookingsResponse>();
    };
    const all = await list('all');
    expect(all.total).toBe(await t.db.$count(bookings));
    expect(all.items.find((item) => item.id === active.id)).toEqual({
      id: active.id,
      status: 'active',
      startDate: active.fixture.startDate,
      endDate: active.fixture.endDate,
      linesTotalCents: 48_335,
      totalCostCents: 58_002,
      createdAt: expect.any(String),
      warehouse: { id: active.fixture.warehouseId, name: active.fixture.warehouseName, city: 'Tallinn', country: 'Estonia' },
      trader: { id: trader.user.id, firstName: 'Carl', lastName: 'Trader', email: trader.user.email },
    });
    for (const [status, booking] of [['active', active], ['completed', completed], ['cancelled', cancelled]] as const) {
      const filtered = await list(status);
      expect(filtered.items.every((item) => item.status === status)).toBe(true);
      expect(filtered.items.map((item) => item.id)).toContain(booking.id);
      expect(filtered.total).toBe(await t.db.$count(bookings, eq(bookings.status, status)));
    }
    expect((await get(admin, '/api/admin/bookings?status=pending')).statusCode).toBe(400);
  });

  it("searches the customer's name and email, the warehouse's name and the booking number, with the status filter", async () => {
    const searched = await signInAs(t, ['customer'], { firstName: 'Yara', lastName: 'Yakovleva' });
    const first = await createBooking({ trader: searched });
    const second = await createBooking({ trader: searched });
    expect((await post(admin, `/api/bookings/${second.id}/complete`)).statusCode).toBe(200);
    const other = await createBooking();

    const list = async (query: string) => {
      const response = await get(admin, `/api/admin/bookings${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListAdminBookingsResponse>();
    };
    // Name (across first and last), email in any case: newest first, with the total for the pager.
    const byName = await list('?search=yara%20yak');
    expect(byName.items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(byName.total).toBe(2);
    expect((await list(`?search=${encodeURIComponent(searched.user.email.toUpperCase())}`)).total).toBe(2);
    // With the status filter, and paginated.
    expect((await list('?search=yakovleva&status=completed')).items.map((item) => item.id)).toEqual([second.id]);
    const firstPage = await list('?search=yakovleva&pageSize=1');
    expect(firstPage.items.map((item) => item.id)).toEqual([second.id]);
    expect(firstPage.total).toBe(2);
    // The warehouse's name, and the booking number as shown ("#" and the first 8 characters).
    const byWarehouse = await list(`?search=${encodeURIComponent(other.fixture.warehouseName.toLowerCase())}&pageSize=100`);
    expect(byWarehouse.items.map((item) => item.id)).toEqual([other.id]);
    expect((await list(`?search=${encodeURIComponent(`#${other.id.slice(0, 8)}`)}`)).items.map((item) => item.id)).toEqual([other.id]);
    // Wildcards are text, not patterns; a blank search is no search.
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=%20%20&pageSize=1')).total).toBe(await t.db.$count(bookings));
  });

  it('refuses the search to anyone but an administrator, and bad input with 400', async () => {
    expect((await get(null, '/api/admin/bookings?search=trader')).statusCode).toBe(401);
    expect((await get(trader, '/api/admin/bookings?search=trader')).statusCode).toBe(403);
    expect((await get(owner, '/api/admin/bookings?search=trader')).statusCode).toBe(403);
    const tooLong = await get(admin, `/api/admin/bookings?search=${'a'.repeat(201)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json<{ error: { code: string } }>().error.code).toBe('validation_error');
    expect((await get(admin, '/api/admin/bookings?search=a&page=0')).statusCode).toBe(400);
  });
});

describe('POST /api/bookings/:id/complete and /cancel', () => {
  it('completes an active booking; its inquiry is completed and the thread says so; a second try is 409', async () => {
    const { id, fixture } = await createBooking();
    const response = await post(admin, `/api/bookings/${id}/complete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BookingDetail>()).toMatchObject({ id, status: 'completed', completedAt: expect.any(String), canComplete: false, canCancel: false });
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
    expect(inquiry!.status).toBe('completed');
    expect((await threadOf(id)).at(-1)).toEqual({ body: 'Booking completed.', senderId: null, isSystemMessage: true });

    for (const action of ['complete', 'cancel'] as const) {
      const again = await post(admin, `/api/bookings/${id}/${action}`, action === 'cancel' ? { reason: 'Too late' } : undefined);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({
        code: 'booking_not_active',
        message: action === 'complete' ? BOOKING_MESSAGES.cannotComplete : BOOKING_MESSAGES.cannotCancel,
      });
    }
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('completed');
  });

  it('cancels an active booking with the trimmed reason; its inquiry is cancelled; completing it after is 409', async () => {
    const { id, fixture } = await createBooking();
    const response = await post(admin, `/api/bookings/${id}/cancel`, { reason: '  Goods held at customs  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BookingDetail>()).toMatchObject({ status: 'cancelled', cancellationReason: 'Goods held at customs', cancelledAt: expect.any(String) });
    const [inquiry] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, fixture.inquiryId));
    expect(inquiry!.status).toBe('cancelled');
    expect((await threadOf(id)).at(-1)).toEqual({ body: 'Booking cancelled. Reason: Goods held at customs', senderId: null, isSystemMessage: true });
    expect((await get(trader, `/api/bookings/${id}`)).json<BookingDetail>().status).toBe('cancelled');
    const complete = await post(admin, `/api/bookings/${id}/complete`);
    expect(complete.statusCode).toBe(409);
    expect(complete.json().error).toEqual({ code: 'booking_not_active', message: BOOKING_MESSAGES.cannotComplete });
  });

  it('lets exactly one of a simultaneous completion and cancellation win', async () => {
    const { id } = await createBooking();
    const responses = await Promise.all([post(admin, `/api/bookings/${id}/complete`), post(admin, `/api/bookings/${id}/cancel`, { reason: 'Race' })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const statusMessages = (await threadOf(id)).filter((message) => ['Booking completed.', 'Booking cancelled. Reason: Race'].includes(message.body));
    expect(statusMessages).toHaveLength(1);
  });

  it('refuses a blank or missing reason (400), a malformed id and an unknown booking (404)', async () => {
    const { id } = await createBooking();
    for (const payload of [{ reason: '   ' }, { reason: '' }, {}, { reason: 42 }]) {
      const response = await post(admin, `/api/bookings/${id}/cancel`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const blank = await post(admin, `/api/bookings/${id}/cancel`, { reason: '   ' });
    expect(blank.json().error.details).toEqual({ reason: [BOOKING_MESSAGES.reasonRequired] });
    expect((await post(admin, `/api/bookings/${id}/cancel`, { reason: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(admin, '/api/bookings/not-a-uuid/complete')).statusCode).toBe(404);
    expect((await post(admin, '/api/bookings/not-a-uuid/cancel', { reason: 'Fine' })).statusCode).toBe(404);
    const unknown = await post(admin, `/api/bookings/${randomUUID()}/complete`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual(NOT_FOUND);
    const [row] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id));
    expect(row!.status).toBe('active');
  });
});
