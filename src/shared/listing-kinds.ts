/**
 * One listing model for both catalogues (docs/decisions/085-one-listing-model.md): a
 * single-space listing of the older /warehouses screens is a warehouse with exactly one space. Its
 * space's type follows from the warehouse type, so browse filters, inquiries, offers and bookings,
 * which all work on spaces, treat it like any other warehouse.
 */

export const LISTING_KINDS = ['multi_space', 'single_space'] as const;

/** The space type a single-space listing's one space gets, by warehouse type name (reference data names). */
const SPACE_TYPE_BY_WAREHOUSE_TYPE: Readonly<Record<string, string>> = {
  'Cold Store': 'Cold Storage',
  'Open Yard': 'Outdoors',
  'Bonded Warehouse': 'Bonded',
};

/** Every other warehouse type (General Storage, Distribution Centre, Cross-Dock Facility, new ones) stores indoors. */
const DEFAULT_SINGLE_SPACE_TYPE = 'Indoor';

export function spaceTypeNameForWarehouseType(warehouseTypeName: string): string {
  return SPACE_TYPE_BY_WAREHOUSE_TYPE[warehouseTypeName] ?? DEFAULT_SINGLE_SPACE_TYPE;
}
