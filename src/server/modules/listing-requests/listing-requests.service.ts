import type { Locale } from '@shared/locales';
import {
  type AdminListingRequestsResponse,
  type ApprovedListingRequest,
  type CreatedListingRequest,
  type ParsedListingRequestInput,
  type RequestFieldError,
  type UploadedListingRequestImage,
  validateListingRequestSubmission,
  LISTING_REQUEST_TOKEN_TTL_MS,
  type ListingRequestDetail,
} from '@shared/contracts/listing-requests';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { LISTING_REQUEST_LIVE_KEYS } from '@shared/contracts/live-keys';
import { listingTextOf } from '@shared/contracts/warehouses';
import { LISTING_REQUEST_MESSAGES, tooManyRequestsMessage, WAREHOUSE_MESSAGES } from '@shared/errors';
import { toSizeDecimal } from '@shared/sizes';
import {
  isListingRequestDecided,
  isListingRequestEditable,
  LISTING_REQUEST_TRANSITIONS,
  PENDING_LISTING_REQUEST_STATUS,
  type ListingRequestStatus,
} from '@shared/statuses/listing-request';
import { assertTransition } from '@shared/statuses/machine';
import type { Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError, RateLimitedError, throwIfInvalid } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import type { Geocoder } from '../../platform/geocoding';
import type { StoredImageKeys } from '../../platform/images';
import { queueEmail } from '../../platform/mail';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import type { Storage } from '../../platform/storage';
import { generateToken, hashToken } from '../../platform/tokens';
import { localeOf } from '../../platform/texts';
import { issueEmailToken } from '../auth/auth.service';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { announceNotifications, notifyAdministrators } from '../notifications/notifications.service';
import { requireFeatureEnabled } from '../platform/platform.service';
import { checkCatalogueReferences } from '../reference/reference.service';
import { findOrCreateAccountWithRole } from '../users/users.service';
import { copyStoredImages, type Log, removeStoredFiles, toWarehouseImage } from '../warehouses/warehouse-images.files';
import { announceListingCreated, insertListingForOwner, locateNewListing, toServiceAssignment } from '../warehouses/warehouses.service';
import { draftSavedEmail, requestApprovedEmail, requestEditLink, requestRejectedEmail, requestSubmittedEmail } from './listing-requests.emails';
import { LISTING_IMAGE_BUCKET, storePendingRequestImage } from './listing-requests.images';
import {
  claimRequestImage,
  countRequestsWithStatus,
  deleteRequestImagesExcept,
  findRequestById,
  findRequestChildren,
  findRequestsPage,
  hasLiveToken,
  insertRequest,
  insertToken,
  lockRequestById,
  type RequestChildren,
  type RequestChildrenDetail,
  replaceRequestChildren,
  revokeTokens,
  updateRequest,
  type ListingRequestFields,
  type ListingRequestRow,
} from './listing-requests.repository';

/** What the services need: database and live events, storage (images), the geocoder (approval), a logger and PUBLIC_URL (links). */
export type ListingRequestDeps = ServiceDeps & { storage: Storage; geocoder: Geocoder; log: Log; publicUrl: string };

/** Who is calling without an account: the client IP (for rate limits) and the request id (for the activity log). */
/** Who saves through the public form: their address (for the limits), the request, and the language they write in. */
export type VisitorMeta = { ip: string; requestId: string; locale: Locale };

const MINUTE = 60_000;
/**
 * Limits on the public routes, per client IP. Generous enough for a person filling the form (every
 * save and every image counts), tight enough that a script cannot fill the database or the disk.
 */
