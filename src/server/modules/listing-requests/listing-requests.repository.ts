import { and, asc, count, desc, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { PricingType } from '@shared/pricing';
import type { ListingRequestStatus } from '@shared/statuses/listing-request';
import { type Executor, findRowById, lockRowById } from '../../db/client';
import {
  features,
  services,
  spaceTypes,
  warehouseRequestFeatures,
  warehouseRequestImages,
  warehouseRequestServices,
  warehouseRequestSpaces,
  warehouseRequests,
  warehouseRequestTokens,
} from '../../db/schema';

export type ListingRequestRow = typeof warehouseRequests.$inferSelect;
export type StoredImageKeys = { storageKey: string; thumbnailKey: string };

/** The request's own text columns, as the service has trimmed them. */
export type ListingRequestFields = Required<Pick<
  typeof warehouseRequests.$inferInsert,
  | 'name'
  | 'description'
  | 'address'
  | 'city'
  | 'country'
  | 'postalCode'
  | 'firstName'
  | 'lastName'
  | 'contactEmail'
  | 'phoneNumber'
  | 'businessName'
  | 'vatNumber'
>>;

type RequestSpace = { spaceTypeId: string | null; sizeM2: string | null; pricePerM2Cents: number | null };
type RequestFeature = { featureId: string; customValue: string | null };
type RequestService = {
  serviceId: string;
  pricingType: PricingType;
  pricePerHourCents: number | null;
  pricePerUnitCents: number | null;
  unitType: string | null;
  notes: string | null;
};
export type RequestChildren = { spaces: RequestSpace[]; features: RequestFeature[]; services: RequestService[] };

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export async function insertRequest(
  tx: Executor,
  values: ListingRequestFields & { status: ListingRequestStatus; submittedAt: Date | null },
): Promise<ListingRequestRow> {
  const [row] = await tx.insert(warehouseRequests).values(values).returning();
  return row!;
}

export async function findRequestById(db: Executor, id: string): Promise<ListingRequestRow | undefined> {
  return findRowById(db, warehouseRequests, id);
}

/** The row, locked until the transaction ends: of two approvals (two tabs) the second waits and then sees the new status. */
export async function lockRequestById(tx: Executor, id: string): Promise<ListingRequestRow | undefined> {
  return lockRowById(tx, warehouseRequests, id);
}

export async function updateRequest(tx: Executor, id: string, values: Partial<typeof warehouseRequests.$inferInsert>): Promise<void> {
  await tx
    .update(warehouseRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(warehouseRequests.id, id));
}

/** Replaces the spaces, features and services of the request (delete and insert, in the order given). */
export async function replaceRequestChildren(tx: Executor, requestId: string, children: RequestChildren): Promise<void> {
  await tx.delete(warehouseRequestSpaces).where(eq(warehouseRequestSpaces.requestId, requestId));
  await tx.delete(warehouseRequestFeatures).where(eq(warehouseRequestFeatures.requestId, requestId));
  await tx.delete(warehouseRequestServices).where(eq(warehouseRequestServices.requestId, requestId));
  if (children.spaces.length > 0) {
    await tx
      .insert(warehouseRequestSpaces)
      .values(children.spaces.map((space, position) => ({ requestId, ...space, position })));
  }
  if (children.features.length > 0) {
    await tx.insert(warehouseRequestFeatures).values(children.features.map((feature) => ({ requestId, ...feature })));
  }
  if (children.services.length > 0) {
    await tx.insert(warehouseRequestServices).values(children.services.map((service) => ({ requestId, ...service })));
  }
}

export type RequestChildrenDetail = {
  spaces: { id: string; spaceTypeId: string | null; spaceTypeName: string | null; sizeM2: string | null; pricePerM2Cents: number | null }[];
  features: { featureId: string; name: string; type: 'accessibility' | 'equipment' | 'custom'; customValue: string | null }[];
  services: (RequestService & { name: string })[];
  images: { id: string; storageKey: string; thumbnailKey: string; position: number }[];
};

/** Spaces (in form order, with their type's name), features and services (by name) and images (in order). */
export async function findRequestChildren(db: Executor, requestId: string): Promise<RequestChildrenDetail> {
  const spaceRows = await db
    .select({
      id: warehouseRequestSpaces.id,
      spaceTypeId: warehouseRequestSpaces.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: warehouseRequestSpaces.sizeM2,
      pricePerM2Cents: warehouseRequestSpaces.pricePerM2Cents,
    })
    .from(warehouseRequestSpaces)
    .leftJoin(spaceTypes, eq(spaceTypes.id, warehouseRequestSpaces.spaceTypeId))
    .where(eq(warehouseRequestSpaces.requestId, requestId))
    .orderBy(asc(warehouseRequestSpaces.position), asc(warehouseRequestSpaces.id));
  const featureRows = await db
    .select({
      featureId: warehouseRequestFeatures.featureId,
      name: features.name,
      type: features.type,
      customValue: warehouseRequestFeatures.customValue,
    })
    .from(warehouseRequestFeatures)
    .innerJoin(features, eq(features.id, warehouseRequestFeatures.featureId))
    .where(eq(warehouseRequestFeatures.requestId, requestId))
    .orderBy(asc(features.name));
  const serviceRows = await db
    .select({
      serviceId: warehouseRequestServices.serviceId,
      name: services.name,
      pricingType: warehouseRequestServices.pricingType,
      pricePerHourCents: warehouseRequestServices.pricePerHourCents,
      pricePerUnitCents: warehouseRequestServices.pricePerUnitCents,
      unitType: warehouseRequestServices.unitType,
      notes: warehouseRequestServices.notes,
    })
    .from(warehouseRequestServices)
    .innerJoin(services, eq(services.id, warehouseRequestServices.serviceId))
    .where(eq(warehouseRequestServices.requestId, requestId))
    .orderBy(asc(services.name));
  const imageRows = await findRequestImages(db, requestId);
  return { spaces: spaceRows, features: featureRows, services: serviceRows, images: imageRows };
}

async function findRequestImages(db: Executor, requestId: string) {
  return db
    .select({
      id: warehouseRequestImages.id,
      storageKey: warehouseRequestImages.storageKey,
      thumbnailKey: warehouseRequestImages.thumbnailKey,
      position: warehouseRequestImages.position,
    })
    .from(warehouseRequestImages)
    .where(eq(warehouseRequestImages.requestId, requestId))
    .orderBy(asc(warehouseRequestImages.position), asc(warehouseRequestImages.createdAt));
}

export type AdminRequestRow = {
  id: string;
  name: string;
  city: string;
  country: string;
  firstName: string;
  lastName: string;
  contactEmail: string;
  businessName: string;
  status: ListingRequestStatus;
  spacesCount: number;
  createdAt: Date;
  submittedAt: Date | null;
};

/** A page of the administrators' table, newest first (spec 01 section 7), optionally of one status. */
export async function findRequestsPage(
  db: Executor,
  options: { status?: ListingRequestStatus; limit: number; offset: number },
): Promise<{ rows: AdminRequestRow[]; total: number }> {
  const where = options.status ? eq(warehouseRequests.status, options.status) : undefined;
  // Written out in SQL: Drizzle leaves columns of a one-table select unqualified.
  const spacesCount = sql<number>`(select count(*)::int from warehouse_request_spaces s where s.request_id = "warehouse_requests"."id")`;
  const rows = await db
    .select({
      id: warehouseRequests.id,
      name: warehouseRequests.name,
      city: warehouseRequests.city,
      country: warehouseRequests.country,
      firstName: warehouseRequests.firstName,
      lastName: warehouseRequests.lastName,
      contactEmail: warehouseRequests.contactEmail,
      businessName: warehouseRequests.businessName,
      status: warehouseRequests.status,
      spacesCount,
      createdAt: warehouseRequests.createdAt,
      submittedAt: warehouseRequests.submittedAt,
    })
    .from(warehouseRequests)
    .where(where)
    .orderBy(desc(warehouseRequests.createdAt), desc(warehouseRequests.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ total: count() }).from(warehouseRequests).where(where);
  return { rows: rows.map((row) => ({ ...row, spacesCount: Number(row.spacesCount) })), total: totalRow?.total ?? 0 };
}

export async function countRequestsWithStatus(db: Executor, status: ListingRequestStatus): Promise<number> {
  return db.$count(warehouseRequests, eq(warehouseRequests.status, status));
}

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

export async function insertToken(tx: Executor, values: { requestId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(warehouseRequestTokens).values({ ...values, purpose: 'edit' });
}

/**
 * Whether this hash is a live edit token of this very request (not expired by the database clock,
 * and not revoked unless `evenRevoked`: a token revoked by the review still shows the outcome).
 */
export async function hasLiveToken(db: Executor, requestId: string, tokenHash: string, { evenRevoked = false } = {}): Promise<boolean> {
  const [row] = await db
    .select({ id: warehouseRequestTokens.id })
    .from(warehouseRequestTokens)
    .where(
      and(
        eq(warehouseRequestTokens.tokenHash, tokenHash),
        eq(warehouseRequestTokens.requestId, requestId),
        eq(warehouseRequestTokens.purpose, 'edit'),
        evenRevoked ? undefined : isNull(warehouseRequestTokens.revokedAt),
        gt(warehouseRequestTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Ends every link of the request (on approval and rejection). */
export async function revokeTokens(tx: Executor, requestId: string): Promise<void> {
  await tx
    .update(warehouseRequestTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(warehouseRequestTokens.requestId, requestId), isNull(warehouseRequestTokens.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

export async function insertPendingRequestImage(tx: Executor, values: StoredImageKeys & { uploadSecretHash: string }) {
  const [row] = await tx
    .insert(warehouseRequestImages)
    .values({ requestId: null, uploadSecretHash: values.uploadSecretHash, storageKey: values.storageKey, thumbnailKey: values.thumbnailKey })
    .returning();
  return row!;
}

/**
 * Attaches one image at `position`: a pending upload whose secret hash matches, or an image already
 * of this request. The condition is part of the update, so an image the expiry took first is simply
 * not updated. Answers whether it was.
 */
export async function claimRequestImage(
  tx: Executor,
  requestId: string,
  image: { id: string; uploadSecretHash: string | null },
  position: number,
): Promise<boolean> {
  const isPendingOfHolder =
    image.uploadSecretHash === null
      ? undefined
      : and(isNull(warehouseRequestImages.requestId), eq(warehouseRequestImages.uploadSecretHash, image.uploadSecretHash));
  const rows = await tx
    .update(warehouseRequestImages)
    .set({ requestId, position, uploadSecretHash: null })
    .where(
      and(
        eq(warehouseRequestImages.id, image.id),
        isPendingOfHolder ? or(isPendingOfHolder, eq(warehouseRequestImages.requestId, requestId)) : eq(warehouseRequestImages.requestId, requestId),
      ),
    )
    .returning({ id: warehouseRequestImages.id });
  return rows.length > 0;
}

/** Deletes the request's images that are not in keepIds; answers their keys, for removal after the commit. */
export async function deleteRequestImagesExcept(tx: Executor, requestId: string, keepIds: readonly string[]): Promise<StoredImageKeys[]> {
  return tx
    .delete(warehouseRequestImages)
    .where(
      and(
        eq(warehouseRequestImages.requestId, requestId),
        keepIds.length > 0 ? notInArray(warehouseRequestImages.id, [...keepIds]) : undefined,
      ),
    )
    .returning({ storageKey: warehouseRequestImages.storageKey, thumbnailKey: warehouseRequestImages.thumbnailKey });
}

/**
 * Deletes up to `limit` pending request uploads created before `cutoff`, oldest first, and answers
 * their keys. Rows another process is deleting (or a save is claiming) right now are skipped.
 */
export async function deleteExpiredPendingRequestImages(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  const expired = await tx
    .select({ id: warehouseRequestImages.id })
    .from(warehouseRequestImages)
    .where(and(isNull(warehouseRequestImages.requestId), lt(warehouseRequestImages.createdAt, cutoff)))
    .orderBy(asc(warehouseRequestImages.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (expired.length === 0) return [];
  return tx
    .delete(warehouseRequestImages)
    .where(
      and(
        inArray(
          warehouseRequestImages.id,
          expired.map((row) => row.id),
        ),
        isNull(warehouseRequestImages.requestId),
      ),
    )
    .returning({ storageKey: warehouseRequestImages.storageKey, thumbnailKey: warehouseRequestImages.thumbnailKey });
}
