import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceData } from '@shared/contracts/reference';
import {
  type AdminListingRequestsResponse,
  type ApprovedListingRequest,
  type CreatedListingRequest,
  type UploadedListingRequestImage,
  LISTING_REQUEST_TOKEN_TTL_MS,
  type ListingRequestDetail,
  type ListingRequestInput,
} from '@shared/contracts/listing-requests';
import { browseResponse, type WarehouseDetail } from '@shared/contracts/warehouses';
import { featureDisabledMessage, LISTING_REQUEST_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import {
  mailOutbox,
  notifications,
  platformFeatures,
  users,
  listingRequestImages,
  listingRequests,
  listingRequestTokens,
  warehouses,
} from '../../db/schema';
import { makeImage, multipartBody } from '../../../../tests/api/uploads';
import { deleteExpiredRequestUploads } from './listing-requests.images';
import { LISTING_REQUEST_RATE_LIMITS } from './listing-requests.service';
import { type SignedInUser, useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { i18nFor } from '../../platform/texts';

/** Another administrator, who reads French: made for one test and deactivated after it, so other tests' notices stay as they were. */
async function useSignedInFrenchAdministrator() {
  const [user] = await t.db
    .insert(users)
    .values({ email: uniqueEmail('admin-fr'), passwordHash: null, isActive: true, locale: 'fr' })
    .returning({ id: users.id });
  await t.db.execute(sql`insert into user_roles (user_id, role_id) select ${user!.id}, id from roles where name = 'administrator'`);
  return [user!] as const;
}

const t = useTestApp();
const [admin, owner, customer] = useSignedIn(t, ['administrator'], ['warehouse_owner'], { roles: ['customer'], firstName: 'Carla', lastName: 'Customer' });
const reference = useReference(t);
let indoor: string;
let outdoors: string;
let customFeature: ReferenceData['features'][number];
let plainFeature: ReferenceData['features'][number];
let serviceA: string;
let serviceB: string;

// Each create comes from its own address, so the per-IP limit is tested on its own below.
let ipCounter = 0;
const nextIp = () => `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

const LINK_INVALID = { code: 'not_found', message: WAREHOUSE_MESSAGES.requestLinkInvalid };
const uniqueEmail = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}@example.test`;

function fullBody(overrides: Partial<ListingRequestInput> = {}): ListingRequestInput {
  return {
    name: 'Harbour Hall',
    description: 'Dry storage by the port',
    address: 'Kai 5',
    city: 'Tallinn',
    country: 'Estonia',
    postalCode: '10111',
    firstName: 'Helena',
    lastName: 'Harbour',
    contactEmail: uniqueEmail('contact'),
    phoneNumber: '+372 555 0101',
    businessName: 'Harbour OÜ',
    vatNumber: 'EE123456789',
    spaces: [
      { spaceTypeId: indoor, sizeM2: 1200.5, pricePerM2Cents: 450 },
      { spaceTypeId: outdoors, sizeM2: 300, pricePerM2Cents: 120 },
    ],
    features: [
      { featureId: plainFeature.id },
      { featureId: customFeature.id, customValue: 'ISO 9001' },
    ],
    services: [{ serviceId: serviceA }, { serviceId: serviceB, pricePerHourCents: 2500, notes: 'forklift' }],
    images: [],
    submit: true,
    ...overrides,
  };
}

async function create(body: ListingRequestInput, ip = nextIp()) {
  return t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: body, remoteAddress: ip });
}

async function createOk(body: ListingRequestInput): Promise<CreatedListingRequest> {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedListingRequest>();
}

async function getByLink(id: string, token: string | undefined) {
  return t.app.inject({ method: 'POST', url: `/api/listing-requests/${id}/access`, payload: token === undefined ? {} : { token } });
}

async function put(id: string, token: string, body: ListingRequestInput) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/listing-requests/${id}`,
    payload: { ...body, token },
    remoteAddress: nextIp(),
  });
}

async function upload(bytes: Uint8Array, options: { contentType?: string; filename?: string } = {}) {
  const body = await multipartBody(bytes, options);
  return t.app.inject({ method: 'POST', url: '/api/listing-request-images', headers: body.headers, payload: body.payload, remoteAddress: nextIp() });
}

async function uploadOk(format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<UploadedListingRequestImage> {
  const response = await upload(await makeImage(format), { contentType: `image/${format}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadedListingRequestImage>();
}

