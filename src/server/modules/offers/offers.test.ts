import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CreateInquiriesResponse, InquiryDetail, ListInquiriesResponse } from '@shared/contracts/inquiries';
import type {
  AdminOfferResponse,
  ListInquiryOffersResponse,
  ListOffersResponse,
  OfferDetail,
  OfferFormContext,
  SaveOfferBody,
  TraderOfferResponse,
} from '@shared/contracts/offers';
import { addDays, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { computeOfferTotals } from '@shared/offer-pricing';
import type { InquiryStatus } from '@shared/statuses/inquiry';
import { conversations, inquiries, mailOutbox, messages, notifications, offers, platformFeatures, users } from '../../db/schema';
import { insertTestWarehouse } from '../warehouses/warehouses.test-support';
import { expirePastDueOffers, noticeOffersInLastDay } from './offers.expiry';
import { CAST, type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { futurePeriods } from '../../../../tests/api/periods';
import { useReference } from '../../../../tests/api/reference';

const t = useTestApp();
const reference = useReference(t);
const [admin, trader, otherTrader, owner] = useSignedIn(t, CAST.admin, CAST.trader, CAST.otherTrader, CAST.owner);
let warehouseId: string;
let otherWarehouseId: string;
/** The spaces of `warehouseId` as the offer form lists them. */
let form: OfferFormContext;
let otherSpaceId: string;
let serviceId: string;

const TODAY = todayUtc();
/** A distinct future period per inquiry, so the duplicate check never trips: 10 days, all 10 charged. */
const nextRange = futurePeriods({ step: 20 });

type Who = 'visitor' | 'trader' | 'otherTrader' | 'owner' | 'admin';
const as = (who: Who): SignedInUser | null => ({ visitor: null, trader, otherTrader, owner, admin })[who];

async function call(who: SignedInUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
}

async function createInquiry(by: SignedInUser = trader): Promise<string> {
  const indoor = form.spaces.find((space) => space.spaceTypeName === 'Indoor')!;
  const response = await call(by, 'POST', '/api/inquiries', {
    warehouseIds: [warehouseId],
    spaceRequests: [{ spaceTypeId: indoor.spaceTypeId, sizeM2: 20 }],
    ...nextRange(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreateInquiriesResponse>().created[0]!.id;
}

function offerBody(overrides: Partial<SaveOfferBody> = {}): SaveOfferBody {
  const [first, second] = form.spaces;
  return {
    spaces: [
      { spaceId: first!.id, spaceAllocatedM2: 20, pricePerM2Cents: first!.pricePerM2Cents, isManualPrice: false, comments: 'Ground floor' },
      { spaceId: second!.id, spaceAllocatedM2: 10.25, pricePerM2Cents: 33, isManualPrice: true, comments: '' },
    ],
    services: [
      { serviceId, pricingType: 'hourly_rate', quantity: 3, pricePerHourCents: 2_500, unitType: 'hour', comments: '' },
      { serviceId, pricingType: 'ask_quote', quantity: 9, pricePerHourCents: 999, unitType: 'hour', comments: 'Quoted on arrival' },
    ],
    terms: [{ termType: 'Payment', description: 'Invoice before dispatch' }],
    notes: 'Thank you for your inquiry',
    validUntil: addDays(TODAY, 7),
    platformFeePercentage: 20,
    ...overrides,
  };
}

async function createOffer(inquiryId: string, overrides: Partial<SaveOfferBody> = {}): Promise<OfferDetail> {
  const response = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OfferDetail>();
}

async function sentOffer(inquiryId?: string): Promise<OfferDetail> {
  return createOffer(inquiryId ?? (await createInquiry()), { send: true });
}

async function inquiryStatus(id: string): Promise<InquiryStatus> {
  const [row] = await t.db.select({ status: inquiries.status }).from(inquiries).where(eq(inquiries.id, id));
  return row!.status;
}

async function offerRow(id: string) {
  const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
  return row!;
}

async function setOfferActions(isEnabled: boolean) {
  await t.db.update(platformFeatures).set({ isEnabled }).where(eq(platformFeatures.key, 'offer_actions'));
}

async function threadTexts(inquiryId: string): Promise<string[]> {
  const rows = await t.db
    .select({ body: messages.body, isSystem: messages.isSystemMessage })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(eq(conversations.inquiryId, inquiryId));
  return rows.filter((row) => row.isSystem).map((row) => row.body);
}

/** The offer form of a new inquiry of the trader for 20 m² of Indoor at `warehouse`: it lists the warehouse's spaces with their ids. */
async function offerFormForNewInquiry(warehouse: string): Promise<OfferFormContext> {
  const response = await call(trader, 'POST', '/api/inquiries', {
    warehouseIds: [warehouse],
    spaceRequests: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 20 }],
    ...nextRange(),
  });
  const id = response.json<CreateInquiriesResponse>().created[0]!.id;
  return (await call(admin, 'GET', `/api/admin/inquiries/${id}/offer-form`)).json<OfferFormContext>();
}

beforeAll(async () => {
  serviceId = reference.services[0]!.id;
  warehouseId = await insertTestWarehouse(t.db, {
    ownerId: owner.user.id,
    name: 'Offer Hall',
    spaces: [
      { spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 500, pricePerM2Cents: 45 },
      { spaceTypeId: reference.spaceTypeId('Outdoors'), sizeM2: 900, pricePerM2Cents: 20 },
    ],
  });
  otherWarehouseId = await insertTestWarehouse(t.db, {
    ownerId: owner.user.id,
    name: 'Other Hall',
    spaces: [{ spaceTypeId: reference.spaceTypeId('Indoor'), sizeM2: 100, pricePerM2Cents: 80 }],
  });
  form = await offerFormForNewInquiry(warehouseId);
  otherSpaceId = (await offerFormForNewInquiry(otherWarehouseId)).spaces[0]!.id;
});
describe('offer form context', () => {
  it("lists the warehouse's spaces with ids, type and list price, the services and the defaults", async () => {
    const inquiryId = await createInquiry();
    const response = await call(admin, 'GET', `/api/admin/inquiries/${inquiryId}/offer-form`);
    expect(response.statusCode).toBe(200);
    const context = response.json<OfferFormContext>();
    expect(context.spaces.map((space) => [space.spaceTypeName, space.sizeM2, space.pricePerM2Cents])).toEqual([
      ['Indoor', 500, 45],
      ['Outdoors', 900, 20],
    ]);
    expect(context.services.length).toBe(reference.services.length);
    expect(context.defaultPlatformFeePercentage).toBe(20);
    expect(context.defaultValidUntil).toBe(addDays(TODAY, 7));
    expect(context.inquiry.days).toBe(10);
    expect(context.inquiry.customer.email).toBe(trader.user.email);
    expect(context.inquiry.spaceRequests).toEqual([{ spaceTypeId: context.spaces[0]!.spaceTypeId, spaceTypeName: 'Indoor', sizeM2: 20 }]);
    expect(context.canCreateOffer).toBe(true);
  });

  it('answers 404 for an unknown inquiry', async () => {
    const response = await call(admin, 'GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/offer-form');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(INQUIRY_MESSAGES.notFound);
  });
});

describe('permission matrix', () => {
  const order: Who[] = ['visitor', 'otherTrader', 'owner', 'trader', 'admin'];
  type Route = { name: string; setup: () => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }>; expected: Record<Who, number>; successLast?: Who };
  const adminOnly = (ok: number) => ({ visitor: 401, trader: 403, otherTrader: 403, owner: 403, admin: ok });

  const routes: Route[] = [
    {
      name: 'GET /api/admin/inquiries/:id/offers',
      setup: async () => ({ method: 'GET', url: `/api/admin/inquiries/${await createInquiry()}/offers` }),
      expected: adminOnly(200),
    },
    {
      name: 'GET /api/admin/inquiries/:id/offer-form',
      setup: async () => ({ method: 'GET', url: `/api/admin/inquiries/${await createInquiry()}/offer-form` }),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/admin/inquiries/:id/offers',
      setup: async () => ({ method: 'POST', url: `/api/admin/inquiries/${await createInquiry()}/offers`, payload: offerBody() }),
      expected: adminOnly(201),
    },
    { name: 'GET /api/admin/offers', setup: async () => ({ method: 'GET', url: '/api/admin/offers?status=draft' }), expected: adminOnly(200) },
    {
      name: 'GET /api/admin/offers/:id',
      setup: async () => ({ method: 'GET', url: `/api/admin/offers/${(await createOffer(await createInquiry())).id}` }),
      expected: adminOnly(200),
    },
    {
      name: 'PUT /api/admin/offers/:id',
      setup: async () => ({ method: 'PUT', url: `/api/admin/offers/${(await createOffer(await createInquiry())).id}`, payload: offerBody() }),
      expected: adminOnly(200),
    },
    {
      name: 'POST /api/admin/offers/:id/send',
      setup: async () => ({ method: 'POST', url: `/api/admin/offers/${(await createOffer(await createInquiry())).id}/send` }),
      expected: adminOnly(200),
    },
    {
      name: 'DELETE /api/admin/offers/:id',
      setup: async () => ({ method: 'DELETE', url: `/api/admin/offers/${(await createOffer(await createInquiry())).id}` }),
      expected: adminOnly(204),
    },
    {
      name: 'GET /api/inquiries/:id/offer',
      setup: async () => ({ method: 'GET', url: `/api/inquiries/${(await sentOffer()).inquiryId}/offer` }),
      expected: { visitor: 401, otherTrader: 404, owner: 404, trader: 200, admin: 200 },
    },
    ...(['accept', 'reject'] as const).map(
      (action): Route => ({
        name: `POST /api/offers/:offerId/${action}`,
        setup: async () => ({ method: 'POST', url: `/api/offers/${(await sentOffer()).id}/${action}` }),
        // The trader goes last (the others must not change anything); after that the admin meets a settled offer.
        expected: { visitor: 401, otherTrader: 404, owner: 404, trader: 200, admin: 403 },
      }),
    ),
    {
      name: 'POST /api/offers/:offerId/request-changes',
      setup: async () => ({
        method: 'POST',
        url: `/api/offers/${(await sentOffer()).id}/request-changes`,
        payload: { message: 'Please lower the price' },
      }),
      expected: { visitor: 401, otherTrader: 404, owner: 404, trader: 200, admin: 403 },
    },
  ];

  for (const route of routes) {
    it(route.name, async () => {
      const request = await route.setup();
      const actual: Partial<Record<Who, number>> = {};
      for (const who of order) {
        const response = await call(as(who), request.method, request.url, request.payload);
        actual[who] = response.statusCode;
        if (response.statusCode === 404 && who !== 'admin') {
          expect(response.json().error.message).not.toContain('Offer not found'); // trader routes say "No offer found…"
        }
      }
      expect(actual).toEqual(route.expected);
    });
  }

  it('answers 404 with the long text to a trader who is not the inquiry’s', async () => {
    const offer = await sentOffer();
    const response = await call(otherTrader, 'GET', `/api/inquiries/${offer.inquiryId}/offer`);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: INQUIRY_MESSAGES.noOfferLong } });
    const accept = await call(otherTrader, 'POST', `/api/offers/${offer.id}/accept`);
    expect(accept.json()).toEqual({ error: { code: 'not_found', message: INQUIRY_MESSAGES.noOfferLong } });
    expect((await offerRow(offer.id)).status).toBe('sent');
  });
});

