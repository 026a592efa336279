import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { InquiryStatus } from '@shared/statuses/inquiry';
import type { OfferStatus } from '@shared/statuses/offer';
import { containsPattern, type Executor, findPageWithTotal, findRowById, insertRow, lockRowById, updateRowById } from '../../db/client';
import {
  features,
  inquiries,
  inquiryFeatures,
  inquiryServices,
  inquirySpaceRequests,
  listedWarehouseColumns,
  offers,
  services,
  spaceTypes,
  personColumns,
  users,
  warehouses,
} from '../../db/schema';

export type InquiryRow = typeof inquiries.$inferSelect;

/*
 * Reads for display join the warehouse, user and reference tables directly (names, city, email): a
 * paginated, searchable list cannot be assembled from per-row service calls. Rule checks and writes
 * go through the owning domains' services instead (see inquiries.service.ts).
 */

/**
 * Serialises every write that could create an overlapping inquiry of one trader for one warehouse,
 * until the transaction ends. Two concurrent submits of the same request queue here, and the second
 * one's duplicate check (a new statement, so a new snapshot) sees the first one's committed row.
 */
export async function lockTraderWarehouse(tx: Executor, traderId: string, warehouseId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`inquiry:${traderId}:${warehouseId}`}, 0))`);
}

/** Whether the trader has an inquiry in one of these statuses for the warehouse, one of the types and overlapping dates. */
export async function hasOverlappingInquiry(
  tx: Executor,
  options: {
    traderId: string;
    warehouseId: string;
    statuses: readonly InquiryStatus[];
    spaceTypeIds: readonly string[];
    startDate: string;
    endDate: string;
    excludeInquiryId?: string;
  },
): Promise<boolean> {
  if (options.spaceTypeIds.length === 0 || options.statuses.length === 0) return false;
  const rows = await tx
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.traderId, options.traderId),
        eq(inquiries.warehouseId, options.warehouseId),
        inArray(inquiries.status, [...options.statuses]),
        lte(inquiries.startDate, options.endDate),
        gte(inquiries.endDate, options.startDate),
        options.excludeInquiryId ? ne(inquiries.id, options.excludeInquiryId) : undefined,
        exists(
          tx
            .select({ one: sql`1` })
            .from(inquirySpaceRequests)
            .where(
              and(
                sql`${inquirySpaceRequests.inquiryId} = "inquiries"."id"`,
                inArray(inquirySpaceRequests.spaceTypeId, [...options.spaceTypeIds]),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertInquiry(tx: Executor, values: typeof inquiries.$inferInsert): Promise<InquiryRow> {
  return insertRow(tx, inquiries, values);
}

export async function updateInquiryRow(tx: Executor, id: string, values: Partial<typeof inquiries.$inferInsert>): Promise<InquiryRow> {
  return updateRowById(tx, inquiries, id, values);
}

export type InquiryChildrenInput = {
  /** Sizes as decimal strings with two decimals. */
  spaceRequests: readonly { spaceTypeId: string; sizeM2: string }[];
  serviceIds: readonly string[];
  featureIds: readonly string[];
};

/** Replaces the inquiry's space requests, services and features with these. */
export async function replaceInquiryChildren(tx: Executor, inquiryId: string, input: InquiryChildrenInput): Promise<void> {
  await tx.delete(inquirySpaceRequests).where(eq(inquirySpaceRequests.inquiryId, inquiryId));
  await tx.delete(inquiryServices).where(eq(inquiryServices.inquiryId, inquiryId));
  await tx.delete(inquiryFeatures).where(eq(inquiryFeatures.inquiryId, inquiryId));
  if (input.spaceRequests.length > 0) {
    await tx.insert(inquirySpaceRequests).values(
      input.spaceRequests.map((request, position) => ({ inquiryId, spaceTypeId: request.spaceTypeId, sizeM2: request.sizeM2, position })),
    );
  }
  if (input.serviceIds.length > 0) {
    await tx.insert(inquiryServices).values(input.serviceIds.map((serviceId) => ({ inquiryId, serviceId })));
  }
  if (input.featureIds.length > 0) {
    await tx.insert(inquiryFeatures).values(input.featureIds.map((featureId) => ({ inquiryId, featureId })));
  }
}

export async function findInquiryById(db: Executor, id: string): Promise<InquiryRow | undefined> {
  return findRowById(db, inquiries, id);
}

/** The row, locked until the transaction ends: two edits of one inquiry run one after the other. */
export async function lockInquiryById(tx: Executor, id: string): Promise<InquiryRow | undefined> {
  return lockRowById(tx, inquiries, id);
}

export async function findSpaceRequests(db: Executor, inquiryId: string) {
  return db
    .select({
      id: inquirySpaceRequests.id,
      spaceTypeId: inquirySpaceRequests.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: inquirySpaceRequests.sizeM2,
    })
    .from(inquirySpaceRequests)
    .innerJoin(spaceTypes, eq(spaceTypes.id, inquirySpaceRequests.spaceTypeId))
    .where(eq(inquirySpaceRequests.inquiryId, inquiryId))
    .orderBy(asc(inquirySpaceRequests.position), asc(inquirySpaceRequests.id));
}

export async function findInquiryServices(db: Executor, inquiryId: string) {
  return db
    .select({ id: services.id, name: services.name })
    .from(inquiryServices)
    .innerJoin(services, eq(services.id, inquiryServices.serviceId))
    .where(eq(inquiryServices.inquiryId, inquiryId))
    .orderBy(asc(services.name));
}

export async function findInquiryFeatures(db: Executor, inquiryId: string) {
  return db
    .select({ id: features.id, name: features.name })
    .from(inquiryFeatures)
    .innerJoin(features, eq(features.id, inquiryFeatures.featureId))
    .where(eq(inquiryFeatures.inquiryId, inquiryId))
    .orderBy(asc(features.name));
}

/** Requested m² summed per space type for each inquiry, types in the order first requested. */
export async function findSpaceSummaries(db: Executor, inquiryIds: readonly string[]) {
  if (inquiryIds.length === 0) return [];
  return db
    .select({
      inquiryId: inquirySpaceRequests.inquiryId,
      spaceTypeId: inquirySpaceRequests.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: sql<string>`sum(${inquirySpaceRequests.sizeM2})::text`,
    })
    .from(inquirySpaceRequests)
    .innerJoin(spaceTypes, eq(spaceTypes.id, inquirySpaceRequests.spaceTypeId))
    .where(inArray(inquirySpaceRequests.inquiryId, [...inquiryIds]))
    .groupBy(inquirySpaceRequests.inquiryId, inquirySpaceRequests.spaceTypeId, spaceTypes.name)
    .orderBy(asc(inquirySpaceRequests.inquiryId), sql`min(${inquirySpaceRequests.position})`);
}

const listColumns = {
  id: inquiries.id,
  status: inquiries.status,
  startDate: inquiries.startDate,
  endDate: inquiries.endDate,
  createdAt: inquiries.createdAt,
  submittedAt: inquiries.submittedAt,
  estimatedCostCents: inquiries.estimatedCostCents,
  traderId: inquiries.traderId,
  warehouse: listedWarehouseColumns,
};

/** Inquiries with their warehouse, newest first; `extra` adds columns of tables a list joins on. */
function listQuery<Extra extends SelectedFields>(db: Executor, extra = {} as Extra) {
  return db
    .select({ ...listColumns, ...extra })
    .from(inquiries)
    .innerJoin(warehouses, eq(warehouses.id, inquiries.warehouseId))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .$dynamic();
}

/** A page of one trader's inquiries, newest first, with the total. */
export async function findTraderInquiriesPage(
  db: Executor,
  options: { traderId: string; status?: InquiryStatus; limit: number; offset: number },
) {
  const where = and(eq(inquiries.traderId, options.traderId), options.status ? eq(inquiries.status, options.status) : undefined);
  const counted = db.select({ value: count() }).from(inquiries).$dynamic();
  return findPageWithTotal({ rows: listQuery(db), counted, where }, options);
}

function adminSearchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(
    ilike(users.email, pattern),
    ilike(warehouses.name, pattern),
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ilike ${pattern}`,
  );
}