async function adminAction(who: SignedInUser | null, id: string, action: 'approve' | 'reject', reason?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/listing-requests/${id}/${action}`,
    headers: who?.headers ?? {},
    ...(action === 'reject' ? { payload: { reason: reason ?? 'Not a warehouse' } } : {}),
  });
}

async function emailsTo(address: string) {
  return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address.toLowerCase()));
}

async function setFeature(isEnabled: boolean) {
  await t.db.update(platformFeatures).set({ isEnabled }).where(eq(platformFeatures.key, 'listing_requests'));
}

beforeAll(async () => {
  [indoor, outdoors] = [reference.spaceTypeId('Indoor'), reference.spaceTypeId('Outdoors')];
  customFeature = reference.features.find((feature) => feature.type === 'custom')!;
  plainFeature = reference.features.find((feature) => feature.type !== 'custom')!;
  [serviceA, serviceB] = [reference.services[0]!.id, reference.services[1]!.id];
});

describe('POST /api/listing-requests (the first save)', () => {
  it('saves a blank draft without checks and answers a long random token that is stored only as its SHA-256 hash', async () => {
    const created = await createOk({ submit: false });
    expect(created.request).toMatchObject({ status: 'draft', name: '', spaces: [], submittedAt: null, adminNotes: null });
    expect(created.token).toMatch(/^[\w-]{43,}$/);
    const [token] = await t.db.select().from(listingRequestTokens).where(eq(listingRequestTokens.requestId, created.id));
    expect(token!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    expect(token!.tokenHash).not.toContain(created.token);
    const ttl = token!.expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(LISTING_REQUEST_TOKEN_TTL_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(LISTING_REQUEST_TOKEN_TTL_MS);
  });

  it('emails a draft its link when the contact email is given, with a half-filled space kept as typed', async () => {
    const contactEmail = uniqueEmail('draft');
    const created = await createOk({
      name: 'Half Done',
      contactEmail,
      spaces: [{ spaceTypeId: indoor, sizeM2: null, pricePerM2Cents: null }],
      submit: false,
    });
    expect(created.request.spaces).toEqual([expect.objectContaining({ spaceTypeId: indoor, spaceTypeName: 'Indoor', sizeM2: null, pricePerM2Cents: null })]);
    const [email] = await emailsTo(contactEmail);
    expect(email!.kind).toBe('listing_request_draft');
    expect(email!.textBody).toContain(`http://localhost:3000/warehouse-request?id=${created.id}&token=${encodeURIComponent(created.token)}`);
    expect(email!.htmlBody).toContain('Continue Editing');
  });

  it('submits with every spec message at once when the form is incomplete (400 with field details)', async () => {
    const response = await create({ spaces: [{ spaceTypeId: null, sizeM2: 0, pricePerM2Cents: null }], submit: true });
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{ error: { code: string; message: string; details: Record<string, string[]> } }>();
    expect(error.code).toBe('validation_error');
    expect(error.message).toBe('Warehouse name is required');
    expect(error.details).toEqual({
      name: ['Warehouse name is required'],
      address: ['Address is required'],
      city: ['City is required'],
      country: ['Country is required'],
      postalCode: ['Postal code is required'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      contactEmail: ['Email is required'],
      'spaces.0.spaceTypeId': ['Space type is required'],
      'spaces.0.sizeM2': ['Size must be greater than 0'],
      'spaces.0.pricePerM2Cents': ['Price is required'],
    });
    expect(await t.db.$count(listingRequests, eq(listingRequests.name, ''))).toBe(1); // only the blank draft above
  });

  it('refuses to submit without spaces, with a malformed email, or a custom feature without details', async () => {
    const noSpaces = await create(fullBody({ spaces: [] }));
    expect(noSpaces.json().error.details).toEqual({ spaces: ['At least one space is required'] });
    const badEmail = await create(fullBody({ contactEmail: 'not-an-email' }));
    expect(badEmail.json().error.details).toEqual({ contactEmail: ['Please enter a valid email address'] });
    const noDetails = await create(fullBody({ features: [{ featureId: customFeature.id, customValue: '  ' }] }));
    expect(noDetails.json().error.details).toEqual({ 'features.0.customValue': [LISTING_REQUEST_MESSAGES.customValueRequired] });
  });

  it('refuses bad input even on a draft: unknown ids, duplicates, wrong types, oversized lists', async () => {
    const unknownType = await create({ spaces: [{ spaceTypeId: '00000000-0000-4000-8000-000000000000' }], submit: false });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().error.details).toEqual({ 'spaces.0.spaceTypeId': ['Invalid space type selected.'] });
    const twice = await create({ features: [{ featureId: plainFeature.id }, { featureId: plainFeature.id }], submit: false });
    expect(twice.json().error.details).toEqual({ 'features.1.featureId': ['This feature is already listed.'] });
    const unknownService = await create({ services: [{ serviceId: '00000000-0000-4000-8000-000000000000' }], submit: false });
    expect(unknownService.json().error.details).toEqual({ 'services.0.serviceId': ['Invalid service selected.'] });
    for (const body of [
      { submit: false, spaces: Array.from({ length: 51 }, () => ({})) },
      { submit: false, name: 'x'.repeat(201) },
      { submit: false, spaces: [{ sizeM2: -1 }] },
      { submit: false, spaces: [{ pricePerM2Cents: 1.5 }] },
      { submit: 'yes' },
      {},
    ]) {
      const response = await create(body as ListingRequestInput);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('validation_error');
    }
  });

  it('submits a complete request: status submitted, services priced from their rates (ask_quote without), email and administrator notification', async () => {
    const body = fullBody();
    const created = await createOk(body);
    expect(created.request).toMatchObject({ status: 'submitted', name: 'Harbour Hall', contactEmail: body.contactEmail });
    expect(created.request.submittedAt).not.toBeNull();
    expect(created.request.spaces.map((space) => [space.sizeM2, space.pricePerM2Cents])).toEqual([
      [1200.5, 450],
      [300, 120],
    ]);
    const pricing = Object.fromEntries(created.request.services.map((service) => [service.serviceId, service.pricingType]));
    expect(pricing).toEqual({ [serviceA]: 'ask_quote', [serviceB]: 'hourly_rate' });
    expect(created.request.features.find((feature) => feature.featureId === customFeature.id)?.customValue).toBe('ISO 9001');
    const [email] = await emailsTo(body.contactEmail!);
    expect(email!.kind).toBe('listing_request_submitted');
    expect(email!.textBody).toContain(`token=${encodeURIComponent(created.token)}`);
    const notices = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
    expect(notices.filter((notice) => notice.type === 'listing_request_submitted').map((notice) => notice.message)).toContainEqual(
      expect.stringContaining('"Harbour Hall" in Tallinn, Estonia'),
    );
  });

  it('is closed with a clear message while the Listing Requests feature is off', async () => {
    await setFeature(false);
    try {
      const response = await create(fullBody());
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(featureDisabledMessage('Listing Requests'));
      const image = await upload(await makeImage());
      expect(image.statusCode).toBe(403);
    } finally {
      await setFeature(true);
    }
  });

  it(`answers 429 after ${LISTING_REQUEST_RATE_LIMITS.create.max} creates from one address within the hour`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < LISTING_REQUEST_RATE_LIMITS.create.max; i += 1) expect((await create({ submit: false }, ip)).statusCode).toBe(201);
    const refused = await create({ submit: false }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    // Every limit tells the client how long to wait, in seconds, as the error handler sends it.
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await create({ submit: false }, '192.0.2.78')).statusCode).toBe(201);
  });
});

