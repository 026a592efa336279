import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateInquiriesBody,
  CreateInquiriesResponse,
  InquiryDetail,
  ListAdminInquiriesResponse,
  ListInquiriesResponse,
  UpdateInquiryBody,
} from '@shared/contracts/inquiries';
import { addDays } from '@shared/dates';
import { estimateInquiryCost } from '@shared/estimate';
import { featureDisabledMessage, INQUIRY_MESSAGES } from '@shared/errors';
import type { InquiryStatus } from '@shared/statuses/inquiry';
import { activityLog, inquiries, inquiryFeatures, inquiryServices, inquirySpaceRequests, notifications, platformFeatures, users, warehouses } from '../../db/schema';
import { EVENTS_CHANNEL } from '../../platform/events';
import type { WarehouseSpaceInput } from '../warehouses/warehouses.service';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { countActiveInquiries, earliestStartDate } from './inquiries.service';
import { CAST, signInAs, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { itAnswersEachCaller, type MatrixRoute } from '../../../../tests/api/permission-matrix';
import { useReference } from '../../../../tests/api/reference';

const t = useTestApp();
const reference = useReference(t);
const [admin, customer, otherCustomer, owner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner);
let indoor: string;
let outdoors: string;
let cold: string;

/** Warehouses of `owner`: name -> id. */
const w: Record<'north' | 'south' | 'east' | 'closed' | 'cold', string> = { north: '', south: '', east: '', closed: '', cold: '' };
const spacesOf: Record<string, WarehouseSpaceInput[]> = {};

const TODAY = new Date().toISOString().slice(0, 10);
/** A date range `offset` days ahead, `length` days long; tests use distinct ranges so they never overlap by accident. */
const range = (offset: number, length = 7) => ({ startDate: addDays(TODAY, offset), endDate: addDays(TODAY, offset + length - 1) });

async function addWarehouse(name: string, spaces: WarehouseSpaceInput[], isActive = true): Promise<string> {
  const id = await insertTestWarehouse(t.db, { ownerId: owner.user.id, name, isActive, spaces });
  spacesOf[id] = spaces;
  return id;
}

beforeAll(async () => {
  [indoor, outdoors, cold] = [reference.spaceTypeId('Indoor'), reference.spaceTypeId('Outdoors'), reference.spaceTypeId('Cold Storage')];
  w.north = await addWarehouse('North Hall', [
    { spaceTypeId: indoor, sizeM2: 100, pricePerM2Cents: 500 },
    { spaceTypeId: indoor, sizeM2: '50.50', pricePerM2Cents: 450 },
    { spaceTypeId: outdoors, sizeM2: 200, pricePerM2Cents: 120 },
  ]);
  w.south = await addWarehouse('South Depot', [{ spaceTypeId: indoor, sizeM2: 300, pricePerM2Cents: 300 }]);
  w.east = await addWarehouse('East Yard', [
    { spaceTypeId: indoor, sizeM2: 80, pricePerM2Cents: 410 },
    { spaceTypeId: outdoors, sizeM2: 500, pricePerM2Cents: 99 },
  ]);
  w.closed = await addWarehouse('Closed Shed', [{ spaceTypeId: indoor, sizeM2: 100, pricePerM2Cents: 100 }], false);
  w.cold = await addWarehouse('Cold Store', [{ spaceTypeId: cold, sizeM2: 40, pricePerM2Cents: 900 }]);
});

function body(overrides: Partial<CreateInquiriesBody> = {}): CreateInquiriesBody {
  return {
    warehouseIds: [w.north],
    serviceIds: [],
    featureIds: [],
    spaceRequests: [{ spaceTypeId: indoor, sizeM2: 25 }],
    ...range(30),
    notes: 'Palletised textiles',
    ...overrides,
  };
}

function updateBody(overrides: Partial<UpdateInquiryBody> = {}): UpdateInquiryBody {
  const { warehouseIds: _ignored, ...rest } = body();
  return { ...rest, ...overrides };
}

async function post(who: SignedInUser | null, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/inquiries', headers: who?.headers ?? {}, payload });
}

/** Creates inquiries that must all succeed; answers their ids in warehouse order. */
async function createAs(who: SignedInUser, overrides: Partial<CreateInquiriesBody> = {}): Promise<string[]> {
  const response = await post(who, body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json<CreateInquiriesResponse>();
  expect(result.failed).toEqual([]);
  return result.created.map((created) => created.id);
}

async function setStatus(id: string, status: InquiryStatus): Promise<void> {
  await t.db.update(inquiries).set({ status }).where(eq(inquiries.id, id));
}

async function setInquiriesFeature(isEnabled: boolean): Promise<void> {
  await t.db.update(platformFeatures).set({ isEnabled }).where(eq(platformFeatures.key, 'inquiries'));
}

const NOT_FOUND_LONG = { code: 'not_found', message: INQUIRY_MESSAGES.notFoundLong };

describe('permission matrix', () => {
  type Who = 'visitor' | 'trader' | 'otherCustomer' | 'owner' | 'admin';
  const everyone: Who[] = ['visitor', 'trader', 'otherCustomer', 'owner', 'admin'];
  const as = (who: Who): SignedInUser | null => ({ visitor: null, trader: customer, otherCustomer, owner, admin })[who];
  let inquiryId: string;

  beforeAll(async () => {
    [inquiryId] = (await createAs(customer, range(400))) as [string];
  });

  const routes: MatrixRoute<Who>[] = [
    {
      name: 'POST /api/inquiries',
      call: () => ({ method: 'POST', url: '/api/inquiries', payload: body({ ...range(410), warehouseIds: [w.south] }) }),
      expected: { visitor: 401, trader: 201, otherCustomer: 201, owner: 403, admin: 403 },
    },
    {
      name: 'GET /api/inquiries',
      call: () => ({ method: 'GET', url: '/api/inquiries' }),
      expected: { visitor: 401, trader: 200, otherCustomer: 200, owner: 200, admin: 200 },
    },
    {
      name: 'GET /api/inquiries/:id',
      call: () => ({ method: 'GET', url: `/api/inquiries/${inquiryId}` }),
      expected: { visitor: 401, trader: 200, otherCustomer: 404, owner: 404, admin: 200 },
    },
    {
      name: 'PUT /api/inquiries/:id',
      call: () => ({ method: 'PUT', url: `/api/inquiries/${inquiryId}`, payload: updateBody(range(400)) }),
      expected: { visitor: 401, trader: 200, otherCustomer: 404, owner: 404, admin: 403 },
    },
    {
      name: 'GET /api/admin/inquiries',
      call: () => ({ method: 'GET', url: '/api/admin/inquiries' }),
      expected: { visitor: 401, trader: 403, otherCustomer: 403, owner: 403, admin: 200 },
    },
    {
      name: 'GET /api/admin/inquiries/:id',
      call: () => ({ method: 'GET', url: `/api/admin/inquiries/${inquiryId}` }),
      expected: { visitor: 401, trader: 403, otherCustomer: 403, owner: 403, admin: 200 },
    },
  ];

  itAnswersEachCaller(t, { everyone, as }, routes, { 404: NOT_FOUND_LONG });

  it('refuses a visitor and a non-customer before validating the body', async () => {
    expect((await post(null, {})).statusCode).toBe(401);
    expect((await post(owner, {})).statusCode).toBe(403);
    expect((await post(admin, {})).json().error).toEqual({ code: 'forbidden', message: 'Unauthorized' });
  });

  it('answers the same 404 for a missing inquiry as for someone else\'s', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/inquiries/${randomUUID()}`, headers: customer.headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual(NOT_FOUND_LONG);
    const missingAdmin = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries/${randomUUID()}`, headers: admin.headers });
    expect(missingAdmin.statusCode).toBe(404);
    expect(missingAdmin.json().error).toEqual({ code: 'not_found', message: 'Inquiry not found' });
  });

  it('refuses an administrator editing a trader\'s inquiry with the permission message', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/inquiries/${inquiryId}`, headers: admin.headers, payload: updateBody(range(400)) });
    expect(response.json().error).toEqual({ code: 'forbidden', message: 'You do not have permission to perform this action.' });
  });
});

describe('POST /api/inquiries', () => {
  it('creates one submitted inquiry per warehouse, each with its own estimate, requests, services and features', async () => {
    const trader = await signInAs(t, ['customer']);
    const dates = range(40, 10);
    const spaceRequests = [
      { spaceTypeId: indoor, sizeM2: 20.5 },
      { spaceTypeId: indoor, sizeM2: 10 },
    ];
    const serviceIds = reference.services.slice(0, 2).map((service) => service.id);
    const featureIds = [reference.features[0]!.id];
    const response = await post(trader, body({ warehouseIds: [w.north, w.south, w.east], spaceRequests, serviceIds, featureIds, ...dates }));
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json<CreateInquiriesResponse>();
    expect(result.failed).toEqual([]);
    expect(result.created.map((created) => created.warehouseId)).toEqual([w.north, w.south, w.east]);

    for (const created of result.created) {
      const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, created.id));
      expect(row).toMatchObject({
        traderId: trader.user.id,
        warehouseId: created.warehouseId,
        status: 'submitted',
        startDate: dates.startDate,
        endDate: dates.endDate,
        notes: 'Palletised textiles',
      });
      expect(row!.submittedAt).toBeInstanceOf(Date);
      const expected = estimateInquiryCost({ ...dates, spaceRequests, warehouses: [{ spaces: spacesOf[created.warehouseId]! }] });
      expect(row!.estimatedCostCents).toBe(expected);
      const requests = await t.db.select().from(inquirySpaceRequests).where(eq(inquirySpaceRequests.inquiryId, created.id));
      expect(requests.map((request) => request.sizeM2).sort()).toEqual(['10.00', '20.50']);
      expect((await t.db.select().from(inquiryServices).where(eq(inquiryServices.inquiryId, created.id))).length).toBe(2);
      expect((await t.db.select().from(inquiryFeatures).where(eq(inquiryFeatures.inquiryId, created.id))).length).toBe(1);
    }
    // Exact figures: 30.5 m² x 10 days at each warehouse's lowest Indoor price.
    const estimates = await Promise.all(
      result.created.map(async (created) => (await t.db.select().from(inquiries).where(eq(inquiries.id, created.id)))[0]!.estimatedCostCents),
    );
    expect(estimates).toEqual([450 * 305, 300 * 305, 410 * 305]);
  });

  it('creates the others when one warehouse is inactive, and names the refused one', async () => {
    const trader = await signInAs(t, ['customer']);
    const response = await post(trader, body({ warehouseIds: [w.north, w.closed, w.south], ...range(60) }));
    expect(response.statusCode).toBe(201);
    const result = response.json<CreateInquiriesResponse>();
    expect(result.created.map((created) => created.warehouseId)).toEqual([w.north, w.south]);
    expect(result.failed).toEqual([{ warehouseId: w.closed, warehouseName: 'Closed Shed', message: INQUIRY_MESSAGES.notAccepting }]);
    expect(await t.db.$count(inquiries, eq(inquiries.traderId, trader.user.id))).toBe(2);
  });

  it('reports an unknown warehouse id as an invalid warehouse without a name', async () => {
    const trader = await signInAs(t, ['customer']);
    const unknown = randomUUID();
    const response = await post(trader, body({ warehouseIds: [unknown, w.south] }));
    expect(response.statusCode).toBe(201);
    expect(response.json<CreateInquiriesResponse>().failed).toEqual([
      { warehouseId: unknown, warehouseName: null, message: INQUIRY_MESSAGES.invalidWarehouse },
    ]);
  });

  it('answers the first refusal when every warehouse is refused, with each one in details', async () => {
    const unknown = randomUUID();
    const both = await post(customer, body({ warehouseIds: [w.closed, unknown] }));
    expect(both.statusCode).toBe(409);
    expect(both.json().error).toEqual({
      code: 'warehouse_not_accepting_inquiries',
      message: INQUIRY_MESSAGES.notAccepting,
      details: { [`warehouseIds.${w.closed}`]: [INQUIRY_MESSAGES.notAccepting], [`warehouseIds.${unknown}`]: [INQUIRY_MESSAGES.invalidWarehouse] },
    });
    const missing = await post(customer, body({ warehouseIds: [unknown] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe(INQUIRY_MESSAGES.invalidWarehouse);
  });

  it('refuses a space type the warehouse does not have', async () => {
    const response = await post(customer, body({ warehouseIds: [w.south], spaceRequests: [{ spaceTypeId: outdoors, sizeM2: 5 }] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Invalid space selected.');
    const unknownType = await post(customer, body({ warehouseIds: [w.south], spaceRequests: [{ spaceTypeId: randomUUID(), sizeM2: 5 }] }));
    expect(unknownType.json().error.message).toBe('Invalid space selected.');
  });

  it('refuses more than the capacity of a type, summing requests of the same type', async () => {
    const trader = await signInAs(t, ['customer']);
    // North Hall has 100 + 50.50 m² Indoor.
    const over = await post(trader, body({ spaceRequests: [{ spaceTypeId: indoor, sizeM2: 100 }, { spaceTypeId: indoor, sizeM2: 50.51 }] }));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('capacity_exceeded');
    expect(over.json().error.message).toBe(INQUIRY_MESSAGES.exceedsCapacity);
    const single = await post(trader, body({ spaceRequests: [{ spaceTypeId: indoor, sizeM2: 150.51 }] }));
    expect(single.json().error.message).toBe(INQUIRY_MESSAGES.exceedsCapacity);
    const exact = await post(trader, body({ spaceRequests: [{ spaceTypeId: indoor, sizeM2: 100 }, { spaceTypeId: indoor, sizeM2: 50.5 }] }));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('refuses a date range that ends before it starts or starts in the past, and accepts today', async () => {
    const reversed = await post(customer, body({ startDate: addDays(TODAY, 10), endDate: addDays(TODAY, 9) }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.details).toEqual({ endDate: [INQUIRY_MESSAGES.invalidDateRange] });
    const past = await post(customer, body({ startDate: addDays(TODAY, -2), endDate: addDays(TODAY, 5) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toEqual({
      code: 'bad_request',
      message: INQUIRY_MESSAGES.invalidDateRange,
      details: { startDate: [INQUIRY_MESSAGES.invalidDateRange] },
    });
    const impossible = await post(customer, body({ startDate: '2030-02-30', endDate: '2030-03-05' }));
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().error.details.startDate).toEqual([INQUIRY_MESSAGES.invalidDateRange]);
    const trader = await signInAs(t, ['customer']);
    const today = await post(trader, body({ startDate: TODAY, endDate: TODAY }));
    expect(today.statusCode, today.body).toBe(201);
  });

  it('accepts as "today" any date that is today somewhere on Earth', () => {
    expect(earliestStartDate(new Date('2026-11-22T11:59:00Z'))).toBe('2026-11-21');
    expect(earliestStartDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22');
  });

  it('gives the form messages for a missing warehouse, a missing or invalid space request', async () => {
    const cases: [object, string, string][] = [
      [{ warehouseIds: [] }, 'warehouseIds', 'Please select at least one warehouse'],
      [{ spaceRequests: [] }, 'spaceRequests', 'Please add at least one space request'],
      [{ spaceRequests: [{ spaceTypeId: indoor, sizeM2: 0 }] }, 'spaceRequests.0.sizeM2', 'Please enter valid space requirements'],
      [{ spaceRequests: [{ spaceTypeId: indoor, sizeM2: -3 }] }, 'spaceRequests.0.sizeM2', 'Please enter valid space requirements'],
      [{ notes: 'x'.repeat(5001) }, 'notes', ''],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await post(customer, { ...body(), ...overrides });
      expect(response.statusCode, field).toBe(400);
      const error = response.json().error;
      expect(error.code).toBe('validation_error');
      expect(Object.keys(error.details)).toEqual([field]);
      if (message) expect(error.details[field]).toEqual([message]);
    }
    const noWarehouses = await post(customer, { ...body(), warehouseIds: undefined });
    expect(noWarehouses.json().error.details.warehouseIds).toEqual(['Please select at least one warehouse']);
  });

  it('refuses unknown services and features', async () => {
    const service = await post(customer, body({ serviceIds: [randomUUID()] }));
    expect(service.statusCode).toBe(400);
    expect(service.json().error.message).toBe('Invalid service selected.');
    const feature = await post(customer, body({ featureIds: [randomUUID()] }));
    expect(feature.json().error.message).toBe('Invalid feature selected.');
  });

  it('refuses a second active inquiry for the same warehouse, space type and overlapping dates', async () => {
    const trader = await signInAs(t, ['customer']);
    const [first] = await createAs(trader, { ...range(100, 10) });
    const overlapping = await post(trader, body({ ...range(105, 10) }));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json().error).toMatchObject({ code: 'duplicate_inquiry', message: INQUIRY_MESSAGES.duplicatePending });
    // Another type, later dates, another warehouse, another trader: all fine.
    await createAs(trader, { ...range(100, 10), spaceRequests: [{ spaceTypeId: outdoors, sizeM2: 10 }] });
    await createAs(trader, { ...range(110, 5) });
    await createAs(trader, { ...range(100, 10), warehouseIds: [w.south] });
    await createAs(await signInAs(t, ['customer']), { ...range(100, 10) });
    // An inquiry that is no longer active does not block a new one.
    await setStatus(first!, 'rejected');
    await createAs(trader, { ...range(105, 3) });
  });

  it('lets exactly one of two concurrent identical submits through', async () => {
    const trader = await signInAs(t, ['customer']);
    const payload = body({ ...range(130) });
    const responses = await Promise.all([post(trader, payload), post(trader, payload), post(trader, payload)]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    expect(await t.db.$count(inquiries, eq(inquiries.traderId, trader.user.id))).toBe(1);
  });

  it('is refused with 403 while the platform feature is switched off', async () => {
    await setInquiriesFeature(false);
    try {
      const response = await post(customer, body({ ...range(140) }));
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({ code: 'forbidden', message: featureDisabledMessage('New Inquiries') });
    } finally {
      await setInquiriesFeature(true);
    }
    expect((await post(customer, body({ ...range(140) }))).statusCode).toBe(201);
  });

  it('logs the creation with the trader and tells the trader and administrators after the commit', async () => {
    const trader = await signInAs(t, ['customer']);
    const received: unknown[] = [];
    const unlisten = await t.database.listen(EVENTS_CHANNEL, (payload) => received.push(JSON.parse(payload)));
    try {
      const [id] = await createAs(trader, { ...range(150) });
      const deadline = Date.now() + 5000;
      while (received.length < 6 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      const threadKeys = ['messages', 'threads', 'unread-count'];
      expect(received).toEqual([
        { kind: 'event', audience: { userIds: [trader.user.id] }, event: { type: 'invalidate', keys: ['inquiries', 'dashboard'] } },
        { kind: 'event', audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: ['inquiries'] } },
        { kind: 'event', audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: ['admin-inquiries', 'dashboard'] } },
        // The new thread, with its "created and submitted" system message.
        { kind: 'event', audience: { userIds: [trader.user.id] }, event: { type: 'invalidate', keys: threadKeys } },
        { kind: 'event', audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: threadKeys } },
        // The administrators' new inquiry_submitted notifications (the only administrator so far).
        { kind: 'event', audience: { userIds: [admin.user.id] }, event: { type: 'invalidate', keys: ['notifications'] } },
      ]);
      const [entry] = await t.db
        .select()
        .from(activityLog)
        .where(and(eq(activityLog.activityType, 'inquiry.created'), eq(activityLog.userId, trader.user.id)))
        .orderBy(desc(activityLog.createdAt));
      expect(entry).toMatchObject({ status: 'success', activityData: { output_data: { inquiryId: id } } });
      const thread = await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}/messages`, headers: trader.headers });
      expect(thread.json<{ items: unknown[] }>().items).toMatchObject([{ body: 'Inquiry created and submitted.', isSystemMessage: true, sender: null }]);
    } finally {
      await unlisten();
    }
  });
});