export const LISTING_REQUEST_RATE_LIMITS = {
  create: { max: 20, windowMs: 60 * MINUTE },
  update: { max: 120, windowMs: 60 * MINUTE },
  upload: { max: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function enforceRateLimit(deps: Pick<ListingRequestDeps, 'db'>, action: keyof typeof LISTING_REQUEST_RATE_LIMITS, ip: string) {
  const result = await consumeRateLimit(deps.db, `warehouse-request-${action}:ip:${ip}`, LISTING_REQUEST_RATE_LIMITS[action]);
  if (!result.allowed) throw new RateLimitedError(tooManyRequestsMessage(result.retryAfterSeconds), result.retryAfterSeconds);
}

// ---------------------------------------------------------------------------------------------
// Views
// ---------------------------------------------------------------------------------------------

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toDetail(
  storage: Storage,
  row: ListingRequestRow,
  children: RequestChildrenDetail,
  view: 'visitor' | 'administrator',
): ListingRequestDetail {
  return {
    id: row.id,
    status: row.status,
    ...listingTextOf(row),
    firstName: row.firstName,
    lastName: row.lastName,
    contactEmail: row.contactEmail,
    phoneNumber: row.phoneNumber,
    businessName: row.businessName,
    vatNumber: row.vatNumber,
    spaces: children.spaces.map((space) => ({ ...space, sizeM2: space.sizeM2 === null ? null : Number(space.sizeM2) })),
    features: children.features,
    services: children.services.map(({ serviceId, name, pricingType, pricePerHourCents, pricePerUnitCents, unitType, notes }) => ({
      serviceId,
      name,
      pricingType,
      pricePerHourCents,
      pricePerUnitCents,
      unitType,
      notes,
    })),
    images: children.images.map((image) => toWarehouseImage(storage, image)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    reviewedAt: iso(row.reviewedAt),
    adminNotes: view === 'administrator' ? row.adminNotes : null,
    warehouseId: view === 'administrator' ? row.warehouseId : null,
  };
}

async function loadDetail(deps: Pick<ListingRequestDeps, 'db' | 'storage'>, id: string, view: 'visitor' | 'administrator') {
  const row = await findRequestById(deps.db, id);
  if (!row) throw new AppError('not_found', LISTING_REQUEST_MESSAGES.notFound);
  return toDetail(deps.storage, row, await findRequestChildren(deps.db, id), view);
}

// ---------------------------------------------------------------------------------------------
// The private link
// ---------------------------------------------------------------------------------------------

function linkInvalid(): AppError {
  return new AppError('not_found', WAREHOUSE_MESSAGES.requestLinkInvalid);
}

/**
 * The link opens only its own request, with a live token (not expired, not revoked: tokens end on
 * approval and rejection). A wrong token, another request's token and a missing request all answer
 * the same 404, so the link reveals nothing about other requests. A live link of a request in an
 * administrator's hands answers 409.
 */
async function requireLink(db: Executor, id: string, token: string, row: ListingRequestRow | undefined): Promise<ListingRequestRow> {
  if (!row || !token || !(await hasLiveToken(db, id, hashToken(token)))) throw linkInvalid();
  if (!isListingRequestEditable(row.status)) throw new AppError('listing_request_not_editable', LISTING_REQUEST_MESSAGES.notEditable);
  return row;
}

/**
 * GET through the private link: the visitor's view of the request. Once approved or rejected the
 * link can no longer change it (its token is revoked) but still reads it until the token's own
 * expiry, so the visitor learns the outcome instead of "the link may have expired".
 */
export async function getRequestByLink(deps: Pick<ListingRequestDeps, 'db' | 'storage'>, id: string, token: string): Promise<ListingRequestDetail> {
  const found = await findRequestById(deps.db, id);
  const isDecidedLink =
    found !== undefined && token !== '' && isListingRequestDecided(found.status) && (await hasLiveToken(deps.db, id, hashToken(token), { evenRevoked: true }));
  const row = isDecidedLink ? found : await requireLink(deps.db, id, token, found);
  return toDetail(deps.storage, row, await findRequestChildren(deps.db, id), 'visitor');
}

// ---------------------------------------------------------------------------------------------
// Checking a save
// ---------------------------------------------------------------------------------------------

type PreparedSave = {
  fields: ListingRequestFields;
  children: RequestChildren;
  images: { id: string; uploadSecretHash: string | null }[];
  submit: boolean;
};

/**
 * Everything the schema cannot check: ids that must exist, no feature, service or image twice, and
 * on Submit Request the form's rules (spec 01 section 5). Every problem is reported at once, by the
 * body's paths, with the first as the message.
 */
async function prepareSave(db: Executor, input: ParsedListingRequestInput): Promise<PreparedSave> {
  const errors: RequestFieldError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });

  const featureTypes = await checkCatalogueReferences(db, input, add);

  const seenImages = new Set<string>();
  input.images.forEach((image, index) => {
    if (seenImages.has(image.id)) add(`images.${index}`, LISTING_REQUEST_MESSAGES.duplicateImage);
    seenImages.add(image.id);
  });

  if (input.submit) {
    errors.push(
      ...validateListingRequestSubmission({
        ...input,
        features: input.features.map((feature) => ({ ...feature, isCustom: featureTypes.get(feature.featureId) === 'custom' })),
      }),
    );
  }
  throwIfInvalid(errors);

  return {
    fields: {
      ...listingTextOf(input),
      firstName: input.firstName,
      lastName: input.lastName,
      contactEmail: input.contactEmail.toLowerCase(),
      phoneNumber: input.phoneNumber,
      businessName: input.businessName,
      vatNumber: input.vatNumber,
    },
    children: {
      spaces: input.spaces.map((space) => ({
        spaceTypeId: space.spaceTypeId,
        sizeM2: space.sizeM2 === null ? null : toSizeDecimal(space.sizeM2),
        pricePerM2Cents: space.pricePerM2Cents,
      })),
      features: input.features.map((feature) => ({
        featureId: feature.featureId,
        customValue: featureTypes.get(feature.featureId) === 'custom' ? feature.customValue?.trim() || null : null,
      })),
      // The pricing type follows from the rates given: ask_quote without any (spec 01 section 4).
      services: input.services.map(toServiceAssignment),
    },
    images: input.images.map((image) => ({ id: image.id, uploadSecretHash: image.uploadSecret ? hashToken(image.uploadSecret) : null })),
    submit: input.submit,
  };
}

/** Attaches the listed images in their order; one not usable (not this holder's upload, expired, another request's) fails the save. */
async function claimImages(tx: Executor, requestId: string, images: PreparedSave['images']): Promise<void> {
  const errors: RequestFieldError[] = [];
  for (const [position, image] of images.entries()) {
    if (!(await claimRequestImage(tx, requestId, image, position))) errors.push({ path: `images.${position}`, message: LISTING_REQUEST_MESSAGES.invalidImage });
  }
  throwIfInvalid(errors);
}

/** The confirmation email with the link, when the contact email looks like one (a draft may have none yet). */
async function queueConfirmation(
  tx: Executor,
  deps: Pick<ListingRequestDeps, 'publicUrl'>,
  request: { id: string; name: string; contactEmail: string; status: ListingRequestStatus; locale: Locale },
  token: string,
): Promise<boolean> {
  if (!EMAIL_PATTERN.test(request.contactEmail)) return false;
  const link = requestEditLink(deps.publicUrl, request.id, token);
  const input = { to: request.contactEmail, locale: request.locale, name: request.name, link };
  const email = request.status === 'submitted' ? requestSubmittedEmail(input) : draftSavedEmail(input);
  await queueEmail(tx, email);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Live updates and notifications
// ---------------------------------------------------------------------------------------------

/** Administrators' request lists and dashboard counts refetch. */
async function announceRequestsChanged(deps: Pick<ListingRequestDeps, 'events'>): Promise<void> {
  await deps.events.publish({
    audience: { roles: ['administrator'] },
    event: { type: 'invalidate', keys: [LISTING_REQUEST_LIVE_KEYS.adminRequests, LISTING_REQUEST_LIVE_KEYS.dashboard] },
  });
}

/**
 * Every active administrator is told about a new submission. After the commit and on its own: the
 * visitor's request is saved either way, so a failure here is logged, never answered as a failed save.
 */
async function notifySubmitted(deps: ListingRequestDeps, request: { id: string; name: string; city: string; country: string }): Promise<void> {
  try {
    const place = [request.city, request.country].filter(Boolean).join(', ');
    const recipients = await deps.db.transaction((tx) =>
      notifyAdministrators(tx, [
        {
          type: 'listing_request_submitted',
          title: (i18n) => i18n._('New warehouse request'),
          message: (i18n) =>
            place
              ? i18n._('"{name}" in {place} was submitted for listing and is waiting for review.', { name: request.name, place })
              : i18n._('"{name}" was submitted for listing and is waiting for review.', { name: request.name }),
        },
      ]),
    );
    await announceNotifications(deps, recipients);
  } catch (error) {
    deps.log.error({ err: error, listingRequestId: request.id }, 'could not notify administrators of a warehouse request');
  }
}

// ---------------------------------------------------------------------------------------------
// The visitor's side
// ---------------------------------------------------------------------------------------------

/**
 * The first save (Save as Draft or Submit Request): creates the request with its spaces, features,
 * services and images and a private link token, in one transaction, and queues the confirmation
 * email with the link in the same transaction. Answers the token once; only its hash is kept.
 */
export async function createRequest(deps: ListingRequestDeps, meta: VisitorMeta, input: ParsedListingRequestInput): Promise<CreatedListingRequest> {
  await requireFeatureEnabled(deps.db, 'listing_requests');
  await enforceRateLimit(deps, 'create', meta.ip);
  const save = await prepareSave(deps.db, input);
  // The first save starts the request where its action leads (there is no status before it).
  const status = LISTING_REQUEST_TRANSITIONS[save.submit ? 'submit' : 'save_draft'].to;
  const token = generateToken();
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertRequest(tx, { ...save.fields, locale: meta.locale, status, submittedAt: save.submit ? new Date() : null });
    await replaceRequestChildren(tx, created.id, save.children);
    await claimImages(tx, created.id, save.images);
    await insertToken(tx, { requestId: created.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LISTING_REQUEST_TOKEN_TTL_MS) });
    const emailed = await queueConfirmation(tx, deps, { ...created, locale: meta.locale }, token);
    await recordActivity(tx, {
      type: 'warehouse_request.created',
      message: `Warehouse request "${created.name}" ${save.submit ? 'submitted' : 'saved as draft'}`,
      status: 'success',
      data: {
        input_params: { name: created.name, spaces: save.children.spaces.length, images: save.images.length, submit: save.submit },
        output_data: { listingRequestId: created.id, status, emailed },
      },
      requestId: meta.requestId,
    });
    return created;
  });
  if (save.submit) await notifySubmitted(deps, row);
  await announceRequestsChanged(deps);
  return { id: row.id, token, request: await loadDetail(deps, row.id, 'visitor') };
}