describe('create', () => {
  it('saves a draft priced by the server, ignoring client totals, and moves the inquiry to offer_pending', async () => {
    const inquiryId = await createInquiry();
    const body = { ...offerBody(), subtotalCents: 1, totalWithFeeCents: 2 } as SaveOfferBody;
    const response = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, body);
    expect(response.statusCode, response.body).toBe(201);
    const offer = response.json<OfferDetail>();
    const expected = computeOfferTotals({
      days: 10,
      spaces: [
        { pricePerM2Cents: 45, spaceAllocatedM2: 20 },
        { pricePerM2Cents: 33, spaceAllocatedM2: 10.25 },
      ],
      services: [{ pricingType: 'hourly_rate', quantity: 3, pricePerHourCents: 2_500 }, { pricingType: 'ask_quote' }],
      platformFeePercentage: 20,
    });
    expect(offer.status).toBe('draft');
    expect(offer.spaces.map((line) => line.offerTotalCents)).toEqual([9_000, 3_383]); // 45×20×10; 33×10.25×10 = 3382.5
    expect(offer.services.map((line) => line.offerTotalCents)).toEqual([7_500, 0]);
    expect(offer.subtotalCents).toBe(expected.subtotalCents);
    expect(offer.subtotalCents).toBe(19_883);
    expect(offer.platformFeeCents).toBe(3_977);
    expect(offer.totalWithFeeCents).toBe(23_860);
    expect(offer.platformFeePercentage).toBe(20);
    expect(offer.spaces[1]).toMatchObject({ spaceTypeName: 'Outdoors', spaceAllocatedM2: 10.25, isManualPrice: true });
    // Ask for Quote keeps no quantity, price or unit (a client's left-over "hour" is dropped).
    expect(offer.services[1]).toMatchObject({ pricingType: 'ask_quote', quantity: null, pricePerHourCents: null, unitType: null, comments: 'Quoted on arrival' });
    expect(offer.services[0]).toMatchObject({ unitType: 'hour', quantity: 3, pricePerHourCents: 2_500 });
    expect(offer.terms).toEqual([{ termType: 'Payment', description: 'Invoice before dispatch' }]);
    expect(offer.notes).toBe('Thank you for your inquiry');
    expect(await inquiryStatus(inquiryId)).toBe('offer_pending');
    // A draft is not the trader's to see.
    expect((await call(trader, 'GET', `/api/inquiries/${inquiryId}/offer`)).statusCode).toBe(404);
  });

  it('keeps a typed fee amount consistent with the percentage and refuses one that is not', async () => {
    const inquiryId = await createInquiry();
    const single = { spaces: [{ spaceId: form.spaces[0]!.id, spaceAllocatedM2: 100, pricePerM2Cents: 300 }], services: [] };
    // 100 m² × €3 × 10 days = €3,000; 33.33 % gives €999.90; €1,000.00 is 33.33 % once rounded.
    const kept = await createOffer(inquiryId, { ...single, platformFeePercentage: 33.33, platformFeeCents: 100_000 });
    expect(kept.subtotalCents).toBe(300_000);
    expect(kept.platformFeeCents).toBe(100_000);
    expect(kept.totalWithFeeCents).toBe(400_000);
    const computed = await createOffer(inquiryId, { ...single, platformFeePercentage: 33.33 });
    expect(computed.platformFeeCents).toBe(99_990);
    const refused = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ ...single, platformFeePercentage: 33.33, platformFeeCents: 110_000 }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(OFFER_MESSAGES.feeMismatch);
  });

  it('refuses an allocation that matches no space of the inquiry’s warehouse', async () => {
    const inquiryId = await createInquiry();
    for (const spaceId of [otherSpaceId, '00000000-0000-4000-8000-000000000000']) {
      const response = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ spaces: [{ spaceId, spaceAllocatedM2: 1, pricePerM2Cents: 1 }] }));
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'bad_request',
        message: INQUIRY_MESSAGES.noMatchingSpace,
        details: { 'spaces.0.spaceId': [INQUIRY_MESSAGES.noMatchingSpace] },
      });
    }
    const notUuid = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ spaces: [{ spaceId: 'nope', spaceAllocatedM2: 1, pricePerM2Cents: 1 }] }));
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().error.details['spaces.0.spaceId']).toEqual([INQUIRY_MESSAGES.noMatchingSpace]);
    expect(await inquiryStatus(inquiryId)).toBe('submitted');
  });

  it('refuses bad numbers, an unknown service, a fee outside 0–100 and a past validity with 400', async () => {
    const inquiryId = await createInquiry();
    const space = form.spaces[0]!.id;
    const cases: [Partial<SaveOfferBody>, string][] = [
      [{ spaces: [{ spaceId: space, spaceAllocatedM2: -1, pricePerM2Cents: 1 }] }, 'spaces.0.spaceAllocatedM2'],
      [{ spaces: [{ spaceId: space, spaceAllocatedM2: 1.005, pricePerM2Cents: 1 }] }, 'spaces.0.spaceAllocatedM2'],
      [{ spaces: [{ spaceId: space, spaceAllocatedM2: 1, pricePerM2Cents: -5 }] }, 'spaces.0.pricePerM2Cents'],
      [{ spaces: [{ spaceId: space, spaceAllocatedM2: 1, pricePerM2Cents: 1.5 }] }, 'spaces.0.pricePerM2Cents'],
      [{ services: [{ serviceId, pricingType: 'per_unit', quantity: 1.5, pricePerUnitCents: 1 }] }, 'services.0.quantity'],
      [{ services: [{ serviceId, pricingType: 'per_unit', quantity: -1, pricePerUnitCents: 1 }] }, 'services.0.quantity'],
      [{ services: [{ serviceId, pricingType: 'monthly' as never, quantity: 1 }] }, 'services.0.pricingType'],
      [{ platformFeePercentage: 100.01 }, 'platformFeePercentage'],
      [{ platformFeePercentage: -1 }, 'platformFeePercentage'],
      [{ platformFeePercentage: 12.345 }, 'platformFeePercentage'],
      [{ terms: [{ termType: ' ', description: 'x' }] }, 'terms.0.termType'],
      [{ validUntil: '2026-02-30' }, 'validUntil'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(Object.keys(response.json().error.details ?? {}), JSON.stringify(overrides)).toContain(field);
    }
    const unknownService = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ services: [{ serviceId: '00000000-0000-4000-8000-000000000000', pricingType: 'fixed', fixedPriceCents: 1 }] }));
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().error.message).toBe(OFFER_MESSAGES.invalidService);
    const past = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ validUntil: addDays(TODAY, -1) }));
    expect(past.statusCode).toBe(400);
    expect(past.json().error.message).toBe(OFFER_MESSAGES.validUntilPast);
    const tooLarge = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody({ spaces: [{ spaceId: space, spaceAllocatedM2: 9_000_000, pricePerM2Cents: 100_000 }] }));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.message).toBe(OFFER_MESSAGES.amountTooLarge);
    const badId = await call(admin, 'POST', '/api/admin/inquiries/not-a-uuid/offers', offerBody());
    expect(badId.statusCode).toBe(404);
    expect(await inquiryStatus(inquiryId)).toBe('submitted');
  });

  it('is refused with 409 for inquiries in draft, accepted, confirmed, completed or cancelled, and 404 for none', async () => {
    for (const status of ['draft', 'accepted', 'confirmed', 'completed', 'cancelled'] as const) {
      const inquiryId = await createInquiry();
      await t.db.update(inquiries).set({ status }).where(eq(inquiries.id, inquiryId));
      const response = await call(admin, 'POST', `/api/admin/inquiries/${inquiryId}/offers`, offerBody());
      expect(response.statusCode, status).toBe(409);
      expect(response.json().error).toEqual({ code: 'inquiry_not_offerable', message: OFFER_MESSAGES.inquiryNotOfferable });
      expect(await inquiryStatus(inquiryId)).toBe(status);
    }
    const missing = await call(admin, 'POST', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/offers', offerBody());
    expect(missing.statusCode).toBe(404);
  });

  it('creates and sends at once with send: true', async () => {
    const offer = await sentOffer();
    expect(offer.status).toBe('sent');
    expect(offer.sentAt).not.toBeNull();
    expect(await inquiryStatus(offer.inquiryId)).toBe('offer_sent');
  });
});