describe('the private link: GET and PUT /api/listing-requests/:id', () => {
  it('reads the request with its token; a wrong, missing, expired or other request\'s token is refused alike', async () => {
    const mine = await createOk(fullBody({ submit: false }));
    const other = await createOk(fullBody({ submit: false }));
    const read = await getByLink(mine.id, mine.token);
    expect(read.statusCode).toBe(200);
    expect(read.json<ListingRequestDetail>()).toMatchObject({ id: mine.id, status: 'draft', adminNotes: null, warehouseId: null });

    expect((await getByLink(mine.id, 'x'.repeat(43))).json().error).toEqual(LINK_INVALID);
    expect((await getByLink(mine.id, other.token)).json().error).toEqual(LINK_INVALID);
    expect((await getByLink('00000000-0000-4000-8000-000000000000', mine.token)).statusCode).toBe(404);
    expect((await getByLink(mine.id, undefined)).statusCode).toBe(400);
    const otherPut = await put(mine.id, other.token, fullBody());
    expect(otherPut.statusCode).toBe(404);
    expect((await t.db.select().from(listingRequests).where(eq(listingRequests.id, mine.id)))[0]!.status).toBe('draft');

    await t.db.update(listingRequestTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(listingRequestTokens.requestId, mine.id));
    const expired = await getByLink(mine.id, mine.token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error).toEqual(LINK_INVALID);
    expect((await put(mine.id, mine.token, fullBody())).statusCode).toBe(404);
  });

  it('moves draft -> draft -> submitted -> submitted -> draft as the visitor saves and submits', async () => {
    const created = await createOk({ name: 'Step by step', submit: false });
    const again = await put(created.id, created.token, { name: 'Step by step 2', submit: false });
    expect(again.json<ListingRequestDetail>()).toMatchObject({ status: 'draft', name: 'Step by step 2' });

    const incomplete = await put(created.id, created.token, { name: 'Step', submit: true });
    expect(incomplete.statusCode).toBe(400);

    const body = fullBody({ name: 'Step by step 3' });
    const submitted = (await put(created.id, created.token, body)).json<ListingRequestDetail>();
    expect(submitted).toMatchObject({ status: 'submitted', name: 'Step by step 3' });
    const firstSubmittedAt = submitted.submittedAt;
    expect(firstSubmittedAt).not.toBeNull();

    const edited = (await put(created.id, created.token, { ...body, city: 'Tartu' })).json<ListingRequestDetail>();
    expect(edited).toMatchObject({ status: 'submitted', city: 'Tartu', submittedAt: firstSubmittedAt });
    const emails = await emailsTo(body.contactEmail!);
    expect(emails.map((email) => email.kind)).toEqual(['listing_request_submitted', 'listing_request_submitted']);

    const withdrawn = (await put(created.id, created.token, { ...body, submit: false })).json<ListingRequestDetail>();
    expect(withdrawn).toMatchObject({ status: 'draft', submittedAt: null });
  });

  it('refuses the link with 409 once an administrator has the request (under review)', async () => {
    const created = await createOk(fullBody());
    await t.db.update(listingRequests).set({ status: 'under_review' }).where(eq(listingRequests.id, created.id));
    const read = await getByLink(created.id, created.token);
    expect(read.statusCode).toBe(409);
    expect(read.json().error).toEqual({ code: 'listing_request_not_editable', message: LISTING_REQUEST_MESSAGES.notEditable });
    const save = await put(created.id, created.token, fullBody());
    expect(save.statusCode).toBe(409);
    expect(save.json().error).toEqual({ code: 'listing_request_not_editable', message: LISTING_REQUEST_MESSAGES.notEditable });
  });
});

