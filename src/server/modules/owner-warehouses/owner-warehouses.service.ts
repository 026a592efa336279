import {
  type CustomHours,
  type OwnerWarehouseDetail,
  type OwnerWarehousesResponse,
  type ParsedOwnerWarehouseInput,
  WEEKDAYS,
} from '@shared/contracts/owner-warehouses';
import { listingTextOf, type ParsedWarehouseInput } from '@shared/contracts/warehouses';
import { OWNER_WAREHOUSE_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { spaceTypeNameForWarehouseType } from '@shared/listing-kinds';
import type { Locale } from '@shared/locales';
import { can } from '@shared/permissions';
import type { Executor } from '../../db/client';
import type { Actor } from '../../platform/activity-log';
import { AppError } from '../../platform/errors';
import { pageAnswer, pageWindow } from '../../platform/paging';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { getReferenceData } from '../reference/reference.service';
import { toWarehouseImage } from '../warehouses/warehouse-images.files';
import {
  createWarehouse,
  deleteWarehouse,
  duplicateWarehouse,
  findListingsPage,
  getWarehouse,
  type ListingColumns,
  setWarehouseStatus,
  updateWarehouse,
  type WarehouseDeps,
  type WarehouseReadDeps,
} from '../warehouses/warehouses.service';
import { findListingById, type ListingRow } from './owner-warehouses.repository';

/**
 * The single-space owner warehouses (/warehouses on screen). One listing model: such a listing is a
 * warehouse with listing_kind single_space and exactly one space, so every save, toggle, copy and
 * delete goes through the warehouses service (geocoding, totals, image claiming, the history guard,
 * live events, the activity log). This module adds what is particular to it: the warehouse type and
 * its space type, the operating hours, and who may create (warehouse owners only).
 */

/**
 * The listing, if it is a single-space one the viewer may see; any other id is "Warehouse not found"
 * here, so a hidden listing's existence never leaks. With `manage`, the viewer must also be allowed to
 * change it (403), checked before the body's references. The warehouses service each operation calls
 * next checks both again on the locked row.
 */
async function requireSingleSpace(db: Executor, viewer: Viewer | null, id: string, manage = false): Promise<ListingRow> {
  const listing = await findListingById(db, id);
  if (!listing || listing.listingKind !== 'single_space' || !can(viewer, 'warehouse:view', listing)) {
    throw new AppError('not_found', WAREHOUSE_MESSAGES.notFound);
  }
  if (manage) requirePermission(viewer, 'warehouse:manage', listing);
  return listing;
}

/** Custom hours in weekday order, closed days left out; none unless the hours are custom. */
function normaliseHours(input: ParsedOwnerWarehouseInput): CustomHours | null {
  if (input.operatingHours !== 'custom' || !input.customHours) return null;
  const hours: CustomHours = {};
  for (const day of WEEKDAYS) {
    const entry = input.customHours[day];
    if (entry) hours[day] = { open: entry.open, close: entry.close };
  }
  return hours;
}

/**
 * The listing columns and the one space's type, derived from the warehouse type (see
 * spaceTypeNameForWarehouseType). An unknown type id is a 400 on warehouseTypeId, like the
 * warehouses module reports unknown reference ids.
 */
async function resolveListing(db: Executor, input: ParsedOwnerWarehouseInput): Promise<{ listing: ListingColumns; spaceTypeId: string }> {
  const reference = await getReferenceData(db);
  const warehouseType = reference.warehouseTypes.find((type) => type.id === input.warehouseTypeId);
  if (!warehouseType) {
    throw new AppError('validation_error', OWNER_WAREHOUSE_MESSAGES.invalidType, { warehouseTypeId: [OWNER_WAREHOUSE_MESSAGES.invalidType] });
  }
  const spaceTypeName = spaceTypeNameForWarehouseType(warehouseType.name);
  const spaceType = reference.spaceTypes.find((type) => type.name === spaceTypeName);
  // The mapping names seeded reference data; if an administrator removed that space type, that is ours to fix.
  if (!spaceType) throw new Error(`Space type "${spaceTypeName}" for warehouse type "${warehouseType.name}" is missing`);
  return {
    listing: {
      listingKind: 'single_space',
      warehouseTypeId: warehouseType.id,
      operatingHours: input.operatingHours,
      customHours: normaliseHours(input),
    },
    spaceTypeId: spaceType.id,
  };
}

/** The warehouses module's input for this listing: its one space, and no coordinates (the address is geocoded). */
function toWarehouseInput(input: ParsedOwnerWarehouseInput, spaceTypeId: string): ParsedWarehouseInput {
  return {
    ...listingTextOf(input),
    writtenIn: input.writtenIn,
    translations: input.translations,
    isActive: true,
    spaces: [{ spaceTypeId, sizeM2: input.sizeM2, pricePerM2Cents: input.pricePerM2Cents }],
    features: input.features,
    services: input.services,
    imageIds: input.imageIds,
  };
}

// ---------------------------------------------------------------------------------------------
// Reads
// ---------------------------------------------------------------------------------------------

/**
 * One single-space listing by the warehouses' visibility rule; anything else is "Warehouse not found".
 * Name and description in `locale` where the owner translated them (getWarehouse).
 */
export async function getOwnerWarehouse(deps: WarehouseReadDeps, viewer: Viewer | null, id: string, locale?: Locale): Promise<OwnerWarehouseDetail> {
  const listing = await requireSingleSpace(deps.db, viewer, id);
  // The warehouse's own answer, its one space laid flat in place of the multi-space fields.
  const { listingKind: _listingKind, totalSizeM2, minPricePerM2Cents: _minPrice, spaces, ...warehouse } = await getWarehouse(
    deps,
    viewer,
    id,
    locale,
  );
  const [space] = spaces;
  return {
    ...warehouse,
    warehouseTypeId: listing.warehouseTypeId,
    warehouseTypeName: listing.warehouseTypeName,
    spaceId: space?.id ?? null,
    spaceTypeId: space?.spaceTypeId ?? null,
    spaceTypeName: space?.spaceTypeName ?? null,
    sizeM2: totalSizeM2,
    pricePerM2Cents: space?.pricePerM2Cents ?? null,
    operatingHours: listing.operatingHours,
    customHours: listing.operatingHours === 'custom' ? (listing.customHours ?? {}) : null,
  };
}

/** "My Warehouses" (/warehouses/dashboard): the viewer's own single-space listings, newest first. */
export async function listOwnerWarehouses(
  deps: WarehouseReadDeps,
  viewer: Viewer | null,
  query: { page: number; pageSize: number },
): Promise<OwnerWarehousesResponse> {
  const owner = requirePermission(viewer, 'listings:manage-own');
  const found = await findListingsPage(deps.db, { ownerId: owner.id, listingKind: 'single_space', ...pageWindow(query) });
  return pageAnswer(query, found, (row) => ({
    id: row.id,
    name: row.name,
    warehouseTypeName: row.warehouseTypeName,
    city: row.city,
    country: row.country,
    sizeM2: Number(row.totalSizeM2),
    pricePerM2Cents: row.minPricePerM2Cents,
    isActive: row.isActive,
    mainImage: row.mainImage ? toWarehouseImage(deps.storage, row.mainImage) : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

// ---------------------------------------------------------------------------------------------
// Writes: checks of this catalogue, then the warehouses service (transaction, row lock, events)
// ---------------------------------------------------------------------------------------------

export async function createOwnerWarehouse(deps: WarehouseDeps, actor: Actor, input: ParsedOwnerWarehouseInput): Promise<{ id: string }> {
  requirePermission(actor.viewer, 'listing:create');
  const { listing, spaceTypeId } = await resolveListing(deps.db, input);
  return createWarehouse(deps, actor, toWarehouseInput(input, spaceTypeId), { listing });
}

/** Saves the form over the listing (its owner or an administrator); the status stays as the dashboard's switch set it. */
export async function updateOwnerWarehouse(
  deps: WarehouseDeps,
  actor: Actor,
  id: string,
  input: ParsedOwnerWarehouseInput,
): Promise<OwnerWarehouseDetail> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  await requireSingleSpace(deps.db, viewer, id, true);
  const { listing, spaceTypeId } = await resolveListing(deps.db, input);
  await updateWarehouse(deps, actor, id, toWarehouseInput(input, spaceTypeId), { listing, keepStatus: true });
  return getOwnerWarehouse(deps, viewer, id, actor.locale);
}

export async function setOwnerWarehouseStatus(deps: WarehouseDeps, actor: Actor, id: string, isActive: boolean): Promise<OwnerWarehouseDetail> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  await requireSingleSpace(deps.db, viewer, id, true);
  await setWarehouseStatus(deps, actor, id, isActive);
  return getOwnerWarehouse(deps, viewer, id, actor.locale);
}

/** A full copy "{name} (Copy)": the warehouses service copies the listing columns with everything else. */
export async function duplicateOwnerWarehouse(deps: WarehouseDeps, actor: Actor, id: string): Promise<{ id: string }> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  await requireSingleSpace(deps.db, viewer, id, true);
  return duplicateWarehouse(deps, actor, id);
}

/** Refused with 409 while inquiries (and so offers or bookings) refer to it, like any warehouse. */
export async function deleteOwnerWarehouse(deps: WarehouseDeps, actor: Actor, id: string): Promise<void> {
  const viewer = requirePermission(actor.viewer, 'warehouse:manage');
  await requireSingleSpace(deps.db, viewer, id, true);
  await deleteWarehouse(deps, actor, id);
}
