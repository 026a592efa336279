// Offers: what several operations share: the state rules, locking and loading an offer, and the live updates after a change.
import type { OfferDetail, OfferSummary } from '@shared/contracts/offers';
import { OFFER_LIVE_KEYS } from '@shared/contracts/live-keys';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { isPastValidUntil } from '@shared/offer-pricing';
import { INQUIRY_TRANSITIONS } from '@shared/statuses/inquiry';
import { assertTransition } from '@shared/statuses/machine';
import { canOffer, OFFER_TRANSITIONS, type OfferAction, type OfferStatus, type OfferTransitionAction } from '@shared/statuses/offer';
import { toSizeNumber } from '@shared/sizes';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { ServiceDeps } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { announceInquiriesChanged, type lockInquiryForOffer } from '../inquiries/inquiries.service';
import { announceThreadChanged } from '../messaging/messaging.service';
import { announceNotifications } from '../notifications/notifications.service';
import {
  findOfferById,
  findOfferServiceLines,
  findOfferSpaceLines,
  findOfferTerms,
  lockOfferById,
  type OfferRow,
} from './offers.repository';

export type OfferDeps = ServiceDeps & { config: Pick<Config, 'publicUrl'> };

export type InquiryRow = NonNullable<Awaited<ReturnType<typeof lockInquiryForOffer>>>;

// ---------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------

function isOfferExpired(row: Pick<OfferRow, 'status' | 'validUntil'>, today: string): boolean {
  return row.status === OFFER_TRANSITIONS.expire.to || (canOffer('expire', row.status) && isPastValidUntil(row.validUntil, today));
}

export function stateConflict(action: OfferAction, status: OfferStatus): AppError {
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

export function requireOfferState(action: OfferAction, row: OfferRow): void {
  if (!canOffer(action, row.status)) throw stateConflict(action, row.status);
}

/** The status `action` moves the (locked) offer to; a refused transition answers as requireOfferState does. */
export function nextOfferStatus(action: OfferTransitionAction, row: Pick<OfferRow, 'status'>): OfferStatus {
  return assertTransition(OFFER_TRANSITIONS, action, row.status, () => stateConflict(action, row.status));
}

/**
 * A rejected offer takes a change request only while it is the rejection that closed its inquiry
 * (spec 02 §4), not an older one: the one rule for the endpoint and for the button.
 */
export function isClosingRejection(offerStatus: OfferStatus, inquiryStatus: string): boolean {
  return offerStatus === OFFER_TRANSITIONS.reject.to && inquiryStatus === INQUIRY_TRANSITIONS.reject_offer.to;
}

// ---------------------------------------------------------------------------------------------
// Locking and loading
// ---------------------------------------------------------------------------------------------

/** Locks the offer's row for the caller's transaction; no such offer answers 404 with `notFoundMessage`. */
export async function lockExistingOffer(tx: Executor, offerId: string, notFoundMessage: string = OFFER_MESSAGES.notFound): Promise<OfferRow> {
  const offer = await lockOfferById(tx, offerId);
  if (!offer) throw new AppError('not_found', notFoundMessage);
  return offer;
}

export function toSummary(row: OfferRow, today: string): OfferSummary {
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

export async function buildOfferDetail(db: Executor, row: OfferRow, today: string): Promise<OfferDetail> {
  const [spaces, services, terms] = [await findOfferSpaceLines(db, row.id), await findOfferServiceLines(db, row.id), await findOfferTerms(db, row.id)];
  return {
    ...toSummary(row, today),
    notes: row.notes,
    changesRequested: row.changesRequested,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    spaces: spaces.map((line) => ({ ...line, spaceAllocatedM2: toSizeNumber(line.spaceAllocatedM2) })),
    services,
    terms,
  };
}

/** The offer as it stands after a committed change (it exists: the change just wrote it). */
export async function loadOfferDetail(db: Executor, offerId: string, today: string): Promise<OfferDetail> {
  return buildOfferDetail(db, (await findOfferById(db, offerId))!, today);
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