describe('GET /api/inquiries and /api/inquiries/:id', () => {
  let trader: SignedInUser;
  let ids: string[];

  beforeAll(async () => {
    trader = await signInAs(t, ['customer'], { firstName: 'Lena', lastName: 'Lister' });
    [ids] = [
      [
        ...(await createAs(trader, {
          ...range(200),
          spaceRequests: [
            { spaceTypeId: indoor, sizeM2: 10.25 },
            { spaceTypeId: outdoors, sizeM2: 40 },
            { spaceTypeId: indoor, sizeM2: 4.75 },
          ],
          serviceIds: [reference.services[0]!.id],
          featureIds: [reference.features[1]!.id, reference.features[0]!.id],
        })),
        ...(await createAs(trader, { ...range(200), warehouseIds: [w.south] })),
        ...(await createAs(trader, { ...range(200), warehouseIds: [w.east] })),
      ],
    ];
    await setStatus(ids[2]!, 'accepted');
  });

  it('lists only the viewer\'s own inquiries, newest first, with summed space and edit rights', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: trader.headers });
    const list = response.json<ListInquiriesResponse>();
    expect(list).toMatchObject({ total: 3, page: 1, pageSize: 25 });
    expect(list.items.map((item) => item.id)).toEqual([...ids].reverse());
    const north = list.items.find((item) => item.id === ids[0])!;
    expect(north).toEqual({
      id: ids[0],
      status: 'submitted',
      ...range(200),
      createdAt: expect.any(String),
      warehouse: { id: w.north, name: 'North Hall', city: 'Tallinn', country: 'Estonia' },
      spaceSummary: [
        { spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: 15 },
        { spaceTypeId: outdoors, spaceTypeName: 'Outdoors', sizeM2: 40 },
      ],
      totalSizeM2: 55,
      estimatedCostCents: estimateInquiryCost({
        ...range(200),
        spaceRequests: [
          { spaceTypeId: indoor, sizeM2: 15 },
          { spaceTypeId: outdoors, sizeM2: 40 },
        ],
        warehouses: [{ spaces: spacesOf[w.north]! }],
      }),
      canEdit: true,
      hasSentOffer: false,
      latestOffer: null,
    });
    expect(list.items.find((item) => item.id === ids[2])!.canEdit).toBe(false);
    const others = (await t.app.inject({ method: 'GET', url: '/api/inquiries', headers: otherCustomer.headers })).json<ListInquiriesResponse>();
    expect(others.items.some((item) => ids.includes(item.id))).toBe(false);
  });

  it('filters by status and pages', async () => {
    const accepted = await t.app.inject({ method: 'GET', url: '/api/inquiries?status=accepted', headers: trader.headers });
    expect(accepted.json<ListInquiriesResponse>().items.map((item) => item.id)).toEqual([ids[2]]);
    const page2 = await t.app.inject({ method: 'GET', url: '/api/inquiries?page=2&pageSize=2', headers: trader.headers });
    expect(page2.json<ListInquiriesResponse>()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ id: ids[0] }] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/inquiries?status=under_review', headers: trader.headers });
    expect(bad.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/inquiries?pageSize=101', headers: trader.headers })).statusCode).toBe(400);
  });

  it('shows the trader the detail with names, the warehouse spaces and their own email', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/inquiries/${ids[0]}`, headers: trader.headers });
    const detail = response.json<InquiryDetail>();
    expect(detail).toMatchObject({
      id: ids[0],
      status: 'submitted',
      notes: 'Palletised textiles',
      canEdit: true,
      trader: { id: trader.user.id, firstName: 'Lena', lastName: 'Lister', email: trader.user.email },
      warehouse: {
        id: w.north,
        name: 'North Hall',
        isActive: true,
        spaces: [
          { spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: 100, pricePerM2Cents: 500 },
          { spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: 50.5, pricePerM2Cents: 450 },
          { spaceTypeId: outdoors, spaceTypeName: 'Outdoors', sizeM2: 200, pricePerM2Cents: 120 },
        ],
      },
      spaceRequests: [
        { spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: 10.25 },
        { spaceTypeId: outdoors, spaceTypeName: 'Outdoors', sizeM2: 40 },
        { spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: 4.75 },
      ],
      totalSizeM2: 55,
      services: [{ id: reference.services[0]!.id, name: reference.services[0]!.name }],
    });
    expect(detail.features.map((feature) => feature.name)).toEqual(
      [reference.features[0]!.name, reference.features[1]!.name].sort((a, b) => a.localeCompare(b)),
    );
    expect(detail.submittedAt).not.toBeNull();
  });

  it('shows an administrator the same detail with the customer\'s email, not editable', async () => {
    for (const url of [`/api/inquiries/${ids[0]}`, `/api/admin/inquiries/${ids[0]}`]) {
      const detail = (await t.app.inject({ method: 'GET', url, headers: admin.headers })).json<InquiryDetail>();
      expect(detail.trader.email).toBe(trader.user.email);
      expect(detail.canEdit).toBe(false);
      expect(detail.warehouse.spaces).toHaveLength(3);
    }
  });
});

describe('PUT /api/inquiries/:id', () => {
  async function put(who: SignedInUser, id: string, payload: object) {
    return t.app.inject({ method: 'PUT', url: `/api/inquiries/${id}`, headers: who.headers, payload });
  }

  it('replaces requests, services, features, dates and notes, and recomputes the estimate', async () => {
    const trader = await signInAs(t, ['customer']);
    const [id] = (await createAs(trader, { ...range(250), serviceIds: [reference.services[0]!.id] })) as [string];
    const changes = {
      ...range(252, 3),
      spaceRequests: [{ spaceTypeId: outdoors, sizeM2: 12.5 }],
      serviceIds: [reference.services[1]!.id, reference.services[2]!.id],
      featureIds: [reference.features[2]!.id],
      notes: 'Changed',
    };
    const response = await put(trader, id, updateBody(changes));
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<InquiryDetail>();
    expect(detail).toMatchObject({ status: 'submitted', notes: 'Changed', ...range(252, 3), estimatedCostCents: 120 * 1250 * 3 / 100 });
    expect(detail.spaceRequests.map(({ spaceTypeId, sizeM2 }) => ({ spaceTypeId, sizeM2 }))).toEqual([{ spaceTypeId: outdoors, sizeM2: 12.5 }]);
    expect(detail.services.map((service) => service.id).sort()).toEqual(changes.serviceIds.sort());
    expect(detail.features.map((feature) => feature.id)).toEqual(changes.featureIds);
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.estimatedCostCents).toBe(4500);
    const [entry] = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.activityType, 'inquiry.updated'), eq(activityLog.userId, trader.user.id)));
    expect(entry).toMatchObject({ status: 'success' });
  });

  it('refuses editing outside draft, submitted and offer_pending, with its own words once an offer is sent', async () => {
    const trader = await signInAs(t, ['customer']);
    const [id] = (await createAs(trader, { ...range(260) })) as [string];
    await setStatus(id, 'offer_sent');
    const sent = await put(trader, id, updateBody(range(260)));
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toEqual({ code: 'inquiry_not_editable', message: INQUIRY_MESSAGES.notEditableOfferSent });
    const detail = await t.app.inject({ method: 'GET', url: `/api/inquiries/${id}`, headers: trader.headers });
    expect(detail.json<InquiryDetail>().canEdit).toBe(false);
    for (const status of ['offer_pending'] as const) {
      await setStatus(id, status);
      const response = await put(trader, id, updateBody(range(260)));
      expect(response.statusCode, status).toBe(200);
      expect(response.json<InquiryDetail>().status).toBe(status);
    }
    for (const status of ['under_review', 'offer_draft', 'changes_requested', 'accepted', 'rejected', 'cancelled', 'expired', 'confirmed', 'completed', 'archived'] as const) {
      await setStatus(id, status);
      const response = await put(trader, id, updateBody(range(260)));
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error).toEqual({ code: 'inquiry_not_editable', message: 'This inquiry can no longer be edited.' });
    }
  });

  it('keeps a draft a draft unless submit is set, then submits it', async () => {
    const trader = await signInAs(t, ['customer']);
    const [id] = (await createAs(trader, { ...range(270) })) as [string];
    await t.db.update(inquiries).set({ status: 'draft', submittedAt: null }).where(eq(inquiries.id, id));
    const saved = await put(trader, id, updateBody(range(270)));
    expect(saved.json<InquiryDetail>()).toMatchObject({ status: 'draft', submittedAt: null, canEdit: true });
    const submitted = await put(trader, id, updateBody({ ...range(270), submit: true }));
    expect(submitted.json<InquiryDetail>().status).toBe('submitted');
    expect(submitted.json<InquiryDetail>().submittedAt).not.toBeNull();
  });

  it('re-runs the checks: capacity, space type, dates, references, warehouse still active', async () => {
    const trader = await signInAs(t, ['customer']);
    const [id] = (await createAs(trader, { ...range(280), warehouseIds: [w.cold], spaceRequests: [{ spaceTypeId: cold, sizeM2: 5 }] })) as [string];
    const cases: [Partial<UpdateInquiryBody>, number, string][] = [
      [{ spaceRequests: [{ spaceTypeId: cold, sizeM2: 40.01 }] }, 409, INQUIRY_MESSAGES.exceedsCapacity],
      [{ spaceRequests: [{ spaceTypeId: indoor, sizeM2: 1 }] }, 400, 'Invalid space selected.'],
      [{ startDate: addDays(TODAY, -3), endDate: addDays(TODAY, 3) }, 400, INQUIRY_MESSAGES.invalidDateRange],
      [{ serviceIds: [randomUUID()] }, 400, 'Invalid service selected.'],
    ];
    for (const [overrides, status, message] of cases) {
      const response = await put(trader, id, updateBody({ ...range(280), spaceRequests: [{ spaceTypeId: cold, sizeM2: 5 }], ...overrides }));
      expect(response.statusCode, message).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    const withWarehouse = await put(trader, id, { ...updateBody(range(280)), warehouseIds: [w.north] });
    expect(withWarehouse.statusCode).toBe(400);

    const shed = await addWarehouse('Temporary Shed', [{ spaceTypeId: indoor, sizeM2: 10, pricePerM2Cents: 100 }]);
    const [onShed] = (await createAs(trader, { ...range(280), warehouseIds: [shed], spaceRequests: [{ spaceTypeId: indoor, sizeM2: 5 }] })) as [string];
    await t.db.update(warehouses).set({ isActive: false }).where(eq(warehouses.id, shed));
    const closed = await put(trader, onShed, updateBody({ ...range(280), spaceRequests: [{ spaceTypeId: indoor, sizeM2: 5 }] }));
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toMatchObject({ code: 'warehouse_not_accepting_inquiries', message: INQUIRY_MESSAGES.notAccepting });
  });

  it('leaves the inquiry itself out of the duplicate check but not the trader\'s others', async () => {
    const trader = await signInAs(t, ['customer']);
    const [first] = (await createAs(trader, { ...range(300, 5) })) as [string];
    const [second] = (await createAs(trader, { ...range(310, 5) })) as [string];
    expect((await put(trader, first, updateBody(range(301, 5)))).statusCode).toBe(200);
    const clash = await put(trader, second, updateBody(range(304, 5)));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toMatchObject({ code: 'duplicate_inquiry', message: INQUIRY_MESSAGES.duplicatePending });
  });
});

describe('GET /api/admin/inquiries', () => {
  let trader: SignedInUser;
  let ids: string[];

  beforeAll(async () => {
    trader = await signInAs(t, ['customer'], { firstName: 'Zelda', lastName: 'Zebra' });
    ids = [
      ...(await createAs(trader, { ...range(320), warehouseIds: [w.east], spaceRequests: [{ spaceTypeId: outdoors, sizeM2: 30 }, { spaceTypeId: outdoors, sizeM2: 12 }] })),
      ...(await createAs(trader, { ...range(320), warehouseIds: [w.cold], spaceRequests: [{ spaceTypeId: cold, sizeM2: 3 }] })),
    ];
    await setStatus(ids[1]!, 'offer_sent');
  });

  async function list(query: string) {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/inquiries${query}`, headers: admin.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListAdminInquiriesResponse>();
  }

  it('lists every inquiry newest first with customer, warehouse, summed space and status', async () => {
    const all = await list('?pageSize=100');
    expect(all.total).toBe(await t.db.$count(inquiries));
    const east = all.items.find((item) => item.id === ids[0]);
    expect(east).toEqual({
      id: ids[0],
      status: 'submitted',
      ...range(320),
      createdAt: expect.any(String),
      submittedAt: expect.any(String),
      trader: { id: trader.user.id, firstName: 'Zelda', lastName: 'Zebra', email: trader.user.email },
      warehouse: { id: w.east, name: 'East Yard', city: 'Tallinn', country: 'Estonia' },
      spaceSummary: [{ spaceTypeId: outdoors, spaceTypeName: 'Outdoors', sizeM2: 42 }],
      totalSizeM2: 42,
    });
    const createdAts = all.items.map((item) => item.createdAt);
    expect([...createdAts].sort().reverse()).toEqual(createdAts);
  });

  it('filters by status and searches customer name, email and warehouse name', async () => {
    expect((await list('?status=offer_sent')).items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await list('?search=zelda%20zeb')).items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect((await list(`?search=${encodeURIComponent(trader.user.email.toUpperCase())}`)).total).toBe(2);
    const byWarehouse = await list('?search=cold%20st&pageSize=100');
    expect(byWarehouse.items.every((item) => item.warehouse.name === 'Cold Store')).toBe(true);
    expect(byWarehouse.items.map((item) => item.id)).toContain(ids[1]);
    expect((await list('?search=100%25')).total).toBe(0);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/admin/inquiries?status=draft', headers: admin.headers });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('functions for other modules', () => {
  it('countActiveInquiries counts the active statuses, of one trader or all', async () => {
    const trader = await signInAs(t, ['customer']);
    const ids = await createAs(trader, { ...range(350), warehouseIds: [w.north, w.south, w.east] });
    expect(ids).toHaveLength(3);
    await setStatus(ids[0]!, 'offer_sent');
    await setStatus(ids[1]!, 'rejected');
    expect(await countActiveInquiries(t.db, { traderId: trader.user.id })).toBe(2);
    const active = await t.db.$count(inquiries, inArray(inquiries.status, ['submitted', 'under_review', 'offer_pending', 'offer_sent']));
    expect(active).toBeGreaterThan(2);
    expect(await countActiveInquiries(t.db)).toBe(active);
  });
});

