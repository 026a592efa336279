import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  boolean,
  jsonb,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '@shared/locales';
import { PRICING_TYPES } from '@shared/pricing';
import { users } from './auth';
import { createdAt, daterange, extensionKey, id, requiredRef, updatedAt } from './columns';
import { features, services, spaceTypes, warehouseTypes } from './reference';

/**
 * One listing model for both catalogues: a single-space listing (the older /warehouses screens) is a
 * warehouse with exactly one space, a warehouse type and operating hours.
 */
export const listingKind = pgEnum('listing_kind', ['multi_space', 'single_space']);
export const operatingHours = pgEnum('operating_hours', ['24_7', 'business_hours', 'custom']);

/** Open and close times (HH:MM) per weekday, for operating hours "custom". */
export type CustomHours = Partial<Record<'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday', { open: string; close: string }>>;

/** The product's languages as a SQL list, for the checks of the columns that name one. */
const KNOWN_LOCALES = sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '));

/** The multi-space catalogue (spec: m_warehouses), the one inquiries target. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: id(),
    ownerId: requiredRef('owner_id', () => users.id, 'restrict'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The language the owner wrote name and description in (src/shared/locales.ts): what a reader is
     * shown when no translation in their language exists, marked as such (docs/decisions/235-warehouse-translations.md).
     */
    originalLocale: text('original_locale', { enum: LOCALES }).notNull().default('en'),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    postalCode: text('postal_code').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isActive: boolean('is_active').notNull().default(true),
    listingKind: listingKind('listing_kind').notNull().default('multi_space'),
    warehouseTypeId: uuid('warehouse_type_id').references(() => warehouseTypes.id, { onDelete: 'restrict' }),
    operatingHours: operatingHours('operating_hours'),
    customHours: jsonb('custom_hours').$type<CustomHours>(),
    // Kept in step with the spaces on every save, so browse can filter and sort without aggregating.
    totalSizeM2: numeric('total_size_m2', { precision: 14, scale: 2 }).notNull().default('0'),
    minPricePerM2Cents: integer('min_price_per_m2_cents'),
    // The ids of its spaces' types, its features and its services, kept in step on every save like the
    // totals (space_type_ids also names the badges of cards and pins).
    spaceTypeIds: uuid('space_type_ids').array().notNull().default(sql`'{}'::uuid[]`),
    featureIds: uuid('feature_ids').array().notNull().default(sql`'{}'::uuid[]`),
    serviceIds: uuid('service_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /**
     * All three in one array (ids are unique across the tables): "has every selected space type,
     * feature and service" is one containment that one GIN index answers, intersecting its posting
     * lists itself — 2.5 times faster than ANDing three indexes' bitmaps (docs/decisions/047-browse-filters-are-index-backed.md).
     */
    filterIds: uuid('filter_ids')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`space_type_ids || feature_ids || service_ids`),
    /**
     * Text that browse's free-text search matches, folded by search_fold() (accents removed, lower
     * case: "Türkiye" is "turkiye"), with a trigram index. Migration 0015 defines search_fold.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`search_fold(name || ' ' || description || ' ' || city || ' ' || country || ' ' || address || ' ' || postal_code)`,
      ),
    /**
     * City and country folded the same way, stored: browse's walk tests them on every row it reads (from
     * the browse index, which includes them), and calling search_fold there cost about 5 µs a row.
     */
    cityFold: text('city_fold').notNull().generatedAlwaysAs(sql`search_fold(city)`),
    countryFold: text('country_fold').notNull().generatedAlwaysAs(sql`search_fold(country)`),
    /**
     * A range covering every day any of the warehouse's space_commitments has ever reached (null:
     * never committed), widened by a trigger on space_commitments (migration 0023) and never
     * narrowed: a commitment released or deleted leaves it as wide. Browse with dates probes the
     * commitments only of warehouses whose span meets the days, on the index alone (about 1 in 5
     * of the scale seed for a month ahead), instead of every row it walks.
     */
    commitmentSpan: daterange('commitment_span'),
    /**
     * The warehouse's map pin as JSON text (a MapPin, warehouse_pin_of()), null without coordinates or
     * when it is over 2,000 bytes; set by a trigger (migration 0025) whenever a column it shows is
     * written, whoever writes the row. Included in warehouses_map_idx, so the map's walk reads its
     * pins with the rows it walks instead of probing a table for each (Europe's pins 2.2 → 1.5 ms).
     * The bound keeps an index row under btree's 2,704 bytes; a longer pin, only possible with very
     * long non-Latin names, is built when read (warehouse_pin()).
     */
    mapPin: text('map_pin'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('warehouses_owner_id_idx').on(t.ownerId),
    index('warehouses_owner_kind_idx').on(t.ownerId, t.listingKind, t.createdAt),
    // Browse's newest-first walk over active warehouses (read backwards). Migrations 0016 and 0023 add
    // INCLUDE (filter_ids, min_price_per_m2_cents, total_size_m2, city_fold, country_fold,
    // commitment_span), which drizzle cannot express: the walk tests every filter but free text and
    // space requirements on the index alone.
    index('warehouses_browse_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    // Partial, like every browse index: a search is of active warehouses, and a full index made the
    // planner add a bitmap of a `where is_active` index (95,000 rows) to test it (migration 0021).
    index('warehouses_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`).where(sql`${t.isActive}`),
    index('warehouses_city_trgm_idx').using('gin', sql`${t.cityFold} gin_trgm_ops`).where(sql`${t.isActive}`),
    // Browse's walk within one country, newest first (a country filter that names one stored country,
    // see warehouse_countries). Migrations 0022 and 0023 add INCLUDE (filter_ids, min_price_per_m2_cents,
    // total_size_m2, city_fold, commitment_span), which drizzle cannot express, as for warehouses_browse_idx.
    index('warehouses_country_browse_idx').on(t.countryFold, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('warehouses_location_idx').on(t.longitude, t.latitude).where(sql`${t.isActive} and ${t.latitude} is not null`),
    // The map's walk in id order (an even sample of a viewport). Migrations 0014, 0020, 0023 and 0025 add
    // INCLUDE (longitude, latitude, total_size_m2, commitment_span, map_pin), which drizzle cannot
    // express: the viewport, and with dates the size and whether to probe the commitments, are tested
    // on the index alone, and the pins read from it.
    index('warehouses_map_idx').on(t.id).where(sql`${t.isActive} and ${t.latitude} is not null and ${t.longitude} is not null`),
    index('warehouses_min_price_idx').on(t.minPricePerM2Cents).where(sql`${t.isActive}`),
    index('warehouses_total_size_idx').on(t.totalSizeM2).where(sql`${t.isActive}`),
    index('warehouses_filter_ids_idx').using('gin', t.filterIds),
    check('warehouses_original_locale', sql`${t.originalLocale} in (${KNOWN_LOCALES})`),
    check('warehouses_latitude_range', sql`${t.latitude} is null or ${t.latitude} between -90 and 90`),
    check('warehouses_longitude_range', sql`${t.longitude} is null or ${t.longitude} between -180 and 180`),
  ],
);

/**
 * The owner's translations of a warehouse's name and description, one per language other than the one
 * it is written in (warehouses.original_locale; the service keeps that rule). Either text may be left
 * out: a reader then sees the original of that one. Deleted with the warehouse. Browse, the map and the
 * detail read one row by (warehouse, reader's language), the primary key
 * (docs/decisions/235-warehouse-translations.md).
 */
export const warehouseTranslations = pgTable(
  'warehouse_translations',
  {
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    locale: text('locale', { enum: LOCALES }).notNull(),
    name: text('name'),
    description: text('description'),
    /**
     * The name as a JSON string in ASCII (json_string, json_ascii: as the stored cards and pins are
     * written), so a page in this language puts it into a card or pin without escaping it (json_with_name,
     * migration 0049).
     */
    nameJson: text('name_json').generatedAlwaysAs(sql`json_ascii(json_string(name))`),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Browse and the map probe it once per row shown (translatedNameJoin), the detail reads a warehouse's rows.
    primaryKey({ columns: [t.warehouseId, t.locale] }),
    check('warehouse_translations_locale', sql`${t.locale} in (${KNOWN_LOCALES})`),
    check('warehouse_translations_some_text', sql`${t.name} is not null or ${t.description} is not null`),
  ],
);

/** A warehouse as an inquiry, offer or booking names it (listedWarehouse in the contracts). */
export const listedWarehouseColumns = { id: warehouses.id, name: warehouses.name, city: warehouses.city, country: warehouses.country };

/**
 * Every folded country a warehouse has been saved with (warehouses.country_fold), kept by a trigger on
 * warehouses (migration 0022) whoever writes the row. The browse country filter is "contains": it
 * finds the few stored countries that contain what was typed here (about 150 rows), then reads the
 * warehouses by equality on their index. A trigram search of country_fold cost 5 ms for "netherlands"
 * (its trigrams' postings cover half the countries). Countries no warehouse has any more stay: they
 * match nothing.
 */
export const warehouseCountries = pgTable('warehouse_countries', {
  countryFold: text('country_fold').primaryKey(),
});

/**
 * How many active warehouses with coordinates lie in each one-degree cell (longitude and latitude
 * rounded down), kept by triggers on warehouses (migration 0024) whoever writes the row. The map
 * counts a viewport's matches only to choose how to read its pins; with no filter, the cells wholly
 * inside the viewport already say there are enough to walk, and only a viewport with fewer is counted
 * (mapPinsCountStatement; docs/decisions/060-map-cells.md, figures in
 * bench/results/2026-11-27-browse-pass-3-runs-1-5.md).
 */
export const warehouseMapCells = pgTable(
  'warehouse_map_cells',
  {
    cellLongitude: smallint('cell_longitude').notNull(),
    cellLatitude: smallint('cell_latitude').notNull(),
    warehouses: integer('warehouses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cellLongitude, t.cellLatitude] })],
);

/**
 * Each warehouse's browse card as JSON text (a WarehouseSummary), written by the database function
 * warehouse_card() in the same transaction as every save (refreshWarehouseCard). A page of results
 * reads 24 stored strings instead of building 24 cards from six tables, and the server sends them on
 * without parsing (docs/decisions/051-browse-stored-cards.md). A table of its own, so the warehouses rows that
 * filters scan stay narrow. (Map pins are stored on warehouses, warehouses.map_pin.)
 */
export const warehouseCards = pgTable('warehouse_cards', {
  warehouseId: extensionKey('warehouse_id', () => warehouses.id),
  card: text('card').notNull(),
  /**
   * The pin before migration 0025 moved it to warehouses.map_pin. Kept one release for the processes
   * of the release before, which read it during a rolling deploy (docs/operations.md, "expand, then
   * contract"); a save now sets it to null, so they build that pin on the fly instead of showing a
   * stale one. Drop it in the next release.
   */
  pin: text('pin'),
});

export const warehouseSpaces = pgTable(
  'warehouse_spaces',
  {
    id: id(),
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    spaceTypeId: requiredRef('space_type_id', () => spaceTypes.id, 'restrict'),
    sizeM2: numeric('size_m2', { precision: 12, scale: 2 }).notNull(),
    pricePerM2Cents: integer('price_per_m2_cents').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('warehouse_spaces_warehouse_id_idx').on(t.warehouseId),
    index('warehouse_spaces_type_idx').on(t.spaceTypeId, t.warehouseId),
    check('warehouse_spaces_size_positive', sql`${t.sizeM2} > 0`),
    check('warehouse_spaces_price_non_negative', sql`${t.pricePerM2Cents} >= 0`),
  ],
);

export const warehouseFeatures = pgTable(
  'warehouse_features',
  {
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    featureId: requiredRef('feature_id', () => features.id, 'restrict'),
    customValue: text('custom_value'),
  },
  // (feature, warehouse) lets "has every selected feature" be answered from the index alone.
  (t) => [primaryKey({ columns: [t.warehouseId, t.featureId] }), index('warehouse_features_feature_idx').on(t.featureId, t.warehouseId)],
);

export const pricingType = pgEnum('service_pricing_type', PRICING_TYPES);

/**
 * A service assigned to a listing with its rates, the same on a warehouse and on a listing request
 * (whose approval copies them over); each table puts its parent's reference first.
 */
export const serviceAssignmentColumns = () => ({
  serviceId: requiredRef('service_id', () => services.id, 'restrict'),
  pricingType: pricingType('pricing_type').notNull(),
  pricePerHourCents: integer('price_per_hour_cents'),
  pricePerUnitCents: integer('price_per_unit_cents'),
  unitType: text('unit_type'),
  notes: text('notes'),
});

export const warehouseServices = pgTable(
  'warehouse_services',
  {
    warehouseId: requiredRef('warehouse_id', () => warehouses.id, 'cascade'),
    ...serviceAssignmentColumns(),
  },
  (t) => [primaryKey({ columns: [t.warehouseId, t.serviceId] }), index('warehouse_services_service_idx').on(t.serviceId, t.warehouseId)],
);

/**
 * An uploaded image as stored, the same for a warehouse's and a listing request's pictures: the
 * storage keys of the full-size image and its thumbnail, its place in the list (0 is the main image)
 * and when it was uploaded (pending uploads expire by it). Each table puts its owner first.
 */
export const storedImageColumns = () => ({
  storageKey: text('storage_key').notNull(),
  thumbnailKey: text('thumbnail_key').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const warehouseImages = pgTable(
  'warehouse_images',
  {
    id: id(),
    /** Null while uploaded but not yet saved with a warehouse; such uploads expire after a day. */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id, { onDelete: 'cascade' }),
    /** Who uploaded it: only they (or the warehouse's owner, or an administrator) may use or remove it. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    ...storedImageColumns(),
  },
  (t) => [
    index('warehouse_images_warehouse_idx').on(t.warehouseId, t.position),
    index('warehouse_images_pending_idx').on(t.createdAt).where(sql`${t.warehouseId} is null`),
  ],
);
