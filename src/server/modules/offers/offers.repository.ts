import { and, asc, count, desc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { OfferStatus } from '@shared/statuses/offer';
import { type Executor, findPageWithTotal, findRowById, insertRow, lockRowById, updateRowById } from '../../db/client';
import {
  inquiries,
  listedWarehouseColumns,
  offerServices,
  offerSpaces,
  offerTerms,
  offers,
  services,
  spaceTypes,
  personColumns,
  users,
  warehouses,
} from '../../db/schema';

export type OfferRow = typeof offers.$inferSelect;

/*
 * Reads for display join the inquiry, user, warehouse and reference tables directly (customer names,
 * warehouse names, service names): a paginated list cannot be assembled from per-row service calls.
 * The warehouse's spaces come from the warehouses module (findWarehouseSpaces). Inquiry status changes
 * go through the inquiries service.
 */

export async function insertOffer(tx: Executor, values: typeof offers.$inferInsert): Promise<OfferRow> {
  return insertRow(tx, offers, values);
}

export async function updateOfferRow(tx: Executor, id: string, values: Partial<typeof offers.$inferInsert>): Promise<OfferRow> {
  return updateRowById(tx, offers, id, values);
}

export async function deleteOfferRow(tx: Executor, id: string): Promise<void> {
  await tx.delete(offers).where(eq(offers.id, id));
}

export type OfferLinesInput = {
  spaces: readonly (Omit<typeof offerSpaces.$inferInsert, 'offerId' | 'position'>)[];
  services: readonly (Omit<typeof offerServices.$inferInsert, 'offerId' | 'position'>)[];
  terms: readonly { termType: string; description: string }[];
};

/** Replaces every line and term of the offer with these, in this order. */
export async function replaceOfferLines(tx: Executor, offerId: string, input: OfferLinesInput): Promise<void> {
  await tx.delete(offerSpaces).where(eq(offerSpaces.offerId, offerId));
  await tx.delete(offerServices).where(eq(offerServices.offerId, offerId));
  await tx.delete(offerTerms).where(eq(offerTerms.offerId, offerId));
  if (input.spaces.length > 0) await tx.insert(offerSpaces).values(input.spaces.map((line, position) => ({ ...line, offerId, position })));
  if (input.services.length > 0) await tx.insert(offerServices).values(input.services.map((line, position) => ({ ...line, offerId, position })));
  if (input.terms.length > 0) await tx.insert(offerTerms).values(input.terms.map((term, position) => ({ ...term, offerId, position })));
}

export async function findOfferById(db: Executor, id: string): Promise<OfferRow | undefined> {
  return findRowById(db, offers, id);
}

/** The row, locked until the transaction ends: two actions on one offer run one after the other. */
export async function lockOfferById(tx: Executor, id: string): Promise<OfferRow | undefined> {
  return lockRowById(tx, offers, id);
}

/** The inquiry's other sent offers, locked (sending a new one supersedes them). */
export async function lockOtherSentOffers(tx: Executor, inquiryId: string, exceptOfferId?: string): Promise<OfferRow[]> {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.inquiryId, inquiryId), eq(offers.status, 'sent'), exceptOfferId ? ne(offers.id, exceptOfferId) : undefined))
    .orderBy(asc(offers.id))
    .for('update');
}

export async function countOffersOfInquiry(tx: Executor, inquiryId: string, status: OfferStatus): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(offers)
    .where(and(eq(offers.inquiryId, inquiryId), eq(offers.status, status)));
  return row?.value ?? 0;
}

export async function findOffersOfInquiry(db: Executor, inquiryId: string): Promise<OfferRow[]> {
  return db.select().from(offers).where(eq(offers.inquiryId, inquiryId)).orderBy(desc(offers.createdAt), desc(offers.id));
}

/** The inquiry's newest offer that has been sent (any status but draft), by when it was sent. */
export async function findLatestNonDraftOffer(db: Executor, inquiryId: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.inquiryId, inquiryId), ne(offers.status, 'draft')))
    .orderBy(sql`${offers.sentAt} desc nulls last`, desc(offers.createdAt), desc(offers.id))
    .limit(1);
  return row;
}

export async function findOfferSpaceLines(db: Executor, offerId: string) {
  return db
    .select({
      id: offerSpaces.id,
      spaceId: offerSpaces.spaceId,
      spaceTypeId: offerSpaces.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      spaceAllocatedM2: offerSpaces.spaceAllocatedM2,
      pricePerM2Cents: offerSpaces.pricePerM2Cents,
      offerTotalCents: offerSpaces.offerTotalCents,
      isManualPrice: offerSpaces.isManualPrice,
      comments: offerSpaces.comments,
    })
    .from(offerSpaces)
    .innerJoin(spaceTypes, eq(spaceTypes.id, offerSpaces.spaceTypeId))
    .where(eq(offerSpaces.offerId, offerId))
    .orderBy(asc(offerSpaces.position), asc(offerSpaces.id));
}

