import { and, asc, count, desc, eq, gt, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SavedFeatureAssignment, SavedServiceAssignment } from '@shared/contracts/warehouses';
import type { ListingRequestStatus } from '@shared/statuses/listing-request';
import { type Executor, findPageWithTotal, findRowById, insertRow, lockRowById, updateRowById } from '../../db/client';
import {
  features,
  services,
  spaceTypes,
  listingRequestFeatures,
  listingRequestImages,
  listingRequestServices,
  listingRequestSpaces,
  listingRequests,
  listingRequestTokens,
} from '../../db/schema';
import type { StoredImageKeys } from '../../platform/images';
import { deleteExpiredImageUploads } from '../../platform/pending-uploads';

export type ListingRequestRow = typeof listingRequests.$inferSelect;

/** The request's own text columns, as the service has trimmed them. */
export type ListingRequestFields = Required<Pick<
  typeof listingRequests.$inferInsert,
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
export type RequestChildren = { spaces: RequestSpace[]; features: SavedFeatureAssignment[]; services: SavedServiceAssignment[] };

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export async function insertRequest(
  tx: Executor,
  values: ListingRequestFields & { locale: string; status: ListingRequestStatus; submittedAt: Date | null },
): Promise<ListingRequestRow> {
  return insertRow(tx, listingRequests, values);
}

export async function findRequestById(db: Executor, id: string): Promise<ListingRequestRow | undefined> {
  return findRowById(db, listingRequests, id);
}

/** The row, locked until the transaction ends: of two approvals (two tabs) the second waits and then sees the new status. */
export async function lockRequestById(tx: Executor, id: string): Promise<ListingRequestRow | undefined> {
  return lockRowById(tx, listingRequests, id);
}

export async function updateRequest(tx: Executor, id: string, values: Partial<typeof listingRequests.$inferInsert>): Promise<void> {
  await updateRowById(tx, listingRequests, id, values);
}

/** Replaces the spaces, features and services of the request (delete and insert, in the order given). */
export async function replaceRequestChildren(tx: Executor, requestId: string, children: RequestChildren): Promise<void> {
  await tx.delete(listingRequestSpaces).where(eq(listingRequestSpaces.requestId, requestId));
  await tx.delete(listingRequestFeatures).where(eq(listingRequestFeatures.requestId, requestId));
  await tx.delete(listingRequestServices).where(eq(listingRequestServices.requestId, requestId));
  if (children.spaces.length > 0) {
    await tx
      .insert(listingRequestSpaces)
      .values(children.spaces.map((space, position) => ({ requestId, ...space, position })));
  }
  if (children.features.length > 0) {
    await tx.insert(listingRequestFeatures).values(children.features.map((feature) => ({ requestId, ...feature })));
  }
  if (children.services.length > 0) {
    await tx.insert(listingRequestServices).values(children.services.map((service) => ({ requestId, ...service })));
  }
}

export type RequestChildrenDetail = {
  spaces: { id: string; spaceTypeId: string | null; spaceTypeName: string | null; sizeM2: string | null; pricePerM2Cents: number | null }[];
  features: { featureId: string; name: string; type: 'accessibility' | 'equipment' | 'custom'; customValue: string | null }[];
  services: (SavedServiceAssignment & { name: string })[];
  images: { id: string; storageKey: string; thumbnailKey: string; position: number }[];
};

/** Spaces (in form order, with their type's name), features and services (by name) and images (in order). */
export async function findRequestChildren(db: Executor, requestId: string): Promise<RequestChildrenDetail> {
  const spaceRows = await db
    .select({
      id: listingRequestSpaces.id,
      spaceTypeId: listingRequestSpaces.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: listingRequestSpaces.sizeM2,
      pricePerM2Cents: listingRequestSpaces.pricePerM2Cents,
    })
    .from(listingRequestSpaces)
    .leftJoin(spaceTypes, eq(spaceTypes.id, listingRequestSpaces.spaceTypeId))
    .where(eq(listingRequestSpaces.requestId, requestId))
    .orderBy(asc(listingRequestSpaces.position), asc(listingRequestSpaces.id));
  const featureRows = await db
    .select({
      featureId: listingRequestFeatures.featureId,
      name: features.name,
      type: features.type,
      customValue: listingRequestFeatures.customValue,
    })
    .from(listingRequestFeatures)
    .innerJoin(features, eq(features.id, listingRequestFeatures.featureId))
    .where(eq(listingRequestFeatures.requestId, requestId))
    .orderBy(asc(features.name));
  const serviceRows = await db
    .select({
      serviceId: listingRequestServices.serviceId,
      name: services.name,
      pricingType: listingRequestServices.pricingType,
      pricePerHourCents: listingRequestServices.pricePerHourCents,
      pricePerUnitCents: listingRequestServices.pricePerUnitCents,
      unitType: listingRequestServices.unitType,
      notes: listingRequestServices.notes,
    })
    .from(listingRequestServices)
    .innerJoin(services, eq(services.id, listingRequestServices.serviceId))
    .where(eq(listingRequestServices.requestId, requestId))
    .orderBy(asc(services.name));
  const imageRows = await findRequestImages(db, requestId);
  return { spaces: spaceRows, features: featureRows, services: serviceRows, images: imageRows };
}

