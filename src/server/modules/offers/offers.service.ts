import { linesBeyondFree } from '@shared/capacity';
import type { InquiryDetail } from '@shared/contracts/inquiries';
import type {
  AdminOfferListItem,
  AdminOfferResponse,
  ListInquiryOffersResponse,
  ListOffersQuery,
  ListOffersResponse,
  OfferDetail,
  OfferFormContext,
  OfferSummary,
  ParsedSaveOfferBody,
  TraderOfferResponse,
} from '@shared/contracts/offers';
import { OFFER_LIVE_KEYS } from '@shared/contracts/offers';
import { formatDate, periodDays, todayUtc } from '@shared/dates';
import { GENERIC_MESSAGES, INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { formatInquiryNumber, shortId } from '@shared/ids';
import { formatCents, toHundredths } from '@shared/money';
import { can } from '@shared/permissions';
import { toSizeDecimal } from '@shared/sizes';
import {
  computeOfferTotals,
  DEFAULT_PLATFORM_FEE_PERCENTAGE,
  defaultValidUntil,
  isCountedPricingType,
  isFeeConsistent,
  isPastValidUntil,
  MAX_OFFER_AMOUNT_CENTS,
  serviceLineTotalCents,
  serviceUnitType,
} from '@shared/offer-pricing';
import { canInquiry, type InquiryAction, INQUIRY_TRANSITIONS, isInquiryOfferable } from '@shared/statuses/inquiry';
import { assertTransition } from '@shared/statuses/machine';
import {
  canOffer,
  OFFER_INITIAL_STATUS,
  OFFER_TRANSITIONS,
  type OfferAction,
  type OfferStatus,
  type OfferTransitionAction,
} from '@shared/statuses/offer';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { queueEmail } from '../../platform/mail';
import { requirePermission, type Viewer } from '../../platform/viewer';
import {
  announceInquiriesChanged,
  type ErrorLog,
  getAdminInquiry,
  getInquiry,
  lockInquiryForOffer,
  transitionInquiry,
} from '../inquiries/inquiries.service';
import { announceCapacityChanged, commitOfferCapacity, findFreeByType } from '../capacity/capacity.service';
import { announceThreadChanged, postSystemMessage } from '../messaging/messaging.service';
import { announceNotifications, notifyAdministrators, notifyUsers } from '../notifications/notifications.service';
import { getPlatformConfig, isFeatureEnabled, requireFeatureEnabled } from '../platform/platform.service';
import { findServiceIds, getReferenceData } from '../reference/reference.service';
import { findAccount } from '../users/users.service';
import { findWarehouseForInquiry, findWarehouseSpaces } from '../warehouses/warehouse-availability.service';
import { offerSentEmail } from './offers.emails';
import {
  countOffersOfInquiry,
  deleteOfferRow,
  findLatestNonDraftOffer,
  findOfferById,
  findOfferServiceLines,
  findOfferSpaceLines,
  findOffersOfInquiry,
  findOffersPage,
  findOfferTerms,
  insertOffer,
  lockOfferById,
  lockOtherSentOffers,
  type OfferLinesInput,
  type OfferRow,
  replaceOfferLines,
  updateOfferRow,
} from './offers.repository';

export type OfferDeps = ServiceDeps & { config: Pick<Config, 'publicUrl'> };

type InquiryRow = NonNullable<Awaited<ReturnType<typeof lockInquiryForOffer>>>;

/**
 * Commits an accepted offer's space for its inquiry's dates (capacity.service commitOfferCapacity:
 * under the warehouse's capacity lock, once per offer), refusing with `message` (409
 * capacity_exceeded) when it no longer fits what is free. For accepting an offer and, again, for
 * creating its booking (offers accepted before capacity was counted get their rows there).
 *
 * Lock order, the same in every flow that commits space, so two of them never wait for each other
 * in a circle: the offer row, then the inquiry row, then the warehouse's capacity lock (taken
 * here). The caller must hold the first two already.
 */
export async function commitAcceptedOfferSpace(
  tx: Executor,
  offer: { offerId: string; inquiry: Pick<InquiryRow, 'warehouseId' | 'startDate' | 'endDate'>; createdBy: string | null },
  message: string,
): Promise<void> {
  const lines = await findOfferSpaceLines(tx, offer.offerId);
  await commitOfferCapacity(
    tx,
    {
      offerId: offer.offerId,
      warehouseId: offer.inquiry.warehouseId,
      range: { from: offer.inquiry.startDate, to: offer.inquiry.endDate },
      lines: lines.map((line) => ({ spaceTypeId: line.spaceTypeId, sizeM2: line.spaceAllocatedM2 })),
      createdBy: offer.createdBy,
    },
    () => new AppError('capacity_exceeded', message),
  );
}

/**
 * An offer's lines as a booking snapshots them: the space type's and service's names and the
 * priced figures, in form order (used by the bookings module inside its transaction).
 */
export async function findOfferLinesForBooking(db: Executor, offerId: string) {
  const [spaces, services] = [await findOfferSpaceLines(db, offerId), await findOfferServiceLines(db, offerId)];
  return {
    spaces: spaces.map((line) => ({
      spaceTypeName: line.spaceTypeName,
      sizeM2: line.spaceAllocatedM2,
      pricePerM2Cents: line.pricePerM2Cents,
      totalCents: line.offerTotalCents,
    })),
    services: services.map((line) => ({
      name: line.serviceName,
      pricingType: line.pricingType,
      quantity: line.quantity,
      unitType: line.unitType,
      pricePerHourCents: line.pricePerHourCents,
      pricePerUnitCents: line.pricePerUnitCents,
      fixedPriceCents: line.fixedPriceCents,
      totalCents: line.offerTotalCents,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------


function isOfferExpired(row: Pick<OfferRow, 'status' | 'validUntil'>, today: string): boolean {
  return row.status === OFFER_TRANSITIONS.expire.to || (canOffer('expire', row.status) && isPastValidUntil(row.validUntil, today));
}

function stateConflict(action: OfferAction, status: OfferStatus): AppError {
  if (status === 'expired') return new AppError('offer_expired', INQUIRY_MESSAGES.offerExpired);
  switch (action) {
    case 'update':
      return new AppError('offer_not_editable', OFFER_MESSAGES.notEditable);
    case 'send':
      return new AppError('offer_not_sendable', OFFER_MESSAGES.notSendable);
    case 'delete':
      return new AppError('offer_not_deletable', OFFER_MESSAGES.notDeletable);
    default:
      return new AppError('offer_not_open', OFFER_MESSAGES.notOpen);
  }
}

function requireOfferState(action: OfferAction, row: OfferRow): void {
  if (!canOffer(action, row.status)) throw stateConflict(action, row.status);
}

/** The status `action` moves the (locked) offer to; a refused transition answers as requireOfferState does. */
function nextOfferStatus(action: OfferTransitionAction, row: Pick<OfferRow, 'status'>): OfferStatus {
  return assertTransition(OFFER_TRANSITIONS, action, row.status, () => stateConflict(action, row.status));
}

/**
 * Refuses an offer whose allocations of a space type add up to more than is free of that type for
 * the inquiry's dates (capacity_exceeded, the message beside each such line, by its body path). A
 * draft or a sent offer only holds space, so nothing is locked here: accepting the offer commits the
 * space and checks again with the warehouse locked (capacity.service commitOfferCapacity).
 */
async function requireAllocationsFree(
  db: Executor,
  inquiry: Pick<InquiryRow, 'warehouseId' | 'startDate' | 'endDate'>,
  lines: readonly { spaceTypeId: string; sizeM2: number | string }[],
): Promise<void> {
  if (!lines.some((line) => Number(line.sizeM2) > 0)) return;
  const free = await findFreeByType(db, inquiry.warehouseId, { from: inquiry.startDate, to: inquiry.endDate });
  const over = linesBeyondFree(lines, free);
  if (over.length === 0) return;
  const message = OFFER_MESSAGES.allocationExceedsFree;
  throw new AppError('capacity_exceeded', message, Object.fromEntries(over.map((index) => [`spaces.${index}.spaceAllocatedM2`, [message]])));
}

type PricedOffer = {
  columns: Pick<
    OfferRow,
    'subtotalCents' | 'platformFeePercentage' | 'platformFeeCents' | 'totalWithFeeCents' | 'validUntil' | 'notes'
  >;
  lines: OfferLinesInput;
};

/**
 * Checks every line against the inquiry's warehouse and the catalogue, then prices the offer with
 * the shared functions; nothing the client computed is used. Run inside the transaction.
 */
async function priceOffer(tx: Executor, inquiry: InquiryRow, input: ParsedSaveOfferBody, today: string): Promise<PricedOffer> {
  if (input.validUntil < today) {
    throw new AppError('bad_request', OFFER_MESSAGES.validUntilPast, { validUntil: [OFFER_MESSAGES.validUntilPast] });
  }
  const warehouseSpaces = new Map((await findWarehouseSpaces(tx, inquiry.warehouseId)).map((space) => [space.id, space]));
  input.spaces.forEach((line, index) => {
    if (!warehouseSpaces.has(line.spaceId)) {
      throw new AppError('bad_request', INQUIRY_MESSAGES.noMatchingSpace, { [`spaces.${index}.spaceId`]: [INQUIRY_MESSAGES.noMatchingSpace] });
    }
  });
  const knownServices = await findServiceIds(
    tx,
    input.services.map((line) => line.serviceId),
  );
  input.services.forEach((line, index) => {
    if (!knownServices.has(line.serviceId)) {
      throw new AppError('bad_request', OFFER_MESSAGES.invalidService, { [`services.${index}.serviceId`]: [OFFER_MESSAGES.invalidService] });
    }
  });

  // Only the figures the pricing type uses are kept; Ask for Quote has none (priced later).
  const services = input.services.map((line) => ({
    serviceId: line.serviceId,
    pricingType: line.pricingType,
    quantity: isCountedPricingType(line.pricingType) ? line.quantity : null,
    pricePerHourCents: line.pricingType === 'hourly_rate' ? line.pricePerHourCents : null,
    pricePerUnitCents: line.pricingType === 'per_unit' ? line.pricePerUnitCents : null,
    fixedPriceCents: line.pricingType === 'fixed' ? line.fixedPriceCents : null,
    unitType: serviceUnitType(line.pricingType, line.unitType),
    comments: line.comments,
  }));
  const days = periodDays(inquiry.startDate, inquiry.endDate) ?? 1;
  const totals = computeOfferTotals({
    days,
    spaces: input.spaces,
    services,
    platformFeePercentage: input.platformFeePercentage,
  });
  const typedFee = input.platformFeeCents;
  let platformFeeCents = totals.platformFeeCents;
  if (typedFee !== undefined && typedFee !== null) {
    if (!isFeeConsistent(totals.subtotalCents, input.platformFeePercentage, typedFee)) {
      throw new AppError('bad_request', OFFER_MESSAGES.feeMismatch, { platformFeeCents: [OFFER_MESSAGES.feeMismatch] });
    }
    platformFeeCents = typedFee;
  }
  const totalWithFeeCents = totals.subtotalCents + platformFeeCents;
  const amounts = [...totals.spaceTotalsCents, ...totals.serviceTotalsCents, totals.subtotalCents, totalWithFeeCents];
  if (amounts.some((amount) => amount > MAX_OFFER_AMOUNT_CENTS)) throw new AppError('bad_request', OFFER_MESSAGES.amountTooLarge);
  // Last: a malformed offer is told so (400) before whether it fits (409).
  await requireAllocationsFree(
    tx,
    inquiry,
    input.spaces.map((line) => ({ spaceTypeId: warehouseSpaces.get(line.spaceId)!.spaceTypeId, sizeM2: line.spaceAllocatedM2 })),
  );

  return {
    columns: {
      subtotalCents: totals.subtotalCents,
      platformFeePercentage: input.platformFeePercentage.toFixed(2),
      platformFeeCents,
      totalWithFeeCents,
      validUntil: input.validUntil,
      notes: input.notes,
    },
    lines: {
      spaces: input.spaces.map((line, index) => ({
        spaceId: line.spaceId,
        spaceTypeId: warehouseSpaces.get(line.spaceId)!.spaceTypeId,
        spaceAllocatedM2: toSizeDecimal(line.spaceAllocatedM2),
        pricePerM2Cents: line.pricePerM2Cents,
        offerTotalCents: totals.spaceTotalsCents[index]!,
        isManualPrice: line.isManualPrice,
        comments: line.comments,
      })),
      services: services.map((line) => ({ ...line, offerTotalCents: serviceLineTotalCents(line) })),
      terms: input.terms,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

function toSummary(row: OfferRow, today: string): OfferSummary {
  return {
    id: row.id,
    inquiryId: row.inquiryId,
    status: row.status,
    subtotalCents: row.subtotalCents,
    platformFeePercentage: Number(row.platformFeePercentage),
    platformFeeCents: row.platformFeeCents,
    totalWithFeeCents: row.totalWithFeeCents,
    validUntil: row.validUntil,
    bookingId: row.bookingId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    isExpired: isOfferExpired(row, today),
  };
}

async function buildOfferDetail(db: Executor, row: OfferRow, today: string): Promise<OfferDetail> {
  const [spaces, services, terms] = [await findOfferSpaceLines(db, row.id), await findOfferServiceLines(db, row.id), await findOfferTerms(db, row.id)];
  return {
    ...toSummary(row, today),
    notes: row.notes,
    changesRequested: row.changesRequested,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    spaces: spaces.map((line) => ({ ...line, spaceAllocatedM2: (toHundredths(line.spaceAllocatedM2) ?? 0) / 100 })),
    services,
    terms,
  };
}

async function platformFeeOrDefault(db: Database, admin: Viewer, log?: ErrorLog): Promise<number> {
  try {
    return (await getPlatformConfig(db, admin)).platformFeePercentage;
  } catch (error) {
    // Spec 02 section 8: a failure to load the fee is only logged; the default stays.
    log?.error({ err: error }, 'offers: platform fee could not be read');
    return DEFAULT_PLATFORM_FEE_PERCENTAGE;
  }
}

async function buildFormContext(db: Database, admin: Viewer, inquiry: InquiryDetail, log?: ErrorLog): Promise<OfferFormContext> {
  const [spaces, free] = await Promise.all([
    findWarehouseSpaces(db, inquiry.warehouse.id),
    findFreeByType(db, inquiry.warehouse.id, { from: inquiry.startDate, to: inquiry.endDate }),
  ]);
  const reference = await getReferenceData(db);
  return {
    inquiry: {
      id: inquiry.id,
      status: inquiry.status,
      startDate: inquiry.startDate,
      endDate: inquiry.endDate,
      days: periodDays(inquiry.startDate, inquiry.endDate) ?? 1,
      customer: inquiry.trader,
      warehouse: { id: inquiry.warehouse.id, name: inquiry.warehouse.name, city: inquiry.warehouse.city, country: inquiry.warehouse.country },
      spaceRequests: inquiry.spaceRequests.map(({ spaceTypeId, spaceTypeName, sizeM2 }) => ({ spaceTypeId, spaceTypeName, sizeM2 })),
      requestedServiceIds: inquiry.services.map((service) => service.id),
    },
    spaces: spaces.map((space) => ({
      ...space,
      sizeM2: (toHundredths(space.sizeM2) ?? 0) / 100,
      freeM2: free.get(space.spaceTypeId) ?? 0,
    })),
    services: reference.services.map((service) => ({ id: service.id, name: service.name })),
    defaultPlatformFeePercentage: await platformFeeOrDefault(db, admin, log),
    defaultValidUntil: defaultValidUntil(todayUtc()),
    canCreateOffer: isInquiryOfferable(inquiry.status),
  };
}

// ---------------------------------------------------------------------------------------------
// Live updates
// ---------------------------------------------------------------------------------------------

/** After the commit: the trader's and every administrator's inquiry lists, details and offers refetch. */
async function announceOffersChanged(deps: ServiceDeps, traderId: string): Promise<void> {
  await announceInquiriesChanged(deps, traderId);
  await deps.events.publish({ audience: { userIds: [traderId] }, event: { type: 'invalidate', keys: [OFFER_LIVE_KEYS.offers] } });
  await deps.events.publish({ audience: { roles: ['administrator'] }, event: { type: 'invalidate', keys: [OFFER_LIVE_KEYS.offers] } });
}

export type AfterCommit = { traderId: string; inquiryId: string; notified: string[]; threadChanged: boolean };

/** After the commit of an offer change: lists, details, offers, the thread and notifications refetch. */
export async function announceOfferChange(deps: ServiceDeps, after: AfterCommit): Promise<void> {
  await announceOffersChanged(deps, after.traderId);
  if (after.threadChanged) await announceThreadChanged(deps, { inquiryId: after.inquiryId });
  await announceNotifications(deps, after.notified);
}

// ---------------------------------------------------------------------------------------------
// Administrator: create, update, send, delete
// ---------------------------------------------------------------------------------------------

function requireOfferableInquiry(inquiry: InquiryRow): void {
  if (!isInquiryOfferable(inquiry.status)) throw new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable);
}

/**
 * Draft → sent inside the caller's transaction, with the offer and the inquiry locked. The inquiry's
 * other sent offer, if any, is superseded (marked expired): a trader has one live offer at a time.
 * The inquiry becomes offer_sent; the thread, the trader's notifications and email say so.
 */
async function sendInTransaction(
  tx: Executor,
  deps: OfferDeps,
  offer: OfferRow,
  inquiry: InquiryRow,
  today: string,
): Promise<{ notified: string[] }> {
  requireOfferState('send', offer);
  requireOfferableInquiry(inquiry);
  if (offer.validUntil < today) throw new AppError('offer_valid_until_past', OFFER_MESSAGES.validUntilPast);
  const spaceLines = await findOfferSpaceLines(tx, offer.id);
  const lineCount = spaceLines.length + (await findOfferServiceLines(tx, offer.id)).length;
  if (lineCount === 0) throw new AppError('offer_empty', OFFER_MESSAGES.emptyOffer);
  // Checked again at sending: a draft saved last week may no longer fit what is free.
  await requireAllocationsFree(tx, inquiry, spaceLines.map((line) => ({ spaceTypeId: line.spaceTypeId, sizeM2: line.spaceAllocatedM2 })));

  for (const older of await lockOtherSentOffers(tx, inquiry.id, offer.id)) {
    await updateOfferRow(tx, older.id, { status: nextOfferStatus('expire', older) });
  }
  const sent = await updateOfferRow(tx, offer.id, { status: nextOfferStatus('send', offer), sentAt: new Date(), changesRequested: null });
  await transitionInquiry(tx, inquiry.id, 'send_offer', () => new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable));

  const warehouse = await findWarehouseForInquiry(tx, inquiry.warehouseId);
  const warehouseName = warehouse?.name ?? 'the warehouse';
  await postSystemMessage(
    tx,
    { inquiryId: inquiry.id },
    `An offer has been sent: ${formatCents(sent.totalWithFeeCents)} (VAT not included), valid until ${formatDate(sent.validUntil)}.`,
  );
  await notifyUsers(tx, [inquiry.traderId], {
    type: 'inquiry_message',
    title: 'New offer received',
    message: `You have received an offer for inquiry ${formatInquiryNumber(inquiry.id)} at ${warehouseName}.`,
    inquiryId: inquiry.id,
  });
  const trader = await findAccount(tx, inquiry.traderId);
  if (trader) {
    await queueEmail(
      tx,
      offerSentEmail({
        to: trader.email,
        firstName: trader.firstName,
        publicUrl: deps.config.publicUrl,
        inquiryId: inquiry.id,
        warehouseName,
        startDate: inquiry.startDate,
        endDate: inquiry.endDate,
        totalWithFeeCents: sent.totalWithFeeCents,
        validUntil: sent.validUntil,
      }),
    );
  }
  return { notified: [inquiry.traderId] };
}

/**
 * Saves a new draft offer for an inquiry (administrators); `send` sends it at once. The inquiry
 * becomes offer_pending (or stays offer_sent while the trader holds a sent offer).
 */
export async function createOffer(deps: OfferDeps, actor: Actor, inquiryId: string, input: ParsedSaveOfferBody): Promise<OfferDetail> {
  const admin = requirePermission(actor.viewer, 'offers:manage');
  const today = todayUtc();
  const activity = { type: 'offer.created', data: { input_params: { inquiryId, ...input } } };
  const result = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      // Offers before the inquiry, like every offer transition (and the booking), so none deadlock.
      if (input.send) await lockOtherSentOffers(tx, inquiryId);
      const inquiry = await lockInquiryForOffer(tx, inquiryId);
      if (!inquiry) throw new AppError('not_found', INQUIRY_MESSAGES.notFound);
      requireOfferableInquiry(inquiry);
      const priced = await priceOffer(tx, inquiry, input, today);
      const row = await insertOffer(tx, { inquiryId, status: OFFER_INITIAL_STATUS, ...priced.columns, createdBy: admin.id });
      await replaceOfferLines(tx, row.id, priced.lines);
      // Offerable but not create_offer's: the trader holds a sent offer, and the inquiry stays offer_sent.
      if (canInquiry('create_offer', inquiry.status)) await transitionInquiry(tx, inquiryId, 'create_offer', () => new AppError('inquiry_not_offerable', OFFER_MESSAGES.inquiryNotOfferable));
      const sent = input.send ? await sendInTransaction(tx, deps, row, inquiry, today) : null;
      await recordActivity(tx, {
        type: 'offer.created',
        message: `Offer ${shortId(row.id)} ${sent ? 'created and sent' : 'saved as draft'} for inquiry ${shortId(inquiryId)}`,
        status: 'success',
        data: { ...activity.data, output_data: { offerId: row.id, before: inquiry.status } },
        viewer: admin,
        requestId: actor.requestId,
      });
      return { offerId: row.id, after: { traderId: inquiry.traderId, inquiryId, notified: sent?.notified ?? [], threadChanged: Boolean(sent) } };
    }),
  );
  await announceOfferChange(deps, result.after);
  return buildOfferDetail(deps.db, (await findOfferById(deps.db, result.offerId))!, today);
}

/**
 * Replaces a draft's or a sent offer's lines, terms, notes, validity and fee (administrators);
 * `send` sends a draft in the same transaction. A sent offer stays sent and its thread says it
 * changed. The trader's text from Request Changes stays until the offer is sent again.
 */
export async function updateOffer(deps: OfferDeps, actor: Actor, offerId: string, input: ParsedSaveOfferBody): Promise<OfferDetail> {
  const admin = requirePermission(actor.viewer, 'offers:manage');
  const today = todayUtc();
  const activity = { type: 'offer.updated', data: { input_params: { offerId, ...input } } };
  const result = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const offer = await lockOfferById(tx, offerId);
      if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
      requireOfferState('update', offer);
      if (input.send) {
        requireOfferState('send', offer);
        await lockOtherSentOffers(tx, offer.inquiryId, offer.id);
      }
      // Editing offers Per Hour, Per Unit and Fixed Price only (spec 02 §5; the form's offerFormPricingTypes):
      // a line may ask for a quote only where a saved line of the same service already did.
      const quoted = new Set((await findOfferServiceLines(tx, offer.id)).filter((line) => line.pricingType === 'ask_quote').map((line) => line.serviceId));
      if (input.services.some((line) => line.pricingType === 'ask_quote' && !quoted.has(line.serviceId))) {
        throw new AppError('validation_error', OFFER_MESSAGES.quoteNotOnEdit);
      }
      const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
      const priced = await priceOffer(tx, inquiry, input, today);
      const updated = await updateOfferRow(tx, offer.id, priced.columns);
      await replaceOfferLines(tx, offer.id, priced.lines);
      let threadChanged = false;
      let notified: string[] = [];
      if (input.send) {
        notified = (await sendInTransaction(tx, deps, updated, inquiry, today)).notified;
        threadChanged = true;
      } else if (offer.status === OFFER_TRANSITIONS.send.to) {
        await postSystemMessage(
          tx,
          { inquiryId: inquiry.id },
          `The offer has been updated: ${formatCents(updated.totalWithFeeCents)} (VAT not included), valid until ${formatDate(updated.validUntil)}.`,
        );
        threadChanged = true;
      }
      await recordActivity(tx, {
        type: 'offer.updated',
        message: `Offer ${shortId(offer.id)} updated${input.send ? ' and sent' : ''}`,
        status: 'success',
        data: { ...activity.data, output_data: { before: offer.status, after: input.send ? OFFER_TRANSITIONS.send.to : offer.status } },
        viewer: admin,
        requestId: actor.requestId,
      });
      return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged };
    }),
  );
  await announceOfferChange(deps, result);
  return buildOfferDetail(deps.db, (await findOfferById(deps.db, offerId))!, today);
}