/**
 * A save through the private link: replaces the request's content, then submits it unless saved as a
 * draft (a submitted request saved as a draft goes back to draft). The row is locked and the link
 * checked again inside the transaction, so a save racing an approval either lands first or is refused.
 */
export async function updateRequestByLink(
  deps: ListingRequestDeps,
  meta: VisitorMeta,
  id: string,
  token: string,
  input: ParsedListingRequestInput,
): Promise<ListingRequestDetail> {
  await requireFeatureEnabled(deps.db, 'listing_requests');
  await enforceRateLimit(deps, 'update', meta.ip);
  await requireLink(deps.db, id, token, await findRequestById(deps.db, id));
  const save = await prepareSave(deps.db, input);
  const action = save.submit ? 'submit' : 'save_draft';
  const { removedImages, before, after } = await deps.db.transaction(async (tx) => {
    const locked = await requireLink(tx, id, token, await lockRequestById(tx, id));
    const status = assertTransition(LISTING_REQUEST_TRANSITIONS, action, locked.status, () => new AppError('listing_request_not_editable', LISTING_REQUEST_MESSAGES.notEditable));
    // Submitted first now (or again after going back to draft); a draft has no submission time.
    const submitted = LISTING_REQUEST_TRANSITIONS.submit.to;
    const submittedAt = status === submitted ? (locked.status === submitted ? locked.submittedAt : new Date()) : null;
    await updateRequest(tx, id, { ...save.fields, locale: meta.locale, status, submittedAt });
    await replaceRequestChildren(tx, id, save.children);
    await claimImages(tx, id, save.images);
    const removed = await deleteRequestImagesExcept(tx, id, save.images.map((image) => image.id));
    const emailed = await queueConfirmation(tx, deps, { id, name: save.fields.name, contactEmail: save.fields.contactEmail, status, locale: meta.locale }, token);
    await recordActivity(tx, {
      type: 'warehouse_request.updated',
      message: `Warehouse request "${save.fields.name}" ${status === 'submitted' ? 'submitted' : 'saved as draft'}`,
      status: 'success',
      data: {
        input_params: { listingRequestId: id, spaces: save.children.spaces.length, images: save.images.length, submit: save.submit },
        output_data: { before: locked.status, after: status, removedImages: removed.length, emailed },
      },
      requestId: meta.requestId,
    });
    return { removedImages: removed, before: locked.status, after: status };
  });
  await removeStoredFiles(deps.storage, removedImages, deps.log);
  if (after === 'submitted' && before !== 'submitted') {
    await notifySubmitted(deps, { id, name: save.fields.name, city: save.fields.city, country: save.fields.country });
  }
  await announceRequestsChanged(deps);
  return loadDetail(deps, id, 'visitor');
}