describe('send', () => {
  it('notifies a trader who turned email off, without the offer email (decision 203)', async () => {
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, trader.user.id));
    try {
      const before = await t.db.$count(mailOutbox, eq(mailOutbox.toAddress, trader.user.email));
      const offer = await sentOffer();
      expect(await t.db.$count(notifications, and(eq(notifications.userId, trader.user.id), eq(notifications.inquiryId, offer.inquiryId)))).toBe(1);
      expect(await t.db.$count(mailOutbox, eq(mailOutbox.toAddress, trader.user.email))).toBe(before);
    } finally {
      await t.db.update(users).set({ emailNotifications: true }).where(eq(users.id, trader.user.id));
    }
  });

  it('sends a draft: inquiry offer_sent, system message, notification and email to the trader, View Offer data', async () => {
    const inquiryId = await createInquiry();
    const draft = await createOffer(inquiryId);
    const response = await call(admin, 'POST', `/api/admin/offers/${draft.id}/send`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OfferDetail>().status).toBe('sent');
    expect(await inquiryStatus(inquiryId)).toBe('offer_sent');

    expect((await threadTexts(inquiryId)).some((text) => text.startsWith('An offer has been sent: €238.60 (VAT not included)'))).toBe(true);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, trader.user.id), eq(notifications.inquiryId, inquiryId)));
    expect(notice).toMatchObject({ type: 'inquiry_message', title: 'New offer received' });
    const [email] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'offer_sent')).orderBy(desc(mailOutbox.createdAt)).limit(1);
    expect(email!.toAddress).toBe(trader.user.email);
    expect(email!.textBody).toContain(`http://localhost:3000/inquiries/${inquiryId}/offer`);
    expect(email!.textBody).toContain('€238.60 (VAT not included)');

    const list = (await call(trader, 'GET', '/api/inquiries?status=offer_sent&pageSize=100')).json<ListInquiriesResponse>();
    expect(list.items.find((item) => item.id === inquiryId)).toMatchObject({ hasSentOffer: true, latestOffer: { status: 'sent', totalWithFeeCents: 23_860 } });
    const detail = (await call(trader, 'GET', `/api/inquiries/${inquiryId}`)).json<InquiryDetail>();
    expect(detail).toMatchObject({ hasSentOffer: true, latestOffer: { status: 'sent', totalWithFeeCents: 23_860 } });
    const traderView = (await call(trader, 'GET', `/api/inquiries/${inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(traderView.offer.id).toBe(draft.id);
    expect(traderView.canRespond).toBe(true);
    expect(traderView.warehouse.name).toBe('Offer Hall');
    const adminView = (await call(admin, 'GET', `/api/inquiries/${inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(adminView.canRespond).toBe(false);
  });

  it('answers 409 for an offer that is not a draft, and for an offer without lines', async () => {
    const offer = await sentOffer();
    const again = await call(admin, 'POST', `/api/admin/offers/${offer.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'offer_not_sendable', message: OFFER_MESSAGES.notSendable });
    const empty = await createOffer(await createInquiry(), { spaces: [], services: [] });
    const refused = await call(admin, 'POST', `/api/admin/offers/${empty.id}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'offer_empty', message: OFFER_MESSAGES.emptyOffer });
    expect((await offerRow(empty.id)).status).toBe('draft');
    // A draft saved while its date was valid, sent once the date has passed.
    const lapsed = await createOffer(await createInquiry());
    await t.db.update(offers).set({ validUntil: addDays(TODAY, -1) }).where(eq(offers.id, lapsed.id));
    const late = await call(admin, 'POST', `/api/admin/offers/${lapsed.id}/send`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'offer_valid_until_past', message: OFFER_MESSAGES.validUntilPast });
    expect((await offerRow(lapsed.id)).status).toBe('draft');
    expect((await call(admin, 'POST', '/api/admin/offers/00000000-0000-4000-8000-000000000000/send')).statusCode).toBe(404);
  });

  it('supersedes the sent offer of the same inquiry: the older one expires', async () => {
    const first = await sentOffer();
    const second = await createOffer(first.inquiryId);
    expect(await inquiryStatus(first.inquiryId)).toBe('offer_sent'); // a new draft leaves the trader's offer in place
    expect((await call(admin, 'POST', `/api/admin/offers/${second.id}/send`)).statusCode).toBe(200);
    expect((await offerRow(first.id)).status).toBe('expired');
    expect((await offerRow(second.id)).status).toBe('sent');
    const traderView = (await call(trader, 'GET', `/api/inquiries/${first.inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(traderView.offer.id).toBe(second.id);
  });
});

describe('update and delete', () => {
  it('updates a draft and a sent offer (which stays sent); refuses an accepted one', async () => {
    const draft = await createOffer(await createInquiry());
    const updated = await call(admin, 'PUT', `/api/admin/offers/${draft.id}`, offerBody({ services: [], terms: [], notes: 'Revised', platformFeePercentage: 10 }));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<OfferDetail>()).toMatchObject({ status: 'draft', notes: 'Revised', subtotalCents: 12_383, platformFeeCents: 1_238, totalWithFeeCents: 13_621, services: [], terms: [] });

    const sent = await sentOffer();
    const sentUpdate = await call(admin, 'PUT', `/api/admin/offers/${sent.id}`, offerBody({ notes: 'Extended', validUntil: addDays(TODAY, 14) }));
    expect(sentUpdate.statusCode).toBe(200);
    expect(sentUpdate.json<OfferDetail>()).toMatchObject({ status: 'sent', notes: 'Extended', validUntil: addDays(TODAY, 14) });
    expect((await threadTexts(sent.inquiryId)).some((text) => text.startsWith('The offer has been updated'))).toBe(true);

    expect((await call(trader, 'POST', `/api/offers/${sent.id}/accept`)).statusCode).toBe(200);
    const refused = await call(admin, 'PUT', `/api/admin/offers/${sent.id}`, offerBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'offer_not_editable', message: OFFER_MESSAGES.notEditable });
    expect((await call(admin, 'PUT', '/api/admin/offers/00000000-0000-4000-8000-000000000000', offerBody())).statusCode).toBe(404);
  });

  it('refuses Ask for Quote on edit where the saved offer had no quote line for that service (spec 02 §5), and keeps a saved one', async () => {
    const hourlyOnly = [{ serviceId, pricingType: 'hourly_rate' as const, quantity: 3, pricePerHourCents: 2_500, unitType: 'hour', comments: '' }];
    const draft = await createOffer(await createInquiry(), { services: hourlyOnly });
    const quoted = [...hourlyOnly, { serviceId, pricingType: 'ask_quote' as const, quantity: null, unitType: null, comments: 'Quoted on arrival' }];
    const refused = await call(admin, 'PUT', `/api/admin/offers/${draft.id}`, offerBody({ services: quoted }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(OFFER_MESSAGES.quoteNotOnEdit);
    expect((await call(admin, 'GET', `/api/admin/offers/${draft.id}`)).json<AdminOfferResponse>().offer.services.map((line) => line.pricingType)).toEqual(['hourly_rate']);

    const withQuote = await createOffer(await createInquiry());
    const kept = await call(admin, 'PUT', `/api/admin/offers/${withQuote.id}`, offerBody({ notes: 'Still quoted' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<OfferDetail>().services.map((line) => line.pricingType)).toEqual(['hourly_rate', 'ask_quote']);
  });

  it('deletes a draft (the inquiry goes back to submitted) and refuses a sent offer', async () => {
    const inquiryId = await createInquiry();
    const draft = await createOffer(inquiryId);
    expect(await inquiryStatus(inquiryId)).toBe('offer_pending');
    const deleted = await call(admin, 'DELETE', `/api/admin/offers/${draft.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await t.db.select().from(offers).where(eq(offers.id, draft.id))).toEqual([]);
    expect(await inquiryStatus(inquiryId)).toBe('submitted');

    const sent = await sentOffer();
    const refused = await call(admin, 'DELETE', `/api/admin/offers/${sent.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({ code: 'offer_not_deletable', message: OFFER_MESSAGES.notDeletable });
    expect((await call(admin, 'DELETE', `/api/admin/offers/${draft.id}`)).statusCode).toBe(404);
  });

  it('lists an inquiry’s offers and the drafts with customer and warehouse', async () => {
    const inquiryId = await createInquiry();
    const draft = await createOffer(inquiryId);
    const sent = await createOffer(inquiryId, { send: true });
    const ofInquiry = (await call(admin, 'GET', `/api/admin/inquiries/${inquiryId}/offers`)).json<ListInquiryOffersResponse>();
    expect(ofInquiry.items.map((item) => [item.id, item.status])).toEqual([
      [sent.id, 'sent'],
      [draft.id, 'draft'],
    ]);
    const drafts = (await call(admin, 'GET', '/api/admin/offers?status=draft&pageSize=100')).json<ListOffersResponse>();
    const item = drafts.items.find((candidate) => candidate.id === draft.id);
    expect(item).toMatchObject({ inquiryId, customer: { email: trader.user.email, firstName: 'Carl' }, warehouse: { name: 'Offer Hall' } });
    expect(drafts.items.every((candidate) => candidate.status === 'draft')).toBe(true);
    expect(drafts.items.some((candidate) => candidate.id === sent.id)).toBe(false);
    const one = (await call(admin, 'GET', `/api/admin/offers/${draft.id}`)).json<AdminOfferResponse>();
    expect(one.offer.id).toBe(draft.id);
    expect(one.form.inquiry.id).toBe(inquiryId);
    expect((await call(admin, 'GET', '/api/admin/offers?status=bogus')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/offers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/offers')).statusCode).toBe(404);
  });
});

describe('trader responses', () => {
  it('accept: offer and inquiry accepted, administrators notified, a second answer refused', async () => {
    const offer = await sentOffer();
    const response = await call(trader, 'POST', `/api/offers/${offer.id}/accept`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OfferDetail>().status).toBe('accepted');
    expect(await inquiryStatus(offer.inquiryId)).toBe('accepted');
    expect((await offerRow(offer.id)).respondedAt).not.toBeNull();
    expect(await threadTexts(offer.inquiryId)).toContain('The customer accepted the offer.');
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.inquiryId, offer.inquiryId), eq(notifications.type, 'inquiry_message')));
    expect(notice).toMatchObject({ type: 'inquiry_message', title: 'Offer accepted' });
    for (const action of ['accept', 'reject']) {
      const again = await call(trader, 'POST', `/api/offers/${offer.id}/${action}`);
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toEqual({ code: 'offer_not_open', message: OFFER_MESSAGES.notOpen });
    }
    const view = (await call(trader, 'GET', `/api/inquiries/${offer.inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(view.canRespond).toBe(false);
    // The accepted offer stays readable: the inquiry names it (its total instead of the estimate) and the offer page answers it.
    expect(view.offer).toMatchObject({ id: offer.id, status: 'accepted' });
    const inquiry = (await call(trader, 'GET', `/api/inquiries/${offer.inquiryId}`)).json<InquiryDetail>();
    expect(inquiry).toMatchObject({ hasSentOffer: false, latestOffer: { status: 'accepted', totalWithFeeCents: view.offer.totalWithFeeCents } });
  });

  it('reject: offer and inquiry rejected', async () => {
    const offer = await sentOffer();
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/reject`)).statusCode).toBe(200);
    expect((await offerRow(offer.id)).status).toBe('rejected');
    expect(await inquiryStatus(offer.inquiryId)).toBe('rejected');
    expect(await threadTexts(offer.inquiryId)).toContain('The customer rejected the offer.');
  });

  it('after rejecting, the trader can still request changes (spec 02 §4), once, and nobody else can', async () => {
    const offer = await sentOffer();
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/reject`)).statusCode).toBe(200);
    const view = (await call(trader, 'GET', `/api/inquiries/${offer.inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(view).toMatchObject({ canRespond: false, canRequestChanges: true });
    expect((await call(admin, 'POST', `/api/offers/${offer.id}/request-changes`, { message: 'Cheaper?' })).statusCode).toBe(403);
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/accept`)).statusCode).toBe(409);

    const response = await call(trader, 'POST', `/api/offers/${offer.id}/request-changes`, { message: 'Cheaper, please' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OfferDetail>()).toMatchObject({ status: 'draft', changesRequested: 'Cheaper, please' });
    expect(await inquiryStatus(offer.inquiryId)).toBe('changes_requested');
    expect(await threadTexts(offer.inquiryId)).toContain('The customer requested changes to the offer: Cheaper, please');
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/request-changes`, { message: 'Again' })).statusCode).toBe(409);
  });

  it('an older rejected offer cannot be turned into a change request once another offer is out', async () => {
    const first = await sentOffer();
    expect((await call(trader, 'POST', `/api/offers/${first.id}/reject`)).statusCode).toBe(200);
    const second = await createOffer(first.inquiryId, { send: true });
    expect(await inquiryStatus(first.inquiryId)).toBe('offer_sent');
    const refused = await call(trader, 'POST', `/api/offers/${first.id}/request-changes`, { message: 'The old one' });
    expect(refused.statusCode).toBe(409);
    expect((await offerRow(second.id)).status).toBe('sent');
  });

  it('request changes: back to draft with the text, inquiry changes_requested; the administrator edits and sends again', async () => {
    const offer = await sentOffer();
    const blank = await call(trader, 'POST', `/api/offers/${offer.id}/request-changes`, { message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details.message).toEqual([OFFER_MESSAGES.changesRequired]);
    const response = await call(trader, 'POST', `/api/offers/${offer.id}/request-changes`, { message: 'Could you do 15 % less?' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OfferDetail>()).toMatchObject({ status: 'draft', changesRequested: 'Could you do 15 % less?' });
    expect(await inquiryStatus(offer.inquiryId)).toBe('changes_requested');
    expect(await threadTexts(offer.inquiryId)).toContain('The customer requested changes to the offer: Could you do 15 % less?');
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/accept`)).statusCode).toBe(409);

    const edit = (await call(admin, 'GET', `/api/admin/offers/${offer.id}`)).json<AdminOfferResponse>();
    expect(edit.offer.changesRequested).toBe('Could you do 15 % less?');
    const resent = await call(admin, 'PUT', `/api/admin/offers/${offer.id}`, offerBody({ platformFeePercentage: 5, send: true }));
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json<OfferDetail>()).toMatchObject({ status: 'sent', changesRequested: null, platformFeePercentage: 5 });
    expect(await inquiryStatus(offer.inquiryId)).toBe('offer_sent');
    expect((await call(trader, 'POST', `/api/offers/${offer.id}/accept`)).statusCode).toBe(200);
  });

  it('is refused with 403 while offer actions are switched off', async () => {
    const offer = await sentOffer();
    await setOfferActions(false);
    try {
      const response = await call(trader, 'POST', `/api/offers/${offer.id}/accept`);
      expect(response.statusCode).toBe(403);
      const view = (await call(trader, 'GET', `/api/inquiries/${offer.inquiryId}/offer`)).json<TraderOfferResponse>();
      expect(view.canRespond).toBe(false);
    } finally {
      await setOfferActions(true);
    }
    expect((await offerRow(offer.id)).status).toBe('sent');
  });

  it('refuses a draft offer with 409 to its trader and the admin with 403 (not theirs to answer)', async () => {
    const draft = await createOffer(await createInquiry());
    const byTrader = await call(trader, 'POST', `/api/offers/${draft.id}/accept`);
    expect(byTrader.statusCode).toBe(409);
    expect(byTrader.json().error).toEqual({ code: 'offer_not_open', message: OFFER_MESSAGES.notOpen });
    const byAdmin = await call(admin, 'POST', `/api/offers/${draft.id}/accept`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(GENERIC_MESSAGES.permission);
  });

  it('lets exactly one of two concurrent accepts through', async () => {
    const offer = await sentOffer();
    const [first, second] = await Promise.all([
      call(trader, 'POST', `/api/offers/${offer.id}/accept`),
      call(trader, 'POST', `/api/offers/${offer.id}/accept`),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.user.id), eq(notifications.inquiryId, offer.inquiryId), eq(notifications.title, 'Offer accepted')));
    expect(notices).toHaveLength(1);
  });

  it('accept and reject racing: one wins, the other gets 409', async () => {
    const offer = await sentOffer();
    const responses = await Promise.all([
      call(trader, 'POST', `/api/offers/${offer.id}/accept`),
      call(trader, 'POST', `/api/offers/${offer.id}/reject`),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(['accepted', 'rejected']).toContain((await offerRow(offer.id)).status);
  });
});