/** A page of all inquiries for administrators, newest first, with the customer and the warehouse. */
export async function findAdminInquiriesPage(
  db: Executor,
  options: { status?: InquiryStatus; search?: string; limit: number; offset: number },
) {
  const where = and(options.status ? eq(inquiries.status, options.status) : undefined, adminSearchCondition(options.search));
  const rows = listQuery(db, { trader: personColumns })
    .innerJoin(users, eq(users.id, inquiries.traderId));
  // The search matches the customer's and the warehouse's names, so the count joins both too.
  const counted = db
    .select({ value: count() })
    .from(inquiries)
    .innerJoin(warehouses, eq(warehouses.id, inquiries.warehouseId))
    .innerJoin(users, eq(users.id, inquiries.traderId))
    .$dynamic();
  return findPageWithTotal({ rows, counted, where }, options);
}

export async function countInquiriesWithStatus(
  db: Executor,
  options: { statuses: readonly InquiryStatus[]; traderId?: string },
): Promise<number> {
  if (options.statuses.length === 0) return 0;
  return db.$count(
    inquiries,
    and(inArray(inquiries.status, [...options.statuses]), options.traderId ? eq(inquiries.traderId, options.traderId) : undefined),
  );
}

/**
 * Each inquiry's newest offer the trader has received (any status but draft, newest sent first, as
 * the offer page picks it): its status and total with the fee. Inquiries without one are absent.
 * Reads the offers table read-only, as this repository reads warehouses for display: offers depend
 * on inquiries, so asking the offers module would make a cycle.
 */
export async function findLatestOffersOfInquiries(
  db: Executor,
  inquiryIds: readonly string[],
): Promise<Map<string, { status: OfferStatus; totalWithFeeCents: number }>> {
  if (inquiryIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([offers.inquiryId], { inquiryId: offers.inquiryId, status: offers.status, totalWithFeeCents: offers.totalWithFeeCents })
    .from(offers)
    .where(and(inArray(offers.inquiryId, [...inquiryIds]), ne(offers.status, 'draft')))
    .orderBy(offers.inquiryId, sql`${offers.sentAt} desc nulls last`, desc(offers.createdAt), desc(offers.id));
  return new Map(rows.map(({ inquiryId, ...offer }) => [inquiryId, offer]));
}