/** Draft → sent (administrators). */
export async function sendOffer(deps: OfferDeps, actor: Actor, offerId: string): Promise<OfferDetail> {
  const admin = requirePermission(actor.viewer, 'offers:manage');
  const today = todayUtc();
  const activity = { type: 'offer.sent', data: { input_params: { offerId } } };
  const result = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const offer = await lockOfferById(tx, offerId);
      if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
      requireOfferState('send', offer);
      await lockOtherSentOffers(tx, offer.inquiryId, offer.id);
      const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
      const { notified } = await sendInTransaction(tx, deps, offer, inquiry, today);
      await recordActivity(tx, {
        type: 'offer.sent',
        message: `Offer ${shortId(offer.id)} sent for inquiry ${shortId(inquiry.id)}`,
        status: 'success',
        data: { ...activity.data, output_data: { inquiryId: inquiry.id } },
        viewer: admin,
        requestId: actor.requestId,
      });
      return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged: true };
    }),
  );
  await announceOfferChange(deps, result);
  return buildOfferDetail(deps.db, (await findOfferById(deps.db, offerId))!, today);
}

/**
 * Deletes a draft (administrators). When it was the inquiry's only draft and the inquiry waited in
 * offer_pending for it, the inquiry goes back to submitted.
 */
export async function deleteOffer(deps: OfferDeps, actor: Actor, offerId: string): Promise<void> {
  const admin = requirePermission(actor.viewer, 'offers:manage');
  const activity = { type: 'offer.deleted', data: { input_params: { offerId } } };
  const result = await withRefusalsLogged(deps.db, actor, activity, () =>
    deps.db.transaction(async (tx) => {
      const offer = await lockOfferById(tx, offerId);
      if (!offer) throw new AppError('not_found', OFFER_MESSAGES.notFound);
      requireOfferState('delete', offer);
      const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
      await deleteOfferRow(tx, offer.id);
      if (canInquiry('delete_last_draft', inquiry.status) && (await countOffersOfInquiry(tx, inquiry.id, OFFER_INITIAL_STATUS)) === 0) {
        await transitionInquiry(tx, inquiry.id, 'delete_last_draft', () => new AppError('offer_not_deletable', OFFER_MESSAGES.notDeletable));
      }
      await recordActivity(tx, {
        type: 'offer.deleted',
        message: `Draft offer ${shortId(offer.id)} of inquiry ${shortId(inquiry.id)} deleted`,
        status: 'success',
        data: activity.data,
        viewer: admin,
        requestId: actor.requestId,
      });
      return { traderId: inquiry.traderId, inquiryId: inquiry.id, notified: [], threadChanged: false };
    }),
  );
  await announceOfferChange(deps, result);
}