describe('a warehouse with inquiries keeps its history', () => {
  it('refuses to delete it with 409 and the advice to deactivate, and keeps it and the inquiry', async () => {
    const shed = await addWarehouse('Referenced Shed', [{ spaceTypeId: indoor, sizeM2: 90, pricePerM2Cents: 200 }]);
    const [inquiryId] = await createAs(customer, { warehouseIds: [shed], ...range(200) });
    const response = await t.app.inject({ method: 'DELETE', url: `/api/warehouses/${shed}`, headers: owner.headers });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'warehouse_in_use',
        message: 'This warehouse has inquiries or bookings and cannot be deleted. Deactivate it instead to hide it from traders.',
      },
    });
    expect(await t.db.select().from(warehouses).where(eq(warehouses.id, shed))).toHaveLength(1);
    expect(await t.db.select().from(inquiries).where(eq(inquiries.id, inquiryId!))).toHaveLength(1);
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/warehouses/${shed}/status`,
      headers: owner.headers,
      payload: { isActive: false },
    });
    expect(deactivated.statusCode).toBe(200);
  });
});

describe('administrators are notified of each submitted inquiry', () => {
  it('writes one inquiry_submitted notification per inquiry for every active administrator, none for others', async () => {
    const second = await signInAs(t, ['administrator']);
    const retired = await signInAs(t, ['administrator']);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, retired.user.id));
    const ids = await createAs(customer, { warehouseIds: [w.south, w.east], ...range(400) });
    const rows = await t.db.select().from(notifications).where(inArray(notifications.inquiryId, ids));
    const byUser = (userId: string) => rows.filter((row) => row.userId === userId).map((row) => row.inquiryId).sort();
    expect(byUser(admin.user.id)).toEqual([...ids].sort());
    expect(byUser(second.user.id)).toEqual([...ids].sort());
    expect(byUser(retired.user.id)).toEqual([]);
    expect(byUser(customer.user.id)).toEqual([]);
    expect(rows.every((row) => row.type === 'inquiry_submitted' && !row.isRead && row.title === 'New inquiry submitted')).toBe(true);
    const south = rows.find((row) => row.inquiryId === ids[0] && row.userId === admin.user.id)!;
    expect(south.message).toBe(`Inquiry #${ids[0]!.slice(0, 8)} for South Depot is waiting for an offer.`);
  });
});