describe('request images', () => {
  it('accepts PNG, JPG and GIF into their own bucket with an upload secret; refuses other types (415) and files over 10 MB (413)', async () => {
    for (const format of ['png', 'jpeg', 'gif'] as const) {
      const image = await uploadOk(format);
      expect(image.url).toMatch(/^\/files\/warehouse-request-images\/[a-f0-9-]+\.webp$/);
      expect(image.uploadSecret).toMatch(/^[\w-]{43,}$/);
      expect(await t.storage.read(image.url.replace('/files/', ''))).not.toBeNull();
    }
    const webp = await upload(await makeImage('webp'), { contentType: 'image/webp' });
    expect(webp.statusCode).toBe(415);
    expect(webp.json().error.message).toBe('Please choose a PNG, JPG or GIF image.');
    const text = await upload(new TextEncoder().encode('not an image'), { contentType: 'image/png' });
    expect(text.statusCode).toBe(415);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(await makeImage());
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(LISTING_REQUEST_MESSAGES.imageTooLarge);
    const noFile = await t.app.inject({ method: 'POST', url: '/api/listing-request-images', payload: {} });
    expect(noFile.statusCode).toBe(400);
  });

  it('attaches an upload only with its secret, keeps the order, and drops images left out of a later save', async () => {
    const [first, second, stolen] = [await uploadOk(), await uploadOk(), await uploadOk()];
    const wrongSecret = await create(fullBody({ images: [{ id: stolen.id, uploadSecret: first.uploadSecret }] }));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().error.details).toEqual({ 'images.0': [LISTING_REQUEST_MESSAGES.invalidImage] });
    const noSecret = await create(fullBody({ images: [{ id: stolen.id }] }));
    expect(noSecret.statusCode).toBe(400);

    const created = await createOk(
      fullBody({ images: [{ id: second.id, uploadSecret: second.uploadSecret }, { id: first.id, uploadSecret: first.uploadSecret }] }),
    );
    expect(created.request.images.map((image) => image.id)).toEqual([second.id, first.id]);

    // Another request cannot take them over, even with the (now spent) secret.
    const thief = await create(fullBody({ images: [{ id: first.id, uploadSecret: first.uploadSecret }] }));
    expect(thief.statusCode).toBe(400);

    const kept = (await put(created.id, created.token, fullBody({ images: [{ id: first.id }] }))).json<ListingRequestDetail>();
    expect(kept.images.map((image) => image.id)).toEqual([first.id]);
    expect(await t.storage.read(second.url.replace('/files/', ''))).toBeNull();
  });

  it('deletes pending uploads nobody saved after a day, with their files', async () => {
    const pending = await uploadOk();
    const saved = await uploadOk();
    await createOk(fullBody({ images: [{ id: saved.id, uploadSecret: saved.uploadSecret }] }));
    await deleteExpiredRequestUploads({ db: t.db, storage: t.storage, log: { warn() {}, error() {}, debug() {} } }, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await t.db.$count(listingRequestImages, eq(listingRequestImages.id, pending.id))).toBe(0);
    expect(await t.storage.read(pending.url.replace('/files/', ''))).toBeNull();
    expect(await t.db.$count(listingRequestImages, eq(listingRequestImages.id, saved.id))).toBe(1);
  });
});