// ---------------------------------------------------------------------------------------------
// Trader: accept, reject, request changes
// ---------------------------------------------------------------------------------------------

export type OfferResponse = { action: 'accept' } | { action: 'reject' } | { action: 'request_changes'; message: string };

/** Each answer moves the offer by its own action (OFFER_TRANSITIONS) and the inquiry by `inquiryAction`. */
const RESPONSE_TEXTS = {
  accept: { inquiryAction: 'accept_offer', title: 'Offer accepted', verb: 'accepted the offer' },
  reject: { inquiryAction: 'reject_offer', title: 'Offer rejected', verb: 'rejected the offer' },
  request_changes: { inquiryAction: 'request_changes', title: 'Changes requested', verb: 'requested changes to the offer' },
} as const satisfies Record<OfferResponse['action'], { inquiryAction: InquiryAction; title: string; verb: string }>;

/**
 * A rejected offer takes a change request only while it is the rejection that closed its inquiry
 * (spec 02 §4), not an older one: the one rule for the endpoint and for the button.
 */
function isClosingRejection(offerStatus: OfferStatus, inquiryStatus: string): boolean {
  return offerStatus === OFFER_TRANSITIONS.reject.to && inquiryStatus === INQUIRY_TRANSITIONS.reject_offer.to;
}

