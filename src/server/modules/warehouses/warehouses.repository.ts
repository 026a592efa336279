import { and, asc, count, desc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import { type ListingText, listingTextOf } from '@shared/contracts/warehouses';
import type { Locale } from '@shared/locales';
import type { PricingType } from '@shared/pricing';
import { sumSizes, toSizeDecimal } from '@shared/sizes';
import { type Executor, findPageWithTotal, findRowById, lockRowById } from '../../db/client';
import {
  features,
  services,
  spaceTypes,
  users,
  warehouseCards,
  warehouseFeatures,
  warehouseImages,
  warehouseServices,
  warehouseSpaces,
  warehouseTranslations,
  warehouseTypes,
  warehouses,
} from '../../db/schema';
import type { CustomHours } from '../../db/schema/warehouses';

export type WarehouseSpaceInput = {
  spaceTypeId: string;
  /** m², up to two decimals; a decimal string ("1250.50") or a number. */
  sizeM2: string | number;
  pricePerM2Cents: number;
};

export type WarehouseFeatureAssignment = {
  featureId: string;
  /** The details text of a custom-type feature ("ISO 9001, TAPA FSR"). */
  customValue?: string | null;
};

export type WarehouseServiceAssignment = {
  serviceId: string;
  pricingType: PricingType;
  pricePerHourCents?: number | null;
  pricePerUnitCents?: number | null;
  unitType?: string | null;
  notes?: string | null;
};

export type WarehouseImageInput = { storageKey: string; thumbnailKey: string };

export type ListingKind = (typeof warehouses.$inferSelect)['listingKind'];

/**
 * What makes a listing single-space (the older /warehouses catalogue): its kind, warehouse type and
 * operating hours. Left out on a save, these columns are not touched (a new row is multi-space).
 */
export type ListingColumns = {
  listingKind: ListingKind;
  warehouseTypeId: string | null;
  operatingHours: (typeof warehouses.$inferSelect)['operatingHours'];
  customHours: CustomHours | null;
};

/**
 * A multi-space warehouse with everything assigned to it, as the service has validated it.
 * Spaces and images are kept in the order given: the first image is the main one.
 */
export type NewWarehouse = ListingText & {
  ownerId: string;
  /** The language of name and description; left out on a save, the column is not touched (English for a new row). */
  originalLocale?: Locale;
  latitude?: number | null;
  longitude?: number | null;
  isActive?: boolean;
  /** Single-space listings only; see ListingColumns. */
  listing?: ListingColumns;
  spaces: readonly WarehouseSpaceInput[];
  features: readonly WarehouseFeatureAssignment[];
  services: readonly WarehouseServiceAssignment[];
  images: readonly WarehouseImageInput[];
  /** A new row's translations of name and description, checked against originalLocale by the caller (a save replaces them with replaceWarehouseTranslations). */
  translations?: readonly StoredTranslation[];
};

/** The denormalised columns browse filters and sorts on: total capacity and the "From" price. */
function summariseSpaces(spaces: readonly WarehouseSpaceInput[]): { totalSizeM2: string; minPricePerM2Cents: number | null } {
  const total = sumSizes(spaces.map((space) => space.sizeM2));
  const minPricePerM2Cents = spaces.length === 0 ? null : Math.min(...spaces.map((space) => space.pricePerM2Cents));
  return { totalSizeM2: toSizeDecimal(total), minPricePerM2Cents };
}

/**
 * Inserts a warehouse with its spaces, feature and service assignments and images: one insert per table.
 * Call it inside a transaction so the warehouse never exists half-written. Returns the new warehouse id.
 */
/** Distinct ids in a stable order, for the browse arrays. */
const idSet = (ids: readonly string[]) => [...new Set(ids.map((id) => id.toLowerCase()))].sort();

/**
 * The warehouse row's own columns, with the totals and id arrays derived from its spaces, features and
 * services, for insert and update alike.
 */
function warehouseColumns(input: WarehouseFields & Pick<NewWarehouse, 'spaces' | 'features' | 'services'>) {
  const { totalSizeM2, minPricePerM2Cents } = summariseSpaces(input.spaces);
  return {
    ...listingTextOf(input),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    isActive: input.isActive ?? true,
    ...(input.originalLocale ? { originalLocale: input.originalLocale } : {}),
    totalSizeM2,
    minPricePerM2Cents,
    spaceTypeIds: idSet(input.spaces.map((space) => space.spaceTypeId)),
    featureIds: idSet(input.features.map((feature) => feature.featureId)),
    serviceIds: idSet(input.services.map((service) => service.serviceId)),
    ...(input.listing ?? {}),
  };
}

export async function insertWarehouseWithChildren(tx: Executor, input: NewWarehouse): Promise<string> {
  const [row] = await tx
    .insert(warehouses)
    .values({ ownerId: input.ownerId, ...warehouseColumns(input) })
    .returning({ id: warehouses.id });
  const warehouseId = row!.id;

  await insertChildren(tx, warehouseId, input);
  if (input.translations?.length) await tx.insert(warehouseTranslations).values(input.translations.map((translation) => ({ warehouseId, ...translation })));
  await refreshWarehouseCard(tx, warehouseId);
  return warehouseId;
}

/**
 * Stores the warehouse's browse card as the database builds it (warehouse_card(), migration 0013), once
 * per save, at its end: insertWarehouseWithChildren and replaceWarehouseContent end with it, so a save
 * settles its images first (the card shows the first one's thumbnail); a create that claims uploads
 * after inserting calls it again. (Its map pin is kept by a trigger on the row, warehouses.map_pin; the
 * old pin column is emptied for the release before, see warehouseCards.pin.)
 */
export async function refreshWarehouseCard(tx: Executor, warehouseId: string): Promise<void> {
  await tx
    .insert(warehouseCards)
    .values({ warehouseId, card: sql`warehouse_card(${warehouseId}::uuid)`, pin: null })
    .onConflictDoUpdate({ target: warehouseCards.warehouseId, set: { card: sql`excluded.card`, pin: null } });
}

async function insertChildren(
  tx: Executor,
  warehouseId: string,
  input: Pick<NewWarehouse, 'spaces' | 'features' | 'services' | 'images'>,
): Promise<void> {
  if (input.spaces.length > 0) {
    await tx.insert(warehouseSpaces).values(
      input.spaces.map((space, position) => ({
        warehouseId,
        spaceTypeId: space.spaceTypeId,
        sizeM2: toSizeDecimal(space.sizeM2),
        pricePerM2Cents: space.pricePerM2Cents,
        position,
      })),
    );
  }
  if (input.features.length > 0) {
    await tx.insert(warehouseFeatures).values(
      input.features.map((feature) => ({ warehouseId, featureId: feature.featureId, customValue: feature.customValue ?? null })),
    );
  }
  if (input.services.length > 0) {
    await tx.insert(warehouseServices).values(
      input.services.map((service) => ({
        warehouseId,
        serviceId: service.serviceId,
        pricingType: service.pricingType,
        pricePerHourCents: service.pricePerHourCents ?? null,
        pricePerUnitCents: service.pricePerUnitCents ?? null,
        unitType: service.unitType ?? null,
        notes: service.notes ?? null,
      })),
    );
  }
  if (input.images.length > 0) {
    await tx.insert(warehouseImages).values(
      input.images.map((image, position) => ({ warehouseId, storageKey: image.storageKey, thumbnailKey: image.thumbnailKey, position })),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

export type WarehouseRow = typeof warehouses.$inferSelect;

export async function findWarehouseById(db: Executor, id: string): Promise<WarehouseRow | undefined> {
  return findRowById(db, warehouses, id);
}

/** The row, locked until the transaction ends: two saves of one warehouse run one after the other. */
export async function lockWarehouseById(tx: Executor, id: string): Promise<WarehouseRow | undefined> {
  return lockRowById(tx, warehouses, id);
}

export type WarehouseChildren = {
  spaces: { id: string; spaceTypeId: string; spaceTypeName: string; sizeM2: string; pricePerM2Cents: number }[];
  features: {
    featureId: string;
    name: string;
    type: 'accessibility' | 'equipment' | 'custom';
    icon: string | null;
    customValue: string | null;
  }[];
  services: {
    serviceId: string;
    name: string;
    description: string | null;
    icon: string | null;
    pricingType: PricingType;
    pricePerHourCents: number | null;
    pricePerUnitCents: number | null;
    unitType: string | null;
    notes: string | null;
  }[];
  images: { id: string; storageKey: string; thumbnailKey: string; position: number }[];
};

/**
 * The spaces of these warehouses with their ids and type's name, each warehouse's in form order: for
 * the warehouse's own page and form, an offer's allocations (each names one space) and the checks of
 * an inquiry (warehouse-availability.service).
 */
export async function findSpacesOfWarehouses(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: warehouseSpaces.id,
      warehouseId: warehouseSpaces.warehouseId,
      spaceTypeId: warehouseSpaces.spaceTypeId,
      spaceTypeName: spaceTypes.name,
      sizeM2: warehouseSpaces.sizeM2,
      pricePerM2Cents: warehouseSpaces.pricePerM2Cents,
    })
    .from(warehouseSpaces)
    .innerJoin(spaceTypes, eq(spaceTypes.id, warehouseSpaces.spaceTypeId))
    .where(inArray(warehouseSpaces.warehouseId, [...ids]))
    .orderBy(asc(warehouseSpaces.warehouseId), asc(warehouseSpaces.position), asc(warehouseSpaces.id));
}

/** Spaces (in form order, with their type's name), features and services (by name) and images (in order). */
export async function findWarehouseChildren(db: Executor, warehouseId: string): Promise<WarehouseChildren> {
  const spaceRows = await findSpacesOfWarehouses(db, [warehouseId]);
  const featureRows = await db
    .select({
      featureId: warehouseFeatures.featureId,
      name: features.name,
      type: features.type,
      icon: features.icon,
      customValue: warehouseFeatures.customValue,
    })
    .from(warehouseFeatures)
    .innerJoin(features, eq(features.id, warehouseFeatures.featureId))
    .where(eq(warehouseFeatures.warehouseId, warehouseId))
    .orderBy(asc(features.name));
  const serviceRows = await db
    .select({
      serviceId: warehouseServices.serviceId,
      name: services.name,
      description: services.description,
      icon: services.icon,
      pricingType: warehouseServices.pricingType,
      pricePerHourCents: warehouseServices.pricePerHourCents,
      pricePerUnitCents: warehouseServices.pricePerUnitCents,
      unitType: warehouseServices.unitType,
      notes: warehouseServices.notes,
    })
    .from(warehouseServices)
    .innerJoin(services, eq(services.id, warehouseServices.serviceId))
    .where(eq(warehouseServices.warehouseId, warehouseId))
    .orderBy(asc(services.name));
  const imageRows = await findWarehouseImages(db, warehouseId);
  return { spaces: spaceRows, features: featureRows, services: serviceRows, images: imageRows };
}

export async function findWarehouseImages(db: Executor, warehouseId: string) {
  return db
    .select({
      id: warehouseImages.id,
      storageKey: warehouseImages.storageKey,
      thumbnailKey: warehouseImages.thumbnailKey,
      position: warehouseImages.position,
    })
    .from(warehouseImages)
    .where(eq(warehouseImages.warehouseId, warehouseId))
    .orderBy(asc(warehouseImages.position), asc(warehouseImages.createdAt));
}

/**
 * Of these image ids, the ones this save may use: pending uploads of `uploadedBy`, or (on an update)
 * images that already belong to `warehouseId`.
 */
export async function findUsableImageIds(
  db: Executor,
  ids: readonly string[],
  uploadedBy: string,
  warehouseId?: string,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const pendingOfUploader = and(isNull(warehouseImages.warehouseId), eq(warehouseImages.uploadedBy, uploadedBy));
  const rows = await db
    .select({ id: warehouseImages.id })
    .from(warehouseImages)
    .where(
      and(
        inArray(warehouseImages.id, [...ids]),
        warehouseId ? or(pendingOfUploader, eq(warehouseImages.warehouseId, warehouseId)) : pendingOfUploader,
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Number of warehouses in the catalogue, active or not; with ownerId, that owner's only. */
export async function countWarehouseRows(db: Executor, ownerId?: string): Promise<number> {
  return db.$count(warehouses, ownerId ? eq(warehouses.ownerId, ownerId) : undefined);
}

export type MyWarehouseRow = {
  id: string;
  name: string;
  city: string;
  country: string;
  isActive: boolean;
  spacesCount: number;
  totalSizeM2: string;
  mainImage: { id: string; storageKey: string; thumbnailKey: string } | null;
  ownerEmail: string;
  updatedAt: Date;
  /** The single-space columns, for the single-space owners' dashboard (the space's size is totalSizeM2). */
  warehouseTypeName: string | null;
  minPricePerM2Cents: number | null;
};

/** A page of the dashboard table, newest first; without ownerId every owner's warehouses. */
export async function findWarehousesPage(
  db: Executor,
  options: { ownerId?: string; listingKind?: ListingKind; limit: number; offset: number },
): Promise<{ rows: MyWarehouseRow[]; total: number }> {
  const where = and(
    options.ownerId ? eq(warehouses.ownerId, options.ownerId) : undefined,
    options.listingKind ? eq(warehouses.listingKind, options.listingKind) : undefined,
  );
  // Correlated subqueries written out in SQL: Drizzle leaves columns of a one-table select unqualified.
  const spacesCount = sql<number>`(select count(*)::int from warehouse_spaces s where s.warehouse_id = "warehouses"."id")`;
  const mainImage = sql<{ id: string; storageKey: string; thumbnailKey: string } | null>`(
    select json_build_object('id', i.id, 'storageKey', i.storage_key, 'thumbnailKey', i.thumbnail_key)
    from warehouse_images i where i.warehouse_id = "warehouses"."id"
    order by i.position, i.created_at limit 1
  )`;
  const rows = db
    .select({
      id: warehouses.id,
      name: warehouses.name,
      city: warehouses.city,
      country: warehouses.country,
      isActive: warehouses.isActive,
      spacesCount,
      totalSizeM2: warehouses.totalSizeM2,
      mainImage,
      ownerEmail: users.email,
      updatedAt: warehouses.updatedAt,
      warehouseTypeName: warehouseTypes.name,
      minPricePerM2Cents: warehouses.minPricePerM2Cents,
    })
    .from(warehouses)
    .innerJoin(users, eq(users.id, warehouses.ownerId))
    .leftJoin(warehouseTypes, eq(warehouseTypes.id, warehouses.warehouseTypeId))
    .orderBy(desc(warehouses.createdAt), desc(warehouses.id))
    .$dynamic();
  return findPageWithTotal({ rows, counted: db.select({ value: count() }).from(warehouses).$dynamic(), where }, options);
}

// ---------------------------------------------------------------------------------------------
// Writes (call them inside a transaction)
// ---------------------------------------------------------------------------------------------

export type WarehouseFields = Omit<NewWarehouse, 'ownerId' | 'spaces' | 'features' | 'services' | 'images'>;

/**
 * Replaces the row's fields, spaces, features and services, recomputes the totals and stores the card:
 * call it after the save's image changes (claimImages, deleteImagesExcept).
 */
export async function replaceWarehouseContent(
  tx: Executor,
  warehouseId: string,
  input: WarehouseFields & Pick<NewWarehouse, 'spaces' | 'features' | 'services'>,
): Promise<void> {
  await tx
    .update(warehouses)
    .set({ ...warehouseColumns(input), updatedAt: sql`now()` })
    .where(eq(warehouses.id, warehouseId));
  await tx.delete(warehouseSpaces).where(eq(warehouseSpaces.warehouseId, warehouseId));
  await tx.delete(warehouseFeatures).where(eq(warehouseFeatures.warehouseId, warehouseId));
  await tx.delete(warehouseServices).where(eq(warehouseServices.warehouseId, warehouseId));
  await insertChildren(tx, warehouseId, { ...input, images: [] });
  await refreshWarehouseCard(tx, warehouseId);
}

/**
 * Attaches these images to the warehouse in this order (the first is the main image). Each must be a
 * pending upload of `uploadedBy` or already the warehouse's; the condition is part of the update, so
 * an image another save or the expiry cleanup took first is simply not updated. Returns the ids that were.
 */
export async function claimImages(
  tx: Executor,
  warehouseId: string,
  imageIds: readonly string[],
  uploadedBy: string,
): Promise<Set<string>> {
  const claimed = new Set<string>();
  for (const [position, id] of imageIds.entries()) {
    const rows = await tx
      .update(warehouseImages)
      .set({ warehouseId, position })
      .where(
        and(
          eq(warehouseImages.id, id),
          or(
            and(isNull(warehouseImages.warehouseId), eq(warehouseImages.uploadedBy, uploadedBy)),
            eq(warehouseImages.warehouseId, warehouseId),
          ),
        ),
      )
      .returning({ id: warehouseImages.id });
    for (const row of rows) claimed.add(row.id);
  }
  return claimed;
}

/** Deletes the warehouse's images that are not in keepIds; returns their storage keys, for removal after commit. */
export async function deleteImagesExcept(tx: Executor, warehouseId: string, keepIds: readonly string[]) {
  return tx
    .delete(warehouseImages)
    .where(
      and(eq(warehouseImages.warehouseId, warehouseId), keepIds.length > 0 ? notInArray(warehouseImages.id, [...keepIds]) : undefined),
    )
    .returning({ storageKey: warehouseImages.storageKey, thumbnailKey: warehouseImages.thumbnailKey });
}

export async function setWarehouseActive(tx: Executor, warehouseId: string, isActive: boolean): Promise<void> {
  // The card does not show the status (browse shows inactive warehouses only to their owners), so it stays.
  await tx.update(warehouses).set({ isActive, updatedAt: sql`now()` }).where(eq(warehouses.id, warehouseId));
}

/** A translation as stored: a text left out is null (the original is read for it). */
export type StoredTranslation = { locale: Locale; name: string | null; description: string | null };

/** The warehouse's translations, by language (at most one per language other than its original). */
export async function findWarehouseTranslations(db: Executor, warehouseId: string): Promise<StoredTranslation[]> {
  return db
    .select({ locale: warehouseTranslations.locale, name: warehouseTranslations.name, description: warehouseTranslations.description })
    .from(warehouseTranslations)
    .where(eq(warehouseTranslations.warehouseId, warehouseId))
    .orderBy(asc(warehouseTranslations.locale));
}

/** Replaces every translation of the warehouse with these (call it inside the save's transaction). */
export async function replaceWarehouseTranslations(tx: Executor, warehouseId: string, translations: readonly StoredTranslation[]): Promise<void> {
  await tx.delete(warehouseTranslations).where(eq(warehouseTranslations.warehouseId, warehouseId));
  if (translations.length === 0) return;
  await tx.insert(warehouseTranslations).values(translations.map((translation) => ({ warehouseId, ...translation })));
}

/** Removes the warehouse's translation into `locale`, if any: the language it is now written in. */
export async function deleteWarehouseTranslation(tx: Executor, warehouseId: string, locale: Locale): Promise<void> {
  await tx.delete(warehouseTranslations).where(and(eq(warehouseTranslations.warehouseId, warehouseId), eq(warehouseTranslations.locale, locale)));
}

/** Deletes the warehouse; spaces, assignments and image rows go with it (on delete cascade). */
export async function deleteWarehouseById(tx: Executor, warehouseId: string): Promise<void> {
  await tx.delete(warehouses).where(eq(warehouses.id, warehouseId));
}