async function findRequestImages(db: Executor, requestId: string) {
  return db
    .select({
      id: listingRequestImages.id,
      storageKey: listingRequestImages.storageKey,
      thumbnailKey: listingRequestImages.thumbnailKey,
      position: listingRequestImages.position,
    })
    .from(listingRequestImages)
    .where(eq(listingRequestImages.requestId, requestId))
    .orderBy(asc(listingRequestImages.position), asc(listingRequestImages.createdAt));
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
  const where = options.status ? eq(listingRequests.status, options.status) : undefined;
  // Written out in SQL: Drizzle leaves columns of a one-table select unqualified.
  const spacesCount = sql<number>`(select count(*)::int from listing_request_spaces s where s.request_id = "listing_requests"."id")`;
  const rows = db
    .select({
      id: listingRequests.id,
      name: listingRequests.name,
      city: listingRequests.city,
      country: listingRequests.country,
      firstName: listingRequests.firstName,
      lastName: listingRequests.lastName,
      contactEmail: listingRequests.contactEmail,
      businessName: listingRequests.businessName,
      status: listingRequests.status,
      spacesCount,
      createdAt: listingRequests.createdAt,
      submittedAt: listingRequests.submittedAt,
    })
    .from(listingRequests)
    .orderBy(desc(listingRequests.createdAt), desc(listingRequests.id))
    .$dynamic();
  const page = await findPageWithTotal({ rows, counted: db.select({ value: count() }).from(listingRequests).$dynamic(), where }, options);
  return { rows: page.rows.map((row) => ({ ...row, spacesCount: Number(row.spacesCount) })), total: page.total };
}

export async function countRequestsWithStatus(db: Executor, status: ListingRequestStatus): Promise<number> {
  return db.$count(listingRequests, eq(listingRequests.status, status));
}

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

export async function insertToken(tx: Executor, values: { requestId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
  await tx.insert(listingRequestTokens).values({ ...values, purpose: 'edit' });
}

/**
 * Whether this hash is a live edit token of this very request (not expired by the database clock,
 * and not revoked unless `evenRevoked`: a token revoked by the review still shows the outcome).
 */
export async function hasLiveToken(db: Executor, requestId: string, tokenHash: string, { evenRevoked = false } = {}): Promise<boolean> {
  const [row] = await db
    .select({ id: listingRequestTokens.id })
    .from(listingRequestTokens)
    .where(
      and(
        eq(listingRequestTokens.tokenHash, tokenHash),
        eq(listingRequestTokens.requestId, requestId),
        eq(listingRequestTokens.purpose, 'edit'),
        evenRevoked ? undefined : isNull(listingRequestTokens.revokedAt),
        gt(listingRequestTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Ends every link of the request (on approval and rejection). */
export async function revokeTokens(tx: Executor, requestId: string): Promise<void> {
  await tx
    .update(listingRequestTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(listingRequestTokens.requestId, requestId), isNull(listingRequestTokens.revokedAt)));
}

// ---------------------------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------------------------

export async function insertPendingRequestImage(tx: Executor, values: StoredImageKeys & { uploadSecretHash: string }) {
  const [row] = await tx
    .insert(listingRequestImages)
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
      : and(isNull(listingRequestImages.requestId), eq(listingRequestImages.uploadSecretHash, image.uploadSecretHash));
  const rows = await tx
    .update(listingRequestImages)
    .set({ requestId, position, uploadSecretHash: null })
    .where(
      and(
        eq(listingRequestImages.id, image.id),
        isPendingOfHolder ? or(isPendingOfHolder, eq(listingRequestImages.requestId, requestId)) : eq(listingRequestImages.requestId, requestId),
      ),
    )
    .returning({ id: listingRequestImages.id });
  return rows.length > 0;
}

/** Deletes the request's images that are not in keepIds; answers their keys, for removal after the commit. */
export async function deleteRequestImagesExcept(tx: Executor, requestId: string, keepIds: readonly string[]): Promise<StoredImageKeys[]> {
  return tx
    .delete(listingRequestImages)
    .where(
      and(
        eq(listingRequestImages.requestId, requestId),
        keepIds.length > 0 ? notInArray(listingRequestImages.id, [...keepIds]) : undefined,
      ),
    )
    .returning({ storageKey: listingRequestImages.storageKey, thumbnailKey: listingRequestImages.thumbnailKey });
}

/** The sweep's batch of pending uploads (on no request yet) created before `cutoff`: see deleteExpiredImageUploads. */
export async function deleteExpiredPendingRequestImages(tx: Executor, cutoff: Date, limit: number): Promise<StoredImageKeys[]> {
  return deleteExpiredImageUploads(tx, listingRequestImages, listingRequestImages.requestId, cutoff, limit);
}