/**
 * The inquiry's trader answers a sent offer: accept (inquiry accepted), reject (inquiry rejected),
 * or request changes (the offer goes back to draft with the text kept for the administrator, the
 * inquiry becomes changes_requested); changes may also be requested on the rejected offer that
 * closed the inquiry. Anyone but the trader gets 404 (an administrator 403); the
 * platform feature offer_actions must be on. The offer and the inquiry are locked; an offer past
 * valid_until is marked expired (with its inquiry) and refused with "This offer has expired".
 */
export async function respondToOffer(deps: OfferDeps, actor: Actor, offerId: string, response: OfferResponse): Promise<OfferDetail> {
  const viewer = requirePermission(actor.viewer, 'offer:respond');
  const today = todayUtc();
  const texts = RESPONSE_TEXTS[response.action];
  const outcome = await deps.db.transaction(async (tx) => {
    const offer = await lockOfferById(tx, offerId);
    if (!offer) throw new AppError('not_found', INQUIRY_MESSAGES.noOfferLong);
    const inquiry = (await lockInquiryForOffer(tx, offer.inquiryId))!;
    if (!can(viewer, 'offer:respond', inquiry)) {
      if (can(viewer, 'inquiry:view', inquiry)) throw new AppError('forbidden', GENERIC_MESSAGES.permission);
      throw new AppError('not_found', INQUIRY_MESSAGES.noOfferLong);
    }
    await requireFeatureEnabled(tx, 'offer_actions');
    requireOfferState(response.action, offer);
    if (offer.status === OFFER_TRANSITIONS.reject.to && !isClosingRejection(offer.status, inquiry.status)) {
      throw stateConflict(response.action, offer.status);
    }

    // Only a sent offer lapses; a rejected one goes back to the administrator, who sets a new date.
    if (canOffer('expire', offer.status) && isPastValidUntil(offer.validUntil, today)) {
      await expireInTransaction(tx, offer, inquiry);
      return { expired: true as const, after: { traderId: inquiry.traderId, inquiryId: inquiry.id, notified: [], threadChanged: true } };
    }

    // Acceptance is the sale: the space is committed now, or the offer stays sent (all rolls back).
    if (response.action === 'accept') {
      await commitAcceptedOfferSpace(tx, { offerId: offer.id, inquiry, createdBy: viewer.id }, OFFER_MESSAGES.noLongerFree);
    }
    const message = response.action === 'request_changes' ? response.message : null;
    await updateOfferRow(tx, offer.id, {
      status: nextOfferStatus(response.action, offer),
      respondedAt: new Date(),
      ...(message !== null ? { changesRequested: message } : {}),
    });
    await transitionInquiry(tx, inquiry.id, texts.inquiryAction, () => stateConflict(response.action, offer.status));
    await postSystemMessage(
      tx,
      { inquiryId: inquiry.id },
      message !== null ? `The customer requested changes to the offer: ${message}` : `The customer ${texts.verb}.`,
    );
    const notified = await notifyAdministrators(tx, [
      {
        type: 'inquiry_message',
        title: texts.title,
        message: `The customer ${texts.verb} for inquiry ${formatInquiryNumber(inquiry.id)}.`,
        inquiryId: inquiry.id,
      },
    ]);
    await recordActivity(tx, {
      type: `offer.${response.action}`,
      message: `Offer ${shortId(offer.id)}: the customer ${texts.verb}`,
      status: 'success',
      data: { input_params: { offerId, action: response.action, message }, output_data: { inquiryId: inquiry.id } },
      viewer,
      requestId: actor.requestId,
    });
    return {
      expired: false as const,
      after: { traderId: inquiry.traderId, inquiryId: inquiry.id, notified, threadChanged: true },
      committedIn: response.action === 'accept' ? inquiry.warehouseId : null,
    };
  });
  await announceOfferChange(deps, outcome.after);
  if (!outcome.expired && outcome.committedIn) await announceCapacityChanged(deps, outcome.committedIn);
  if (outcome.expired) throw new AppError('offer_expired', INQUIRY_MESSAGES.offerExpired);
  return buildOfferDetail(deps.db, (await findOfferById(deps.db, offerId))!, today);
}