/** An image for the form, before or after the first save; it joins a request when a save lists it with its secret. */
export async function uploadRequestImage(deps: ListingRequestDeps, meta: VisitorMeta, file: Buffer): Promise<UploadedListingRequestImage> {
  await requireFeatureEnabled(deps.db, 'listing_requests');
  await enforceRateLimit(deps, 'upload', meta.ip);
  return storePendingRequestImage(deps, file);
}

// ---------------------------------------------------------------------------------------------
// The administrators' side
// ---------------------------------------------------------------------------------------------

export async function listRequests(
  deps: Pick<ListingRequestDeps, 'db'>,
  viewer: Viewer | null,
  query: { status?: ListingRequestStatus; page: number; pageSize: number },
): Promise<AdminListingRequestsResponse> {
  requirePermission(viewer, 'listing-requests:manage');
  const found = await findRequestsPage(deps.db, { status: query.status, ...pageWindow(query) });
  return pageAnswer(query, found, (row) => ({ ...row, createdAt: row.createdAt.toISOString(), submittedAt: iso(row.submittedAt) }));
}

export async function getRequestForAdministrator(
  deps: Pick<ListingRequestDeps, 'db' | 'storage'>,
  viewer: Viewer | null,
  id: string,
): Promise<ListingRequestDetail> {
  requirePermission(viewer, 'listing-requests:manage');
  return loadDetail(deps, id, 'administrator');
}