describe('the administrators\' routes', () => {
  it('lets only administrators list, read, approve and reject (401 signed out, 403 for other roles)', async () => {
    const created = await createOk(fullBody());
    const routes = [
      { method: 'GET' as const, url: '/api/admin/listing-requests' },
      { method: 'GET' as const, url: `/api/admin/listing-requests/${created.id}` },
      { method: 'POST' as const, url: `/api/admin/listing-requests/${created.id}/approve` },
      { method: 'POST' as const, url: `/api/admin/listing-requests/${created.id}/reject`, payload: { reason: 'No' } },
    ];
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode, route.url).toBe(401);
      for (const who of [owner, customer]) {
        const response = await t.app.inject({ ...route, headers: who.headers });
        expect(response.statusCode, route.url).toBe(403);
        expect(response.json().error.message).toBe('Unauthorized');
      }
    }
    expect((await t.db.select().from(listingRequests).where(eq(listingRequests.id, created.id)))[0]!.status).toBe('submitted');
    expect((await t.app.inject({ ...routes[0]!, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ ...routes[1]!, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/listing-requests/not-a-uuid', headers: admin.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/listing-requests?status=bogus', headers: admin.headers })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/listing-requests/00000000-0000-4000-8000-000000000000', headers: admin.headers })).json()
        .error.message,
    ).toBe(LISTING_REQUEST_MESSAGES.notFound);
  });

  it('lists requests newest first with totals, filtered by status', async () => {
    const created = await createOk(fullBody({ name: 'Newest of all' }));
    const all = (await t.app.inject({ method: 'GET', url: '/api/admin/listing-requests', headers: admin.headers })).json<AdminListingRequestsResponse>();
    expect(all.items[0]).toMatchObject({ id: created.id, name: 'Newest of all', firstName: 'Helena', status: 'submitted', spacesCount: 2, city: 'Tallinn' });
    expect(all.total).toBe(await t.db.$count(listingRequests));
    const drafts = (
      await t.app.inject({ method: 'GET', url: '/api/admin/listing-requests?status=draft&pageSize=100', headers: admin.headers })
    ).json<AdminListingRequestsResponse>();
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((item) => item.status === 'draft')).toBe(true);
    expect(drafts.total).toBe(await t.db.$count(listingRequests, eq(listingRequests.status, 'draft')));
  });

  it('approves and rejects only submitted requests (409 otherwise)', async () => {
    const draft = await createOk(fullBody({ submit: false }));
    for (const action of ['approve', 'reject'] as const) {
      const response = await adminAction(admin, draft.id, action);
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toEqual({ code: 'listing_request_not_submitted', message: LISTING_REQUEST_MESSAGES.notSubmitted });
    }
    const missing = await adminAction(admin, '00000000-0000-4000-8000-000000000000', 'approve');
    expect(missing.statusCode).toBe(404);
  });

  it('writes to each reader in their language: the contact in the form\'s, each administrator in their profile\'s (decision 234)', async () => {
    const [french] = await useSignedInFrenchAdministrator();
    try {
      const body = fullBody();
      const response = await t.app.inject({ method: 'POST', url: '/api/listing-requests', payload: body, remoteAddress: nextIp(), cookies: { locale: 'de' } });
      expect(response.statusCode, response.body).toBe(201);
      const [row] = await t.db.select({ locale: listingRequests.locale }).from(listingRequests).where(eq(listingRequests.id, response.json<CreatedListingRequest>().id));
      expect(row!.locale).toBe('de');
      const email = (await emailsTo(body.contactEmail!)).find((queued) => queued.kind === 'listing_request_submitted');
      const german = i18nFor('de')._('We received your {brand} warehouse request', { brand: '24WM' });
      expect(german).not.toBe('We received your 24WM warehouse request');
      expect(email!.subject).toBe(german);
      expect(email!.htmlBody).toContain('<html lang="de" dir="ltr">');

      const notices = await t.db.select().from(notifications).where(eq(notifications.userId, french.id));
      const notice = notices.find((candidate) => candidate.type === 'listing_request_submitted' && candidate.message.includes(body.name!));
      expect(notice).toMatchObject({ locale: 'fr', title: i18nFor('fr')._('New warehouse request') });
      expect(notice!.title).not.toBe('New warehouse request');
      // The English administrator reads the same news in English.
      const english = await t.db.select().from(notifications).where(eq(notifications.userId, admin.user.id));
      expect(english.find((candidate) => candidate.message.startsWith(`"${body.name}" in Tallinn, Estonia was submitted`))).toMatchObject({ locale: 'en', title: 'New warehouse request' });
    } finally {
      await t.db.update(users).set({ isActive: false }).where(eq(users.id, french.id));
    }
  });

  it('rejects with a non-blank reason kept as admin notes, emails the contact and ends the link’s editing', async () => {
    const body = fullBody();
    const created = await createOk(body);
    const blank = await adminAction(admin, created.id, 'reject', '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual({ reason: [LISTING_REQUEST_MESSAGES.reasonRequired] });

    const rejected = await adminAction(admin, created.id, 'reject', 'Photos missing');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json<ListingRequestDetail>()).toMatchObject({ status: 'rejected', adminNotes: 'Photos missing' });
    expect(rejected.json<ListingRequestDetail>().reviewedAt).not.toBeNull();
    const email = (await emailsTo(body.contactEmail!)).find((row) => row.kind === 'listing_request_rejected');
    expect(email!.textBody).toContain('Photos missing');

    // The link still tells the visitor the outcome (not the team's notes), but changes nothing.
    const outcome = await getByLink(created.id, created.token);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.json<ListingRequestDetail>()).toMatchObject({ status: 'rejected', adminNotes: null });
    expect(outcome.json<ListingRequestDetail>().reviewedAt).not.toBeNull();
    const other = await createOk(fullBody());
    expect((await getByLink(created.id, other.token)).json().error).toEqual(LINK_INVALID);
    expect((await put(created.id, created.token, body)).statusCode).toBe(404);
    expect((await adminAction(admin, created.id, 'approve')).statusCode).toBe(409);
    expect((await adminAction(admin, created.id, 'reject')).statusCode).toBe(409);
  });

  it('approves into a live warehouse with every space, feature, service and image, for a new owner account with a set-password link', async () => {
    const image = await uploadOk();
    const body = fullBody({ images: [{ id: image.id, uploadSecret: image.uploadSecret }] });
    const created = await createOk(body);
    const response = await adminAction(admin, created.id, 'approve');
    expect(response.statusCode, response.body).toBe(200);
    const approved = response.json<ApprovedListingRequest>();
    expect(approved).toMatchObject({ ownerAccountCreated: true, request: { status: 'approved', warehouseId: approved.warehouseId } });

    const warehouse = (await t.app.inject({ method: 'GET', url: `/api/warehouses/${approved.warehouseId}` })).json<WarehouseDetail>();
    expect(warehouse).toMatchObject({ name: 'Harbour Hall', city: 'Tallinn', isActive: true, ownerId: approved.ownerId, totalSizeM2: 1500.5, minPricePerM2Cents: 120 });
    expect(warehouse.spaces.map((space) => [space.spaceTypeId, space.sizeM2, space.pricePerM2Cents])).toEqual([
      [indoor, 1200.5, 450],
      [outdoors, 300, 120],
    ]);
    expect(warehouse.features.map((feature) => feature.featureId).sort()).toEqual([plainFeature.id, customFeature.id].sort());
    expect(warehouse.services.find((service) => service.serviceId === serviceB)).toMatchObject({ pricingType: 'hourly_rate', pricePerHourCents: 2500 });
    expect(warehouse.images).toHaveLength(1);
    expect(warehouse.images[0]!.url).toMatch(/^\/files\/warehouse-images\//);
    expect(await t.storage.read(warehouse.images[0]!.url.replace('/files/', ''))).not.toBeNull();
    // Listed at once, with its browse card (stored in the approval's transaction) showing its image.
    const browse = browseResponse.parse((await t.app.inject({ method: 'GET', url: '/api/warehouses?q=Harbour%20Hall' })).json());
    expect(browse.items.find((item) => item.id === approved.warehouseId)).toMatchObject({
      name: 'Harbour Hall',
      totalSizeM2: 1500.5,
      minPricePerM2Cents: 120,
      thumbnailUrl: warehouse.images[0]!.thumbnailUrl,
    });

    const [account] = await t.db.select().from(users).where(eq(users.id, approved.ownerId));
    expect(account).toMatchObject({ email: body.contactEmail, firstName: 'Helena', lastName: 'Harbour', passwordHash: null, isActive: true });
    const roles = await t.db.execute(sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${approved.ownerId}`);
    expect((roles as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(['warehouse_owner']);
    const email = (await emailsTo(body.contactEmail!)).find((row) => row.kind === 'listing_request_approved');
    expect(email!.textBody).toMatch(/http:\/\/localhost:3000\/reset-password\?type=invite&token=[\w-]+/);

    const outcome = await getByLink(created.id, created.token);
    expect(outcome.statusCode).toBe(200);
    expect(outcome.json<ListingRequestDetail>()).toMatchObject({ status: 'approved', warehouseId: null });
    expect((await put(created.id, created.token, body)).statusCode).toBe(404);
    expect((await adminAction(admin, created.id, 'approve')).statusCode).toBe(409);
  });

  it('gives an existing account the warehouse_owner role instead of creating one', async () => {
    const created = await createOk(fullBody({ contactEmail: customer.user.email.toUpperCase() }));
    const usersBefore = await t.db.$count(users);
    const approved = (await adminAction(admin, created.id, 'approve')).json<ApprovedListingRequest>();
    expect(approved).toMatchObject({ ownerId: customer.user.id, ownerAccountCreated: false });
    expect(await t.db.$count(users)).toBe(usersBefore);
    const roles = await t.db.execute(sql`select r.name from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${customer.user.id} order by r.name`);
    expect((roles as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)).toEqual(['customer', 'warehouse_owner']);
    const email = (await emailsTo(customer.user.email)).find((row) => row.kind === 'listing_request_approved');
    expect(email!.textBody).not.toContain('type=invite');
    const mine = await t.app.inject({ method: 'GET', url: '/api/warehouses/mine', headers: customer.headers });
    expect(mine.json<{ items: { id: string }[] }>().items.map((item) => item.id)).toContain(approved.warehouseId);
  });

  it('creates one warehouse when two administrators approve at the same moment', async () => {
    const created = await createOk(fullBody({ name: 'Two Tabs Depot' }));
    const [a, b] = await Promise.all([adminAction(admin, created.id, 'approve'), adminAction(admin, created.id, 'approve')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await t.db.$count(warehouses, eq(warehouses.name, 'Two Tabs Depot'))).toBe(1);
    expect(await t.db.$count(listingRequests, and(eq(listingRequests.id, created.id), eq(listingRequests.status, 'approved')))).toBe(1);
  });
});
