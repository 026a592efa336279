// Offers: the reads: the administrator's lists, offer and offer form, the trader's offer, and an offer's lines for its booking.
import type { InquiryDetail } from '@shared/contracts/inquiries';
import type {
  AdminOfferListItem,
  AdminOfferResponse,
  ListInquiryOffersResponse,
  ListOffersQuery,
  ListOffersResponse,
  OfferFormContext,
  TraderOfferResponse,
} from '@shared/contracts/offers';
import { periodDays, todayUtc } from '@shared/dates';
import { INQUIRY_MESSAGES, OFFER_MESSAGES } from '@shared/errors';
import { DEFAULT_PLATFORM_FEE_PERCENTAGE, defaultValidUntil } from '@shared/offer-pricing';
import { can } from '@shared/permissions';
import { isInquiryOfferable } from '@shared/statuses/inquiry';
import { canOffer } from '@shared/statuses/offer';
import { toSizeNumber } from '@shared/sizes';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { ErrorLog } from '../../platform/logging';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { getAdminInquiry, getInquiry } from '../inquiries/inquiries.service';
import { findFreeByType } from '../capacity/capacity.service';
import { getPlatformConfig, isFeatureEnabled } from '../platform/platform.service';
import { getReferenceData } from '../reference/reference.service';
import { findWarehouseSpaces } from '../warehouses/warehouse-availability.service';
import {
  countOffersAwaitingAnswer,
  findOffersAwaitingAnswer,
  findLatestNonDraftOffer,
  findOfferById,
  findOfferServiceLines,
  findOfferSpaceLines,
  findOffersOfInquiry,
  findOffersPage,
} from './offers.repository';
import { buildOfferDetail, isClosingRejection, toSummary } from './offers.service';

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
      sizeM2: toSizeNumber(space.sizeM2),
      freeM2: free.get(space.spaceTypeId) ?? 0,
    })),
    services: reference.services.map((service) => ({ id: service.id, name: service.name })),
    defaultPlatformFeePercentage: await platformFeeOrDefault(db, admin, log),
    defaultValidUntil: defaultValidUntil(todayUtc()),
    canCreateOffer: isInquiryOfferable(inquiry.status),
  };
}

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

/** How many offers awaiting an answer the trader's dashboard lists. */
const AWAITING_ANSWER_LIMIT = 5;

/**
 * The trader's sent offers still open to an answer (their dashboard): how many, and the few that run
 * out soonest.
 */
export async function listOffersAwaitingAnswer(db: Executor, traderId: string) {
  const today = todayUtc();
  const [soonest, total] = await Promise.all([
    findOffersAwaitingAnswer(db, traderId, today, AWAITING_ANSWER_LIMIT),
    countOffersAwaitingAnswer(db, traderId, today),
  ]);
  return { soonest, total };
}