export async function findOfferServiceLines(db: Executor, offerId: string) {
  return db
    .select({
      id: offerServices.id,
      serviceId: offerServices.serviceId,
      serviceName: services.name,
      pricingType: offerServices.pricingType,
      quantity: offerServices.quantity,
      pricePerHourCents: offerServices.pricePerHourCents,
      pricePerUnitCents: offerServices.pricePerUnitCents,
      fixedPriceCents: offerServices.fixedPriceCents,
      unitType: offerServices.unitType,
      offerTotalCents: offerServices.offerTotalCents,
      comments: offerServices.comments,
    })
    .from(offerServices)
    .innerJoin(services, eq(services.id, offerServices.serviceId))
    .where(eq(offerServices.offerId, offerId))
    .orderBy(asc(offerServices.position), asc(offerServices.id));
}

export async function findOfferTerms(db: Executor, offerId: string) {
  return db
    .select({ termType: offerTerms.termType, description: offerTerms.description })
    .from(offerTerms)
    .where(eq(offerTerms.offerId, offerId))
    .orderBy(asc(offerTerms.position), asc(offerTerms.id));
}

/** A page of offers of one status for administrators, newest first, with the inquiry's customer and warehouse. */
export async function findOffersPage(db: Executor, options: { status: OfferStatus; limit: number; offset: number }) {
  const where = eq(offers.status, options.status);
  const rows = db
    .select({
      offer: offers,
      inquiryStatus: inquiries.status,
      customer: personColumns,
      warehouse: listedWarehouseColumns,
    })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .innerJoin(users, eq(users.id, inquiries.traderId))
    .innerJoin(warehouses, eq(warehouses.id, inquiries.warehouseId))
    .orderBy(desc(offers.updatedAt), desc(offers.id))
    .$dynamic();
  return findPageWithTotal({ rows, counted: db.select({ value: count() }).from(offers).$dynamic(), where }, options);
}

/**
 * Sent offers whose valid_until is before `today`, locked and skipped by any other process doing
 * the same (FOR UPDATE SKIP LOCKED), so several app processes never expire one offer twice.
 */
export async function claimPastDueSentOffers(tx: Executor, today: string, limit: number): Promise<OfferRow[]> {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'sent'), lt(offers.validUntil, today)))
    .orderBy(asc(offers.validUntil), asc(offers.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Sent offers in their last day (valid until `today`) whose trader has not been told yet, with
 * their trader and warehouse, claimed (FOR UPDATE SKIP LOCKED) so two processes never tell twice.
 */
export async function claimOffersInLastDay(tx: Executor, today: string, limit: number) {
  return tx
    .select({ id: offers.id, inquiryId: offers.inquiryId, traderId: inquiries.traderId, warehouseName: warehouses.name, validUntil: offers.validUntil })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .innerJoin(warehouses, eq(warehouses.id, inquiries.warehouseId))
    .where(and(eq(offers.status, 'sent'), eq(offers.validUntil, today), isNull(offers.expiryNoticeSentAt)))
    .orderBy(asc(offers.id))
    .limit(limit)
    .for('update', { of: offers, skipLocked: true });
}

/** A trader's sent offers still valid on `today`, the soonest to run out first (the dashboard's list). */
const awaitingAnswer = (traderId: string, today: string) => and(eq(inquiries.traderId, traderId), eq(offers.status, 'sent'), gte(offers.validUntil, today));

export async function findOffersAwaitingAnswer(db: Executor, traderId: string, today: string, limit: number) {
  return db
    .select({ inquiryId: offers.inquiryId, warehouseName: warehouses.name, validUntil: offers.validUntil, totalWithFeeCents: offers.totalWithFeeCents })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .innerJoin(warehouses, eq(warehouses.id, inquiries.warehouseId))
    .where(awaitingAnswer(traderId, today))
    .orderBy(asc(offers.validUntil), asc(offers.id))
    .limit(limit);
}

export async function countOffersAwaitingAnswer(db: Executor, traderId: string, today: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(offers)
    .innerJoin(inquiries, eq(inquiries.id, offers.inquiryId))
    .where(awaitingAnswer(traderId, today));
  return row?.value ?? 0;
}