/** Submitted requests wait for an administrator: the dashboard's pending count. */
export async function countPendingListingRequests(db: Executor): Promise<number> {
  return countRequestsWithStatus(db, PENDING_LISTING_REQUEST_STATUS);
}

/** The request, when the machine lets `action` move it from its status (the caller writes the action's `to`); 409 otherwise. */
function requireStatusFor(action: 'approve' | 'reject', row: ListingRequestRow | undefined): ListingRequestRow {
  if (!row) throw new AppError('not_found', LISTING_REQUEST_MESSAGES.notFound);
  assertTransition(LISTING_REQUEST_TRANSITIONS, action, row.status, () => new AppError('listing_request_not_submitted', LISTING_REQUEST_MESSAGES.notSubmitted));
  return row;
}

type CompleteSpace = { spaceTypeId: string; sizeM2: string; pricePerM2Cents: number };

/** A submitted request passed the form's checks; this guards the listing against anything that slipped past. */
function completeSpaces(children: RequestChildrenDetail): CompleteSpace[] {
  const spaces = children.spaces.filter(
    (space): space is typeof space & CompleteSpace =>
      space.spaceTypeId !== null && space.sizeM2 !== null && Number(space.sizeM2) > 0 && space.pricePerM2Cents !== null,
  );
  if (spaces.length === 0 || spaces.length !== children.spaces.length) {
    throw new AppError('listing_request_incomplete', LISTING_REQUEST_MESSAGES.atLeastOneSpace);
  }
  return spaces;
}

const sameImages = (a: readonly { id: string }[], b: readonly { id: string }[]) =>
  a.length === b.length && a.every((image, index) => image.id === b[index]?.id);

/**
 * Approves a submitted request. In one transaction, with the request row locked: the owner account
 * (the contact's existing account gains warehouse_owner; otherwise one is created and emailed a
 * set-password link), the live multi-space warehouse with every space, feature, service and image,
 * the request marked approved and its links revoked. Two approvals at once (two tabs): the second
 * waits for the lock, sees "approved" and is refused with 409, so one warehouse is made.
 * Image files are copied into the listing bucket before the transaction and removed again if it fails.
 */