describe('expiry', () => {
  it('refuses actions on an offer past valid_until with "This offer has expired" and marks it and the inquiry expired', async () => {
    const offer = await sentOffer();
    await t.db.update(offers).set({ validUntil: addDays(TODAY, -1) }).where(eq(offers.id, offer.id));
    const view = (await call(trader, 'GET', `/api/inquiries/${offer.inquiryId}/offer`)).json<TraderOfferResponse>();
    expect(view.offer.isExpired).toBe(true);
    expect(view.canRespond).toBe(false);

    const response = await call(trader, 'POST', `/api/offers/${offer.id}/accept`);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({ code: 'offer_expired', message: INQUIRY_MESSAGES.offerExpired });
    expect((await offerRow(offer.id)).status).toBe('expired');
    expect(await inquiryStatus(offer.inquiryId)).toBe('expired');
    const again = await call(trader, 'POST', `/api/offers/${offer.id}/reject`);
    expect(again.json().error.message).toBe(INQUIRY_MESSAGES.offerExpired);
  });

  it('the job marks sent offers past valid_until expired, and leaves current ones', async () => {
    const past = await sentOffer();
    const current = await sentOffer();
    await t.db.update(offers).set({ validUntil: addDays(TODAY, -3) }).where(eq(offers.id, past.id));
    const count = await expirePastDueOffers(t.app.ctx);
    expect(count).toBeGreaterThanOrEqual(1);
    expect((await offerRow(past.id)).status).toBe('expired');
    expect(await inquiryStatus(past.inquiryId)).toBe('expired');
    expect((await offerRow(current.id)).status).toBe('sent');
    expect(await inquiryStatus(current.inquiryId)).toBe('offer_sent');
    expect((await threadTexts(past.inquiryId)).some((text) => text.endsWith('has expired.'))).toBe(true);
    expect(await expirePastDueOffers(t.app.ctx)).toBe(0);
  });

  it('the job tells the trader once when an offer is in its last day, by email too when their choice is on (decision 205)', async () => {
    // Tomorrow's last day, told as the job would tomorrow: the app's own job (running today) never claims these offers from under the test.
    const LAST_DAY = addDays(TODAY, 1);
    const dayOfJob = new Date(`${LAST_DAY}T12:00:00Z`);
    const lastDay = await sentOffer();
    const later = await sentOffer();
    await t.db.update(offers).set({ validUntil: LAST_DAY }).where(eq(offers.id, lastDay.id));
    const expiring = () =>
      t.db.select().from(notifications).where(and(eq(notifications.type, 'offer_expiring'), eq(notifications.userId, trader.user.id)));
    const emails = () =>
      t.db.select().from(mailOutbox).where(and(eq(mailOutbox.kind, 'notification_offer_expiring'), eq(mailOutbox.toAddress, trader.user.email)));
    const before = (await emails()).length;

    expect(await noticeOffersInLastDay({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, dayOfJob)).toBeGreaterThanOrEqual(1);
    const told = (await expiring()).filter((row) => row.inquiryId === lastDay.inquiryId);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: 'Your offer expires today' });
    expect((await expiring()).some((row) => row.inquiryId === later.inquiryId)).toBe(false);
    const mail = (await emails()).slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(`http://localhost:3000/inquiries/${lastDay.inquiryId}`);
    // Once: the next run tells nobody again.
    await noticeOffersInLastDay({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, dayOfJob);
    expect((await expiring()).filter((row) => row.inquiryId === lastDay.inquiryId)).toHaveLength(1);

    // A trader whose choice is off has the notification without the email.
    await t.db.update(users).set({ emailNotifications: false }).where(eq(users.id, trader.user.id));
    try {
      await t.db.update(offers).set({ validUntil: LAST_DAY }).where(eq(offers.id, later.id));
      await noticeOffersInLastDay({ ...t.app.ctx, publicUrl: 'http://localhost:3000' }, dayOfJob);
      expect((await expiring()).filter((row) => row.inquiryId === later.inquiryId)).toHaveLength(1);
      expect((await emails()).length).toBe(before + 1);
    } finally {
      await t.db.update(users).set({ emailNotifications: true }).where(eq(users.id, trader.user.id));
    }
  });

  it('a sent offer edited to a new last day is told again on that day; edited with the same one, not (decision 205)', async () => {
    const offer = await sentOffer();
    await t.db.update(offers).set({ validUntil: TODAY }).where(eq(offers.id, offer.id));
    const told = async () =>
      (await t.db.select().from(notifications).where(and(eq(notifications.type, 'offer_expiring'), eq(notifications.inquiryId, offer.inquiryId)))).length;
    const notice = () => noticeOffersInLastDay({ ...t.app.ctx, publicUrl: 'http://localhost:3000' });
    const edit = (validUntil: string) => call(admin, 'PUT', `/api/admin/offers/${offer.id}`, offerBody({ validUntil }));

    await notice();
    expect(await told()).toBe(1);
    expect((await edit(TODAY)).statusCode).toBe(200);
    await notice();
    expect(await told()).toBe(1);
    expect((await edit(addDays(TODAY, 1))).statusCode).toBe(200);
    expect((await offerRow(offer.id)).expiryNoticeSentAt).toBeNull();
    // The new last day comes.
    await t.db.update(offers).set({ validUntil: TODAY }).where(eq(offers.id, offer.id));
    await notice();
    expect(await told()).toBe(2);
  });

  it('a new offer can be made for an expired inquiry', async () => {
    const past = await sentOffer();
    await t.db.update(offers).set({ validUntil: addDays(TODAY, -1) }).where(eq(offers.id, past.id));
    await expirePastDueOffers(t.app.ctx);
    const fresh = await createOffer(past.inquiryId, { send: true });
    expect(fresh.status).toBe('sent');
    expect(await inquiryStatus(past.inquiryId)).toBe('offer_sent');
  });
});