// ---------------------------------------------------------------------------------------------
// Expiry
// ---------------------------------------------------------------------------------------------

/**
 * A sent offer past valid_until becomes expired (with the offer and the inquiry locked by the
 * caller); the inquiry too when this was its live offer (status offer_sent).
 */
export async function expireInTransaction(tx: Executor, offer: OfferRow, inquiry: InquiryRow): Promise<void> {
  await updateOfferRow(tx, offer.id, { status: nextOfferStatus('expire', offer) });
  if (canInquiry('expire_offer', inquiry.status)) await transitionInquiry(tx, inquiry.id, 'expire_offer', () => new AppError('offer_expired', INQUIRY_MESSAGES.offerExpired));
  await postSystemMessage(tx, { inquiryId: inquiry.id }, `The offer valid until ${formatDate(offer.validUntil)} has expired.`);
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/** The offers of one inquiry, newest first (administrators). */
export async function listInquiryOffers(db: Database, viewer: Viewer | null, inquiryId: string): Promise<ListInquiryOffersResponse> {
  const admin = requirePermission(viewer, 'offers:manage');
  await getAdminInquiry(db, admin, inquiryId);
  const today = todayUtc();
  return { items: (await findOffersOfInquiry(db, inquiryId)).map((row) => toSummary(row, today)) };
}

/** Offers of one status (the draft list), newest first, with customer and warehouse (administrators). */
export async function listOffers(db: Database, viewer: Viewer | null, query: ListOffersQuery): Promise<ListOffersResponse> {
  requirePermission(viewer, 'offers:manage');
  const today = todayUtc();
  const found = await findOffersPage(db, { status: query.status, ...pageWindow(query) });
  return pageAnswer(query, found, (row): AdminOfferListItem => ({
    ...toSummary(row.offer, today),
    inquiryStatus: row.inquiryStatus,
    customer: row.customer,
    warehouse: row.warehouse,
  }));
}

/** What the Create Offer form needs for an inquiry (administrators). */
export async function getOfferForm(db: Database, viewer: Viewer | null, inquiryId: string, log?: ErrorLog): Promise<OfferFormContext> {
  const admin = requirePermission(viewer, 'offers:manage');
  const inquiry = await getAdminInquiry(db, admin, inquiryId);
  return buildFormContext(db, admin, inquiry, log);
}

/** One offer with its lines and the form's context, for editing (administrators). */
export async function getAdminOffer(db: Database, viewer: Viewer | null, offerId: string, log?: ErrorLog): Promise<AdminOfferResponse> {
  const admin = requirePermission(viewer, 'offers:manage');
  const row = await findOfferById(db, offerId);
  if (!row) throw new AppError('not_found', OFFER_MESSAGES.notFound);
  const inquiry = await getAdminInquiry(db, admin, row.inquiryId);
  return { offer: await buildOfferDetail(db, row, todayUtc()), form: await buildFormContext(db, admin, inquiry, log) };
}

/**
 * /inquiries/{id}/offer: the newest offer the inquiry's trader has been sent (drafts are never
 * shown). The trader or an administrator; anyone else gets the same 404 as for no offer.
 */
export async function getTraderOffer(db: Database, viewer: Viewer | null, inquiryId: string): Promise<TraderOfferResponse> {
  const signedIn = requirePermission(viewer, 'inquiry:view');
  let inquiry: InquiryDetail;
  try {
    inquiry = await getInquiry(db, signedIn, inquiryId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') throw new AppError('not_found', INQUIRY_MESSAGES.noOfferLong);
    throw error;
  }
  const row = await findLatestNonDraftOffer(db, inquiryId);
  if (!row) throw new AppError('not_found', INQUIRY_MESSAGES.noOfferLong);
  const today = todayUtc();
  const offer = await buildOfferDetail(db, row, today);
  const mayAct = can(signedIn, 'offer:respond', { traderId: inquiry.trader.id }) && (await isFeatureEnabled(db, 'offer_actions'));
  const canRespond = mayAct && canOffer('accept', row.status) && !offer.isExpired;
  const canRequestChangesAfterRejection = mayAct && isClosingRejection(row.status, inquiry.status);
  return {
    offer,
    inquiry: { id: inquiry.id, status: inquiry.status, startDate: inquiry.startDate, endDate: inquiry.endDate },
    warehouse: { id: inquiry.warehouse.id, name: inquiry.warehouse.name, city: inquiry.warehouse.city, country: inquiry.warehouse.country },
    canRespond,
    canRequestChanges: canRespond || canRequestChangesAfterRejection,
  };
}
