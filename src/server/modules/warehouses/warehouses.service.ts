import type { FieldError } from '@shared/contracts/common';
import {
  type ListingText,
  listingTextOf,
  type MyWarehousesResponse,
  type ParsedWarehouseInput,
  type WarehouseDetail,
  type WarehouseFreeSpace,
} from '@shared/contracts/warehouses';
import { WAREHOUSE_CHANGE_EVENT_KEYS } from '@shared/contracts/live-keys';
import { duplicateWarehouseName } from '@shared/warehouse-names';
import type { DayRange } from '@shared/capacity';
import { OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_FORM_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { storedTranslations, textsInLanguage, translationProblems } from '@shared/listing-translations';
import { type Locale, SOURCE_LOCALE } from '@shared/locales';
import { derivePricingType } from '@shared/pricing';
import { can } from '@shared/permissions';
import { type Executor, hasSqlState, STILL_REFERENCED } from '../../db/client';
import { type Actor, recordActivity, withRefusalsLogged } from '../../platform/activity-log';
import type { AppContext, ServiceDeps } from '../../platform/context';
import { AppError, throwIfInvalid } from '../../platform/errors';
import { createAppGeocoder, type GeocodeQuery, type Geocoder, type GeoPoint } from '../../platform/geocoding';
import type { StoredImageKeys } from '../../platform/images';
import { pageAnswer, pageWindow } from '../../platform/paging';
import type { Storage } from '../../platform/storage';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { findFreeByType } from '../capacity/capacity.service';
import { checkCatalogueReferences } from '../reference/reference.service';
import { copyStoredImage, type Log, removeStoredFiles, toWarehouseImage } from './warehouse-images.files';
import {
  claimImages,
  countWarehouseRows,
  deleteImagesExcept,
  deleteWarehouseById,
  deleteWarehouseTranslation,
  findUsableImageIds,
  findWarehouseById,
  findWarehouseChildren,
  findWarehouseImages,
  findWarehousesPage,
  findWarehouseTranslations,
  insertWarehouseWithChildren,
  refreshWarehouseCard,
  type ListingColumns,
  type ListingKind,
  lockWarehouseById,
  replaceWarehouseContent,
  replaceWarehouseTranslations,
  setWarehouseActive,
  type StoredTranslation,
  type WarehouseChildren,
  type WarehouseFeatureAssignment,
  type WarehouseRow,
  type WarehouseServiceAssignment,
} from './warehouses.repository';

/** The shapes a save takes, for the modules that save through this service (and their tests). */
export type { ListingColumns, WarehouseSpaceInput } from './warehouses.repository';

/** What reads need: the database and the storage (for image URLs). */
export type WarehouseReadDeps = { db: Executor; storage: Storage };
/** What writes need besides: live events, the geocoder, and a logger for work after the commit. */
export type WarehouseDeps = ServiceDeps & { storage: Storage; geocoder: Geocoder; log: Log };

/** What the warehouse services need, from the running app (the catalogue's and the owner warehouses' routes). */
export function createWarehouseDeps(ctx: AppContext, log: Log): WarehouseDeps {
  return { db: ctx.db, events: ctx.events, storage: ctx.storage, geocoder: createAppGeocoder(ctx.config, log), log };
}

// ---------------------------------------------------------------------------------------------
// Who may do what: src/shared/permissions.ts (warehouse:view, warehouse:manage, ...)
// ---------------------------------------------------------------------------------------------

/** One the viewer cannot even see is "Warehouse not found" (404), so a hidden warehouse's existence never leaks. */
function requireManageable(viewer: Viewer, warehouse: WarehouseRow | undefined): WarehouseRow {
  if (!warehouse || !can(viewer, 'warehouse:view', warehouse)) throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
  requirePermission(viewer, 'warehouse:manage', warehouse);
  return warehouse;
}

/**
 * A warehouse that inquiries (and, through them, offers and bookings) refer to must keep its
 * history, so deleting it is refused with 409 and the owner deactivates it instead. The foreign keys
 * (ON DELETE RESTRICT) are the rule: the delete fails inside its transaction, so no inquiry can slip
 * in between a check and the delete, and the catalogue needs no look into the inquiries module.
 */
async function deleteUnreferencedWarehouse(tx: Executor, warehouseId: string): Promise<void> {
  try {
    await deleteWarehouseById(tx, warehouseId);
  } catch (error) {
    if (hasSqlState(error, ...STILL_REFERENCED)) throw new AppError('warehouse_in_use', WAREHOUSE_FORM_MESSAGES.inUse);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/**
 * The detail's texts: name and description in the reader's language where the owner translated them
 * (each with its language), and for whoever may edit the listing, what the form edits.
 */
function detailTexts(row: WarehouseRow, translations: readonly StoredTranslation[], locale: Locale, canManage: boolean) {
  const original = { name: row.name, description: row.description, locale: row.originalLocale };
  return {
    ...textsInLanguage(original, translations.find((translation) => translation.locale === locale), locale),
    writtenIn: row.originalLocale,
    editableTexts: canManage
      ? {
          name: row.name,
          description: row.description,
          writtenIn: row.originalLocale,
          translations: translations.map((translation) => ({
            locale: translation.locale,
            name: translation.name ?? '',
            description: translation.description ?? '',
          })),
        }
      : null,
  };
}

function toDetail(
  storage: Storage,
  viewer: Viewer | null,
  row: WarehouseRow,
  children: WarehouseChildren,
  translations: readonly StoredTranslation[],
  locale: Locale,
): WarehouseDetail {
  const canManage = can(viewer, 'warehouse:manage', row);
  return {
    id: row.id,
    ownerId: row.ownerId,
    ...listingTextOf(row),
    ...detailTexts(row, translations, locale, canManage),
    latitude: row.latitude,
    longitude: row.longitude,
    isActive: row.isActive,
    listingKind: row.listingKind,
    totalSizeM2: Number(row.totalSizeM2),
    minPricePerM2Cents: row.minPricePerM2Cents,
    spaces: children.spaces.map(({ id, spaceTypeId, spaceTypeName, sizeM2, pricePerM2Cents }) => ({
      id,
      spaceTypeId,
      spaceTypeName,
      sizeM2: Number(sizeM2),
      pricePerM2Cents,
    })),
    features: children.features,
    services: children.services,
    images: children.images.map((image) => toWarehouseImage(storage, image)),
    canManage,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One warehouse with everything on it, if the viewer may see it; otherwise "Warehouse not found". Its
 * name and description in `locale` (the reader's, requestLocale) where the owner translated them; the
 * viewer's profile language, or English, when a caller has no request to read it from.
 */
export async function getWarehouse(
  deps: WarehouseReadDeps,
  viewer: Viewer | null,
  id: string,
  locale: Locale = viewer?.locale ?? SOURCE_LOCALE,
): Promise<WarehouseDetail> {
  const row = await findWarehouseById(deps.db, id);
  if (!row || !can(viewer, 'warehouse:view', row)) throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
  return toDetail(deps.storage, viewer, row, await findWarehouseChildren(deps.db, id), await findWarehouseTranslations(deps.db, id), locale);
}

/**
 * Free m² per space type for every day of the range (the detail page, with browse's dates), for
 * whoever may see the warehouse; types in the order of the warehouse's spaces.
 */
export async function getWarehouseFreeSpace(
  deps: WarehouseReadDeps,
  viewer: Viewer | null,
  id: string,
  range: DayRange,
): Promise<WarehouseFreeSpace> {
  const row = await findWarehouseById(deps.db, id);
  if (!row || !can(viewer, 'warehouse:view', row)) throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
  const free = await findFreeByType(deps.db, id, range);
  return { from: range.from, to: range.to, spaceTypes: [...free].map(([spaceTypeId, freeM2]) => ({ spaceTypeId, freeM2 })) };
}

/**
 * The multi-space dashboard table, newest first: an owner sees their own multi-space warehouses, an
 * administrator every one. Single-space listings have their own dashboard (/warehouses/dashboard).
 */
export async function listMyWarehouses(
  deps: WarehouseReadDeps,
  viewer: Viewer | null,
  query: { page: number; pageSize: number },
): Promise<MyWarehousesResponse> {
  const signedIn = requirePermission(viewer, 'warehouse:manage');
  const ownerId = can(signedIn, 'warehouses:view-all') ? undefined : signedIn.id;
  const found = await findWarehousesPage(deps.db, { ownerId, listingKind: 'multi_space', ...pageWindow(query) });
  return pageAnswer(query, found, (row) => ({
    id: row.id,
    name: row.name,
    city: row.city,
    country: row.country,
    isActive: row.isActive,
    spacesCount: Number(row.spacesCount),
    totalSizeM2: Number(row.totalSizeM2),
    mainImage: row.mainImage ? toWarehouseImage(deps.storage, row.mainImage) : null,
    ownerEmail: row.ownerEmail,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/**
 * A page of listings of one kind, newest first, as repository rows (for the single-space owners'
 * dashboard, which adds its own permission check and columns).
 */
export async function findListingsPage(
  db: Executor,
  options: { ownerId?: string; listingKind: ListingKind; limit: number; offset: number },
) {
  return findWarehousesPage(db, options);
}

/**
 * Number of warehouses in the multi-space catalogue, active or not; with ownerId, that owner's only.
 * For the dashboards; every write below announces WAREHOUSE_CHANGE_EVENT_KEYS, which include the
 * dashboard's, so the counts on open dashboards follow.
 */
export async function countWarehouses(db: Executor, ownerId?: string): Promise<number> {
  return countWarehouseRows(db, ownerId);
}

// ---------------------------------------------------------------------------------------------
// Validation the schema cannot do: ids that must exist, uploads that must be the viewer's
// ---------------------------------------------------------------------------------------------

/**
 * Checks every reference of the form against the database and reports every problem at once, by
 * field path ("spaces.1.spaceTypeId"), like the schema's own errors. The message is the first problem.
 */
async function validateReferences(db: Executor, input: ParsedWarehouseInput, uploaderId: string, warehouseId?: string): Promise<void> {
  const errors: FieldError[] = [];
  const add = (path: string, message: string) => errors.push({ path, message });

  const featureTypes = await checkCatalogueReferences(db, input, add);
  input.features.forEach((feature, index) => {
    // A repeated feature is already reported as such; only its first line needs a value.
    const isFirst = input.features.findIndex((other) => other.featureId === feature.featureId) === index;
    if (isFirst && featureTypes.get(feature.featureId) === 'custom' && !feature.customValue?.trim()) {
      add(`features.${index}.customValue`, WAREHOUSE_FORM_MESSAGES.customValueRequired);
    }
  });

  const usableImages = await findUsableImageIds(db, input.imageIds, uploaderId, warehouseId);
  const seenImages = new Set<string>();
  input.imageIds.forEach((imageId, index) => {
    if (!usableImages.has(imageId)) add(`imageIds.${index}`, WAREHOUSE_FORM_MESSAGES.invalidImage);
    else if (seenImages.has(imageId)) add(`imageIds.${index}`, WAREHOUSE_FORM_MESSAGES.duplicateImage);
    seenImages.add(imageId);
  });

  throwIfInvalid(errors);
}

/** Claims the listed images inside the transaction; one taken meanwhile (another save, the expiry) fails the save. */
async function claimListedImages(tx: Executor, warehouseId: string, imageIds: readonly string[], uploaderId: string): Promise<void> {
  const claimed = await claimImages(tx, warehouseId, imageIds, uploaderId);
  const errors: FieldError[] = [];
  imageIds.forEach((imageId, index) => {
    if (!claimed.has(imageId)) errors.push({ path: `imageIds.${index}`, message: WAREHOUSE_FORM_MESSAGES.invalidImage });
  });
  throwIfInvalid(errors);
}

/** A feature line of a form as stored: its details text trimmed, blank being none. */
function toFeatureAssignment(feature: { featureId: string; customValue?: string | null }): WarehouseFeatureAssignment {
  return { featureId: feature.featureId, customValue: feature.customValue?.trim() || null };
}

type ServiceLine = NewListingForOwner['services'][number];

/**
 * A service line of a form (the warehouse forms' and a listing request's) as stored: the pricing type
 * derived from the rates given, never taken from the client (spec 01 section 4); texts trimmed.
 */
export function toServiceAssignment(service: ServiceLine): Required<WarehouseServiceAssignment> {
  return {
    serviceId: service.serviceId,
    pricingType: derivePricingType(service),
    pricePerHourCents: service.pricePerHourCents ?? null,
    pricePerUnitCents: service.pricePerUnitCents ?? null,
    unitType: service.unitType?.trim() || null,
    notes: service.notes?.trim() || null,
  };
}

/** The row's own fields of a save: the listing texts, the pin and the status. */
function warehouseFields(input: ListingText & { isActive: boolean }, point: GeoPoint | null) {
  return { ...listingTextOf(input), latitude: point?.latitude ?? null, longitude: point?.longitude ?? null, isActive: input.isActive };
}

/** Coordinates the owner gave: both, or none at all (one without the other is not a position). */
function givenCoordinates(input: ParsedWarehouseInput): GeoPoint | null {
  return typeof input.latitude === 'number' && typeof input.longitude === 'number'
    ? { latitude: input.latitude, longitude: input.longitude }
    : null;
}

const locationOf = (place: GeocodeQuery): GeocodeQuery => ({ address: place.address, city: place.city, country: place.country });
const sameLocation = (a: GeocodeQuery, b: GeocodeQuery) => a.address === b.address && a.city === b.city && a.country === b.country;

/** Never fails a save: the geocoder answers null on any trouble, and so does this on anything unexpected. */
async function geocodeSafely(deps: Pick<WarehouseDeps, 'geocoder' | 'log'>, place: GeocodeQuery): Promise<GeoPoint | null> {
  try {
    return await deps.geocoder.geocode(locationOf(place));
  } catch (error) {
    deps.log.warn({ err: error, city: place.city, country: place.country }, 'geocoding failed; the warehouse gets no pin');
    return null;
  }
}

/** Open pages refetch warehouse lists, details, map pins and dashboard counts. Ids only, so everyone may hear it. */
async function announceCatalogueChanged(deps: Pick<WarehouseDeps, 'events'>): Promise<void> {
  await deps.events.publish({ audience: 'everyone', event: { type: 'invalidate', keys: [...WAREHOUSE_CHANGE_EVENT_KEYS] } });
}

function inputSummary(input: ParsedWarehouseInput) {
  return {
    name: input.name,
    writtenIn: input.writtenIn ?? null,
    translations: input.translations?.map((translation) => translation.locale) ?? null,
    city: input.city,
    country: input.country,
    isActive: input.isActive,
    spaces: input.spaces.length,
    features: input.features.map((feature) => feature.featureId),
    services: input.services.map((service) => service.serviceId),
    imageIds: input.imageIds,
    coordinatesGiven: givenCoordinates(input) !== null,
  };
}

// ---------------------------------------------------------------------------------------------
// Writes
// ---------------------------------------------------------------------------------------------

/** A save's language: the one it names, else the saved one; and its translations, when it gives them. */
type SaveLanguage = { writtenIn: Locale; translations: StoredTranslation[] | undefined };

/**
 * The language a save writes the listing in and the translations it keeps, checked against that
 * language (none in it, one per language; 400 with the body's paths). `savedLocale` is the row's.
 */
function saveLanguageOf(input: ParsedWarehouseInput, savedLocale: Locale): SaveLanguage {
  const writtenIn = input.writtenIn ?? savedLocale;
  if (input.translations === undefined) return { writtenIn, translations: undefined };
  throwIfInvalid(translationProblems(writtenIn, input.translations));
  return { writtenIn, translations: storedTranslations(input.translations) };
}

/**
 * Stores the save's translations in place of the saved ones; without them, only drops the one in the
 * language the listing is now written in (a listing has no translation into its own language).
 */
async function saveTranslations(tx: Executor, warehouseId: string, language: SaveLanguage): Promise<void> {
  if (language.translations) await replaceWarehouseTranslations(tx, warehouseId, language.translations);
  else await deleteWarehouseTranslation(tx, warehouseId, language.writtenIn);
}

/**
 * How the single-space owner warehouses save through the same functions: `listing` sets
 * the kind, warehouse type and hours; `keepStatus` leaves is_active as it is on the locked row (that
 * form has no visibility field; the dashboard's switch sets it).
 */
export type WarehouseSaveOptions = { listing?: ListingColumns; keepStatus?: boolean };

/**
 * What a save of the form writes over the warehouse, new or edited: the row's own fields, the language
 * it is written in, the single-space listing's columns, and its spaces, features and services.
 */
function savedContent(input: ParsedWarehouseInput, point: GeoPoint | null, language: SaveLanguage, options: WarehouseSaveOptions) {
  return {
    ...warehouseFields(input, point),
    originalLocale: language.writtenIn,
    ...(options.listing ? { listing: options.listing } : {}),
    spaces: input.spaces,
    features: input.features.map(toFeatureAssignment),
    services: input.services.map(toServiceAssignment),
  };
}

/**
 * The multi-space form saves every space it shows, so it must not turn a single-space listing into
 * a multi-space one (or the other way round): each kind is saved by its own form.
 */
function assertSameListingKind(warehouse: WarehouseRow, options: WarehouseSaveOptions): void {
  const kind = options.listing?.listingKind ?? 'multi_space';
  if (warehouse.listingKind === kind) return;
  if (kind === 'multi_space') throw new AppError('single_space_listing', OWNER_WAREHOUSE_MESSAGES.editInSingleSpaceForm);
  throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
}

/**
 * Creates a warehouse owned by the viewer (a warehouse_owner or an administrator) with its spaces,
 * features, services and uploaded images, in one transaction. Without owner coordinates the address
 * is geocoded first, outside the transaction (an online geocoder may take seconds).
 */
export async function createWarehouse(
  deps: WarehouseDeps,
  actor: Actor,
  input: ParsedWarehouseInput,
  options: WarehouseSaveOptions = {},
): Promise<{ id: string }> {
  const viewer = requirePermission(actor.viewer, 'warehouse:create');
  const activity = { type: 'warehouse.created', data: { input_params: inputSummary(input) } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    await validateReferences(deps.db, input, viewer.id);
    const language = saveLanguageOf(input, SOURCE_LOCALE);
    const point = givenCoordinates(input) ?? (await geocodeSafely(deps, input));
    const id = await deps.db.transaction(async (tx) => {
      const warehouseId = await insertWarehouseWithChildren(tx, {
        ownerId: viewer.id,
        ...savedContent(input, point, language, options),
        images: [],
        translations: language.translations ?? [],
      });
      await claimListedImages(tx, warehouseId, input.imageIds, viewer.id);
      // The uploads are claimed after the insert stored the card: store it again with its main image.
      if (input.imageIds.length > 0) await refreshWarehouseCard(tx, warehouseId);
      await recordActivity(tx, {
        type: activity.type,
        message: `Warehouse "${input.name}" created`,
        status: 'success',
        data: { ...activity.data, output_data: { warehouseId, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null } },
        viewer,
        requestId: actor.requestId,
      });
      return warehouseId;
    });
    await announceCatalogueChanged(deps);
    return { id };
  });
}

/**
 * Saves the whole form over the warehouse: fields, spaces, features and services replaced, images
 * replaced by the listed ones in their order (dropped ones deleted, their files removed after the
 * commit). The row is locked for the transaction. Geocodes again when the owner gave no coordinates
 * and the address, city or country changed, there is no pin yet, or the owner cleared the pin (nulls).
 */
export async function updateWarehouse(
  deps: WarehouseDeps,
  actor: Actor,
  id: string,
  input: ParsedWarehouseInput,
  options: WarehouseSaveOptions = {},
): Promise<WarehouseDetail> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const activity = { type: 'warehouse.updated', data: { input_params: { warehouseId: id, ...inputSummary(input) } } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    const current = requireManageable(viewer, await findWarehouseById(deps.db, id));
    assertSameListingKind(current, options);
    await validateReferences(deps.db, input, viewer.id, id);
    saveLanguageOf(input, current.originalLocale);
    const given = givenCoordinates(input);
    const hasPin = current.latitude !== null && current.longitude !== null;
    // Explicit nulls mean the owner cleared the pin: find it again from the address. Left out, the pin stays.
    const pinCleared = input.latitude === null && input.longitude === null;
    const geocoded =
      !given && (pinCleared || !sameLocation(current, input) || !hasPin) ? await geocodeSafely(deps, input) : undefined;

    const removedImages = await deps.db.transaction(async (tx) => {
      const locked = requireManageable(viewer, await lockWarehouseById(tx, id));
      assertSameListingKind(locked, options);
      // Checked again on the locked row: another save may have changed the language meanwhile.
      const language = saveLanguageOf(input, locked.originalLocale);
      let point: GeoPoint | null;
      if (given) point = given;
      else if (geocoded !== undefined) point = geocoded;
      // Unchanged address: the pin stays. (If another save moved it meanwhile, the old pin would be wrong.)
      else if (sameLocation(locked, input) && locked.latitude !== null && locked.longitude !== null) {
        point = { latitude: locked.latitude, longitude: locked.longitude };
      } else point = null;

      // Images first: replacing the content stores the card, which shows the first image.
      await claimListedImages(tx, id, input.imageIds, viewer.id);
      const removed = await deleteImagesExcept(tx, id, input.imageIds);
      await replaceWarehouseContent(tx, id, {
        ...savedContent(input, point, language, options),
        ...(options.keepStatus ? { isActive: locked.isActive } : {}),
      });
      await saveTranslations(tx, id, language);
      await recordActivity(tx, {
        type: activity.type,
        message: `Warehouse "${input.name}" updated`,
        status: 'success',
        data: { ...activity.data, output_data: { warehouseId: id, removedImages: removed.length, latitude: point?.latitude ?? null, longitude: point?.longitude ?? null } },
        viewer,
        requestId: actor.requestId,
      });
      return removed;
    });
    await removeStoredFiles(deps.storage, removedImages, deps.log);
    await announceCatalogueChanged(deps);
    return getWarehouse(deps, viewer, id, actor.locale);
  });
}

/** The dashboard's active/inactive switch. */
export async function setWarehouseStatus(deps: WarehouseDeps, actor: Actor, id: string, isActive: boolean): Promise<WarehouseDetail> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const activity = { type: 'warehouse.status_changed', data: { input_params: { warehouseId: id, isActive } } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    await deps.db.transaction(async (tx) => {
      const warehouse = requireManageable(viewer, await lockWarehouseById(tx, id));
      await setWarehouseActive(tx, id, isActive);
      await recordActivity(tx, {
        type: activity.type,
        message: `Warehouse "${warehouse.name}" ${isActive ? 'activated' : 'deactivated'}`,
        status: 'success',
        data: { ...activity.data, output_data: { previous: warehouse.isActive } },
        viewer,
        requestId: actor.requestId,
      });
    });
    await announceCatalogueChanged(deps);
    return getWarehouse(deps, viewer, id, actor.locale);
  });
}

/**
 * A full copy named "{name} (Copy)": fields, coordinates, status, spaces, features, services and images,
 * owned by the original's owner. Image files are copied under new keys first, so deleting either
 * warehouse later never breaks the other; if the save fails the copies are removed again.
 */
export async function duplicateWarehouse(deps: WarehouseDeps, actor: Actor, id: string): Promise<{ id: string }> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const activity = { type: 'warehouse.duplicated', data: { input_params: { warehouseId: id } } };
  return withRefusalsLogged(deps.db, actor, activity, async () => {
    const original = requireManageable(viewer, await findWarehouseById(deps.db, id));
    const children = await findWarehouseChildren(deps.db, id);
    const translations = await findWarehouseTranslations(deps.db, id);
    const copiedImages: StoredImageKeys[] = [];
    try {
      for (const image of children.images) {
        const copy = await copyStoredImage(deps.storage, image);
        if (copy) copiedImages.push(copy);
        else deps.log.warn({ imageId: image.id, warehouseId: id }, 'duplicate: an image file is missing; the copy goes without it');
      }
      const copyId = await deps.db.transaction(async (tx) => {
        const name = duplicateWarehouseName(original.name);
        const warehouseId = await insertWarehouseWithChildren(tx, {
          ownerId: original.ownerId,
          ...listingTextOf(original),
          name,
          originalLocale: original.originalLocale,
          latitude: original.latitude,
          longitude: original.longitude,
          isActive: original.isActive,
          // A single-space listing's copy is single-space too, with the same type and hours.
          listing: {
            listingKind: original.listingKind,
            warehouseTypeId: original.warehouseTypeId,
            operatingHours: original.operatingHours,
            customHours: original.customHours,
          },
          // The repository stores each line's own columns; the names read with them stay behind.
          spaces: children.spaces,
          features: children.features,
          services: children.services,
          images: copiedImages,
          // The translated names say it is a copy too, as the original's does.
          translations: translations.map((translation) => ({ ...translation, name: translation.name === null ? null : duplicateWarehouseName(translation.name) })),
        });
        await recordActivity(tx, {
          type: activity.type,
          message: `Warehouse "${original.name}" duplicated as "${name}"`,
          status: 'success',
          data: { ...activity.data, output_data: { warehouseId, images: copiedImages.length } },
          viewer,
          requestId: actor.requestId,
        });
        return warehouseId;
      });
      await announceCatalogueChanged(deps);
      return { id: copyId };
    } catch (error) {
      await removeStoredFiles(deps.storage, copiedImages, deps.log);
      throw error;
    }
  });
}

/** Deletes the warehouse with everything on it; its image files are removed after the commit. */
export async function deleteWarehouse(deps: WarehouseDeps, actor: Actor, id: string): Promise<void> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  const activity = { type: 'warehouse.deleted', data: { input_params: { warehouseId: id } } };
  await withRefusalsLogged(deps.db, actor, activity, async () => {
    const images = await deps.db.transaction(async (tx) => {
      const warehouse = requireManageable(viewer, await lockWarehouseById(tx, id));
      const stored = await findWarehouseImages(tx, id);
      await deleteUnreferencedWarehouse(tx, id);
      await recordActivity(tx, {
        type: activity.type,
        message: `Warehouse "${warehouse.name}" deleted`,
        status: 'success',
        data: { ...activity.data, output_data: { name: warehouse.name, ownerId: warehouse.ownerId, images: stored.length } },
        viewer,
        requestId: actor.requestId,
      });
      return stored;
    });
    await removeStoredFiles(deps.storage, images, deps.log);
    await announceCatalogueChanged(deps);
  });
}

// ---------------------------------------------------------------------------------------------
// For other domains that create a listing inside their own transaction (listing-request approval)
// ---------------------------------------------------------------------------------------------

/** A new multi-space listing for `ownerId`, as another domain has validated it; its images are already stored. */
export type NewListingForOwner = ListingText & {
  ownerId: string;
  /** The language name and description are written in (English unless given), and the owner's translations of them. */
  originalLocale?: Locale;
  translations?: readonly StoredTranslation[];
  spaces: readonly { spaceTypeId: string; sizeM2: string | number; pricePerM2Cents: number }[];
  features: readonly { featureId: string; customValue?: string | null }[];
  services: readonly {
    serviceId: string;
    pricePerHourCents?: number | null;
    pricePerUnitCents?: number | null;
    unitType?: string | null;
    notes?: string | null;
  }[];
  images: readonly StoredImageKeys[];
};

/**
 * The pin of a new listing from its address, like the create path: call it before opening the
 * transaction (an online geocoder may take seconds). Never fails: null on any trouble.
 */
export async function locateNewListing(deps: Pick<WarehouseDeps, 'geocoder' | 'log'>, place: GeocodeQuery): Promise<GeoPoint | null> {
  return geocodeSafely(deps, place);
}

/**
 * Inserts an active multi-space listing with its spaces, features, services and images inside the
 * caller's transaction, the way createWarehouse does: custom values trimmed, pricing types derived
 * from the rates, total size and "From" price kept in step by the repository. Answers the new id.
 * The caller announces the change after its commit (announceListingCreated).
 */
export async function insertListingForOwner(tx: Executor, input: NewListingForOwner, point: GeoPoint | null): Promise<string> {
  const translations = input.translations ?? [];
  throwIfInvalid(translationProblems(input.originalLocale ?? SOURCE_LOCALE, translations));
  return insertWarehouseWithChildren(tx, {
    ownerId: input.ownerId,
    ...warehouseFields({ ...input, isActive: true }, point),
    ...(input.originalLocale ? { originalLocale: input.originalLocale } : {}),
    spaces: input.spaces,
    features: input.features.map(toFeatureAssignment),
    services: input.services.map(toServiceAssignment),
    images: input.images,
    translations,
  });
}

/** After the commit of insertListingForOwner: open catalogue pages and dashboards refetch. */
export async function announceListingCreated(deps: Pick<WarehouseDeps, 'events'>): Promise<void> {
  await announceCatalogueChanged(deps);
}