export async function approveRequest(deps: ListingRequestDeps, actor: Actor, id: string): Promise<ApprovedListingRequest> {
  const viewer = requirePermission(actor.viewer, 'listing-requests:manage');
  const activity = { type: 'warehouse_request.approved', data: { input_params: { listingRequestId: id } } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    const request = requireStatusFor('approve', await findRequestById(deps.db, id));
    const children = await findRequestChildren(deps.db, id);
    completeSpaces(children);
    const point = await locateNewListing(deps, request);
    const copies: StoredImageKeys[] = [];
    try {
      // Copied into the listing bucket under new names, so deleting the request never breaks the warehouse.
      await copyStoredImages(deps.storage, children.images, copies, {
        bucket: LISTING_IMAGE_BUCKET,
        onMissing: (image) =>
          deps.log.warn({ imageId: image.id, listingRequestId: id }, 'approve: a request image file is missing; the listing goes without it'),
      });
      const result = await deps.db.transaction(async (tx) => {
        const locked = requireStatusFor('approve', await lockRequestById(tx, id));
        const current = await findRequestChildren(tx, id);
        // The visitor saved while the files were being copied: start again with what is there now.
        if (!sameImages(current.images, children.images)) throw new AppError('listing_request_changed', WAREHOUSE_MESSAGES.requestApproveFailed);
        const spaces = completeSpaces(current);
        const owner = await findOrCreateAccountWithRole(tx, {
          email: locked.contactEmail,
          firstName: locked.firstName,
          lastName: locked.lastName,
          role: 'warehouse_owner',
          locale: localeOf(locked),
        });
        const warehouseId = await insertListingForOwner(
          tx,
          {
            ownerId: owner.id,
            ...listingTextOf(locked),
            // Written in the language the visitor used the site in (decision 235); its owner can say otherwise on its form.
            originalLocale: localeOf(locked),
            spaces,
            features: current.features,
            services: current.services,
            images: copies,
          },
          point,
        );
        await updateRequest(tx, id, { status: LISTING_REQUEST_TRANSITIONS.approve.to, reviewedAt: new Date(), reviewedBy: viewer.id, warehouseId, ownerId: owner.id });
        await revokeTokens(tx, id);
        const setPasswordToken = owner.created ? await issueEmailToken(tx, owner.id, 'set_password') : null;
        await queueEmail(
          tx,
          requestApprovedEmail({ to: owner.email, locale: owner.locale, name: locked.name, publicUrl: deps.publicUrl, warehouseId, setPasswordToken }),
        );
        await recordActivity(tx, {
          type: activity.type,
          message: `Warehouse request "${locked.name}" approved as warehouse ${warehouseId}`,
          status: 'success',
          data: {
            ...activity.data,
            output_data: { warehouseId, ownerId: owner.id, ownerAccountCreated: owner.created, ownerIsActive: owner.isActive, images: copies.length },
          },
          viewer,
          requestId: actor.requestId,
        });
        return { warehouseId, owner };
      });
      await announceListingCreated(deps);
      await announceRequestsChanged(deps);
      if (!result.owner.created) {
        // An existing account gained warehouse_owner: its open pages pick up the new role at once.
        await deps.events.publishRolesChanged(result.owner.id, result.owner.roles);
        await deps.events.publish({ audience: { userIds: [result.owner.id] }, event: { type: 'invalidate', keys: [LIVE_EVENT_KEYS.session] } });
      }
      return {
        warehouseId: result.warehouseId,
        ownerId: result.owner.id,
        ownerAccountCreated: result.owner.created,
        request: await loadDetail(deps, id, 'administrator'),
      };
    } catch (error) {
      await removeStoredFiles(deps.storage, copies, deps.log);
      throw error;
    }
  });
}

/**
 * Rejects a submitted request with a reason, kept as its admin notes; the links are revoked and the
 * contact is emailed the reason. The row is locked, so it cannot be approved at the same moment.
 */
export async function rejectRequest(deps: ListingRequestDeps, actor: Actor, id: string, reason: string): Promise<ListingRequestDetail> {
  const viewer = requirePermission(actor.viewer, 'listing-requests:manage');
  const adminNotes = reason.trim();
  const activity = { type: 'warehouse_request.rejected', data: { input_params: { listingRequestId: id, reason: adminNotes } } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    if (adminNotes === '') throw new AppError('validation_error', LISTING_REQUEST_MESSAGES.reasonRequired, { reason: [LISTING_REQUEST_MESSAGES.reasonRequired] });
    await deps.db.transaction(async (tx) => {
      const locked = requireStatusFor('reject', await lockRequestById(tx, id));
      await updateRequest(tx, id, { status: LISTING_REQUEST_TRANSITIONS.reject.to, adminNotes, reviewedAt: new Date(), reviewedBy: viewer.id });
      await revokeTokens(tx, id);
      const emailed = EMAIL_PATTERN.test(locked.contactEmail);
      if (emailed) await queueEmail(tx, requestRejectedEmail({ to: locked.contactEmail, locale: localeOf(locked), name: locked.name, reason: adminNotes }));
      await recordActivity(tx, {
        type: activity.type,
        message: `Warehouse request "${locked.name}" rejected`,
        status: 'success',
        data: { ...activity.data, output_data: { emailed } },
        viewer,
        requestId: actor.requestId,
      });
    });
    await announceRequestsChanged(deps);
    return loadDetail(deps, id, 'administrator');
  });
}
