import { z } from 'zod';
import { BROWSE_PAGE_SIZE, BROWSE_RESULT_LIMIT, browsePageWindow } from '../paging';
import { BROWSE_DATES_PROBLEM_MESSAGES, BROWSE_QUERY_MESSAGES, browseLimitMessage, WAREHOUSE_FORM_MESSAGES } from '../errors';
import { LISTING_KINDS } from '../listing-kinds';
import { listingLanguageInput, LISTING_DESCRIPTION_MAX, LISTING_NAME_MAX } from '../listing-translations';
import { LOCALES } from '../locales';
import { PRICING_TYPES } from '../pricing';
import { listSearch, pageOf, pageQuery } from './pagination';
import { type DayRange, periodProblem } from '../capacity';
import { isIsoDate } from '../dates';
import { listedWarehouse, whenValid } from './common';

export const MAX_WAREHOUSE_IMAGES = 20;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Pending uploads not saved with a warehouse within this time are deleted with their files. */
export const PENDING_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A listing's own texts: its name, description and address. Every kind of listing has them (a
 * multi-space warehouse, a single-space listing, a visitor's listing request), and they pass from one
 * to the next as they are: a form saved, a listing copied, a request approved.
 */
export type ListingText = { name: string; description: string; address: string; city: string; country: string; postalCode: string };

/** Just the listing texts of `source` (a parsed form, a row), so nothing else rides along into a save or an answer. */
export function listingTextOf(source: ListingText): ListingText {
  const { name, description, address, city, country, postalCode } = source;
  return { name, description, address, city, country, postalCode };
}

/** A text a form requires: trimmed, not blank (`message`), at most `max` characters. */
export const requiredText = (message: string, max = 200) => z.string().trim().min(1, message).max(max);
const cents = z.number().int().min(0).max(100_000_000);

/** Nothing was given (no value, null or an empty text): a field's "required" message, not its "invalid" one (spec 01 section 5). */
export const isMissing = (input: unknown) => input === undefined || input === null || input === '';

/** A space's size in m²: more than 0, at most two decimals; `missingMessage` when none is given. */
export function spaceSizeInput(missingMessage: string) {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? missingMessage : WAREHOUSE_FORM_MESSAGES.invalidSize) })
    .gt(0, WAREHOUSE_FORM_MESSAGES.sizePositive)
    .max(10_000_000, WAREHOUSE_FORM_MESSAGES.invalidSize)
    .multipleOf(0.01, WAREHOUSE_FORM_MESSAGES.invalidSize);
}

/** A space's price per m² in whole cents, 0 or more; `missingMessage` when none is given. */
export function spacePriceInput(missingMessage: string) {
  return z
    .number({ error: (issue) => (isMissing(issue.input) ? missingMessage : WAREHOUSE_FORM_MESSAGES.invalidPrice) })
    .int(WAREHOUSE_FORM_MESSAGES.invalidPrice)
    .min(0, WAREHOUSE_FORM_MESSAGES.invalidPrice)
    .max(100_000_000, WAREHOUSE_FORM_MESSAGES.invalidPrice);
}

/** Where a listing is, as its forms require it: the street address, city, country and postal code. */
export const listingAddressInput = {
  address: requiredText(WAREHOUSE_FORM_MESSAGES.addressRequired, 300),
  city: requiredText(WAREHOUSE_FORM_MESSAGES.cityRequired, 100),
  country: requiredText(WAREHOUSE_FORM_MESSAGES.countryRequired, 100),
  postalCode: requiredText(WAREHOUSE_FORM_MESSAGES.postalCodeRequired, 20),
};

const warehouseSpaceInput = z.object({
  // A missing value is "required"; a value that is not a space type id is "invalid" (spec 01 section 5).
  spaceTypeId: z.uuid({
    error: (issue) => (isMissing(issue.input) ? WAREHOUSE_FORM_MESSAGES.spaceTypeRequired : WAREHOUSE_FORM_MESSAGES.invalidSpaceType),
  }),
  sizeM2: spaceSizeInput(WAREHOUSE_FORM_MESSAGES.invalidSize),
  pricePerM2Cents: spacePriceInput(WAREHOUSE_FORM_MESSAGES.priceRequired),
});

export const warehouseFeatureInput = z.object({
  featureId: z.uuid(),
  customValue: z.string().trim().max(200).nullable().optional(),
});

/** The pricing type is derived on the server (derivePricingType), never taken from the client. */
export const warehouseServiceInput = z.object({
  serviceId: z.uuid(),
  pricePerHourCents: cents.nullable().optional(),
  pricePerUnitCents: cents.nullable().optional(),
  unitType: z.string().trim().max(50).nullable().optional(),
  notes: z.string().trim().max(500).nullable().optional(),
});

/** The features and services a listing's form assigns (the multi-space and single-space forms and a listing request alike). */
export const catalogueLinesInput = {
  features: z.array(warehouseFeatureInput).max(100).default([]),
  services: z.array(warehouseServiceInput).max(100).default([]),
};

export const warehouseInput = z.object({
  name: requiredText(WAREHOUSE_FORM_MESSAGES.nameRequired, LISTING_NAME_MAX),
  description: z.string().trim().max(LISTING_DESCRIPTION_MAX).default(''),
  /** The language of name and description, and the owner's translations of them (listing-translations.ts). */
  ...listingLanguageInput,
  ...listingAddressInput,
  /** Optional; when both are missing the server geocodes the address at save time. */
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  isActive: z.boolean().default(true),
  spaces: z.array(warehouseSpaceInput).min(1, WAREHOUSE_FORM_MESSAGES.atLeastOneSpace).max(50),
  ...catalogueLinesInput,
  /** Uploaded image ids in display order; the first is the main image. */
  imageIds: z.array(z.uuid()).max(MAX_WAREHOUSE_IMAGES, WAREHOUSE_FORM_MESSAGES.tooManyImages).default([]),
});
export type WarehouseInput = z.input<typeof warehouseInput>;
/** The input after parsing (defaults applied), as the server's service receives it. */
export type ParsedWarehouseInput = z.output<typeof warehouseInput>;

export const warehouseImage = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
});
export type WarehouseImage = z.infer<typeof warehouseImage>;

const warehouseSpace = z.object({
  id: z.string(),
  spaceTypeId: z.string(),
  spaceTypeName: z.string(),
  sizeM2: z.number(),
  pricePerM2Cents: z.number().int(),
});
export type WarehouseSpace = z.infer<typeof warehouseSpace>;

export const warehouseFeature = z.object({
  featureId: z.string(),
  name: z.string(),
  type: z.enum(['accessibility', 'equipment', 'custom']),
  icon: z.string().nullable(),
  customValue: z.string().nullable(),
});

export const warehouseService = z.object({
  serviceId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
  pricingType: z.enum(PRICING_TYPES),
  pricePerHourCents: z.number().int().nullable(),
  pricePerUnitCents: z.number().int().nullable(),
  unitType: z.string().nullable(),
  notes: z.string().nullable(),
});

/** A feature and a service as a listing (or a listing request) stores them: what its form reads back. */
export type SavedFeatureAssignment = Pick<z.infer<typeof warehouseFeature>, 'featureId' | 'customValue'>;
export type SavedServiceAssignment = Omit<z.infer<typeof warehouseService>, 'name' | 'description' | 'icon'>;

/** Where a listing is, as every listing's answer gives it. */
export const listingAddress = { address: z.string(), city: z.string(), country: z.string(), postalCode: z.string() };

/** What a listing's detail answer says of the listing itself, in either catalogue (multi-space or single-space). */
export const listingDetailFields = {
  id: z.string(),
  ownerId: z.string(),
  /** In the reader's language when the owner translated it, else the original; each says its language. */
  name: z.string(),
  nameLocale: z.enum(LOCALES),
  description: z.string(),
  descriptionLocale: z.enum(LOCALES),
  /** The language the owner wrote the listing in: of what is never translated, the services' units and notes. */
  writtenIn: z.enum(LOCALES),
  ...listingAddress,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isActive: z.boolean(),
};

/** What a listing's form edits of its texts: the originals, their language and every translation. */
const listingEditableTexts = z.object({
  name: z.string(),
  description: z.string(),
  writtenIn: z.enum(LOCALES),
  /** Empty texts are none (the original is shown for them). */
  translations: z.array(z.object({ locale: z.enum(LOCALES), name: z.string(), description: z.string() })),
});
export type ListingEditableTexts = z.infer<typeof listingEditableTexts>;

/** What is on a listing, in either catalogue's detail answer, and what the viewer may do with it. */
export const listingDetailContents = {
  /** Only for a viewer who may manage the listing (canManage); null for everyone else. */
  editableTexts: listingEditableTexts.nullable(),
  features: z.array(warehouseFeature),
  services: z.array(warehouseService),
  images: z.array(warehouseImage),
  /** The viewer may edit, toggle, duplicate and delete it (its owner or an administrator). */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const warehouseDetail = z.object({
  ...listingDetailFields,
  /** single_space listings are edited in the /warehouses catalogue's form, multi_space in /m-warehouses. */
  listingKind: z.enum(LISTING_KINDS),
  totalSizeM2: z.number(),
  minPricePerM2Cents: z.number().int().nullable(),
  spaces: z.array(warehouseSpace),
  ...listingDetailContents,
});
export type WarehouseDetail = z.infer<typeof warehouseDetail>;

/** GET /api/warehouses/:id/free-space: both dates, as browse takes them. */
export const warehouseFreeSpaceQuery = z
  .object({
    from: z.string({ message: BROWSE_QUERY_MESSAGES.datesTogether }).refine(isIsoDate, BROWSE_QUERY_MESSAGES.invalidDate),
    to: z.string({ message: BROWSE_QUERY_MESSAGES.datesTogether }).refine(isIsoDate, BROWSE_QUERY_MESSAGES.invalidDate),
  })
  .superRefine(browseDateRangeRule, whenValid('from', 'to', 'minFree'));
/** Free m² per space type of the warehouse on every day of the dates (capacity is counted per type). */
export const warehouseFreeSpace = z.object({
  from: z.string(),
  to: z.string(),
  spaceTypes: z.array(z.object({ spaceTypeId: z.string(), freeM2: z.number() })),
});
export type WarehouseFreeSpace = z.infer<typeof warehouseFreeSpace>;

/** A warehouse as a browse card and a map pin name it: which one, and where. */
const browsedWarehouse = {
  id: z.string(),
  /** In the reader's language when the owner translated it, else the original; nameLocale says which. */
  name: z.string(),
  nameLocale: z.enum(LOCALES),
  city: z.string(),
  country: z.string(),
};

/**
 * A card in the browse list: what the card shows, nothing more (it is most of a browse answer). Names
 * in alphabetical order; the main image's thumbnail, or null.
 */
const warehouseSummary = z.object({
  ...browsedWarehouse,
  totalSizeM2: z.number(),
  minPricePerM2Cents: z.number().int().nullable(),
  spaceTypes: z.array(z.string()),
  features: z.array(z.string()),
  services: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
});
export type WarehouseSummary = z.infer<typeof warehouseSummary>;

const idList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(z.uuid({ message: BROWSE_QUERY_MESSAGES.unknownFilter })).max(50));
const optionalNumber = z.coerce.number().min(0).max(1_000_000_000).optional();

/** A space requirement for the inquiry picker: warehouses with at least this much of the type. */
const spaceRequirement = z.object({ spaceTypeId: z.uuid(), sizeM2: z.number().min(0) });

/**
 * Browse filters, shared by the list, the map and the inquiry picker. They live in the URL on
 * screen, so a search can be shared and the back button works. Prices are in euros here.
 */
export const browseFilters = z.object({
  q: listSearch,
  /**
   * What q matches: by default name, description, city, country, address and postal code;
   * `name-city-country` only those three (the inquiry form's warehouse picker, spec 02 section 9).
   */
  qScope: z.enum(['all', 'name-city-country']).optional(),
  spaceTypes: idList.optional(),
  features: idList.optional(),
  services: idList.optional(),
  minSize: optionalNumber,
  maxSize: optionalNumber,
  minPrice: optionalNumber,
  maxPrice: optionalNumber,
  city: z.string().trim().max(100).optional(),
  country: z.string().trim().max(100).optional(),
  /**
   * Free space for dates (shared/capacity.ts): both or neither, inclusive, at most CAPACITY_MAX_DAYS
   * (checked by browseDateRangeRule). With them, each selected space type (or, with none selected,
   * some type) must have at least `minFree` m² free on every day, more than 0 when it is absent;
   * each space request's type must have the summed request free.
   */
  from: z.string().refine(isIsoDate, BROWSE_QUERY_MESSAGES.invalidDate).optional(),
  to: z.string().refine(isIsoDate, BROWSE_QUERY_MESSAGES.invalidDate).optional(),
  minFree: optionalNumber,
  /** JSON array of space requirements, as the picker sends it. */
  spaceRequests: z
    .string()
    .max(5000)
    .transform((value, context) => {
      try {
        return JSON.parse(value) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: BROWSE_QUERY_MESSAGES.spaceRequestsNotArray });
        return z.NEVER;
      }
    })
    .pipe(z.array(spaceRequirement).max(20))
    .optional(),
});
export type BrowseFilters = z.infer<typeof browseFilters>;

/** The browse dates as a DayRange, or null when none were given (browseDateRangeRule has checked them). */
export function browseDayRange(filters: Pick<BrowseFilters, 'from' | 'to'>): DayRange | null {
  return filters.from && filters.to ? { from: filters.from, to: filters.to } : null;
}

/**
 * The date filter's rules across fields: both dates or neither, `to` not before `from`, at most
 * CAPACITY_MAX_DAYS, and `minFree` only with dates. A refinement of every query built on browseFilters
 * (zod cannot extend a refined object, so each applies it).
 */
export function browseDateRangeRule(filters: Pick<BrowseFilters, 'from' | 'to' | 'minFree'>, context: z.RefinementCtx): void {
  const { from, to } = filters;
  if ((from === undefined) !== (to === undefined)) {
    context.addIssue({ code: 'custom', path: [from === undefined ? 'from' : 'to'], message: BROWSE_QUERY_MESSAGES.datesTogether });
    return;
  }
  if (from === undefined || to === undefined) {
    if (filters.minFree !== undefined) context.addIssue({ code: 'custom', path: ['minFree'], message: BROWSE_QUERY_MESSAGES.minFreeNeedsDates });
    return;
  }
  const problem = periodProblem({ from, to });
  if (problem) context.addIssue({ code: 'custom', path: ['to'], message: BROWSE_DATES_PROBLEM_MESSAGES[problem] });
}

export const browseQuery = browseFilters
  .extend(pageQuery({ defaultSize: BROWSE_PAGE_SIZE, maxSize: 60, maxPage: 10_000 }))
  .superRefine((query, context) => {
    browseDateRangeRule(query, context);
    // A page must start within the listed matches (see BROWSE_RESULT_LIMIT).
    if (browsePageWindow(query.page, query.pageSize).limit === 0) {
      context.addIssue({ code: 'custom', path: ['page'], message: browseLimitMessage(BROWSE_RESULT_LIMIT) });
    }
  }, whenValid('from', 'to', 'minFree', 'page', 'pageSize'));
export type BrowseQuery = z.infer<typeof browseQuery>;
export const browseResponse = z.object({
  items: z.array(warehouseSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** More matches follow this page, within the ones a search lists (BROWSE_RESULT_LIMIT). */
  hasMore: z.boolean(),
  /** This page ends at BROWSE_RESULT_LIMIT and more matches follow, which the list does not show. */
  limitReached: z.boolean(),
  /** How many match, when they were few enough to collect; null for a broad search, which is not counted. */
  total: z.number().int().nullable(),
  /**
   * With from/to: each card's free m² for those dates, by warehouse id (the selected space types'
   * summed free m², or all types' when none is selected). Beside the cards because they are stored JSON.
   */
  free: z.record(z.string(), z.number()).optional(),
});
export type BrowseResponse = z.infer<typeof browseResponse>;

/** Map pins for a viewport: compact, since a viewport may hold thousands. */
export const mapPinsQuery = browseFilters.extend({
  west: z.coerce.number().min(-180).max(180).optional(),
  south: z.coerce.number().min(-90).max(90).optional(),
  east: z.coerce.number().min(-180).max(180).optional(),
  north: z.coerce.number().min(-90).max(90).optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(500),
}).superRefine(browseDateRangeRule, whenValid('from', 'to', 'minFree'));
export type MapPinsQuery = z.infer<typeof mapPinsQuery>;
/** A viewport is all four edges or none; south must not be above north (west > east crosses the antimeridian). */
const mapPin = z.object({
  ...browsedWarehouse,
  /** To 5 decimals (about a metre): the pin is stored that way to keep 500 of them small. */
  latitude: z.number(),
  longitude: z.number(),
  /** The names of its space types, A to Z, as a card gives them. */
  spaceTypes: z.array(z.string()),
});
export type MapPin = z.infer<typeof mapPin>;
export const mapPinsResponse = z.object({
  pins: z.array(mapPin),
  /** More warehouses in the viewport match than the limit let through. */
  hasMore: z.boolean(),
});
export type MapPinsResponse = z.infer<typeof mapPinsResponse>;

/** A row of the owner's dashboard (administrators see every warehouse). */
const myWarehouseRow = z.object({
  ...listedWarehouse.shape,
  isActive: z.boolean(),
  spacesCount: z.number().int(),
  totalSizeM2: z.number(),
  mainImage: warehouseImage.nullable(),
  ownerEmail: z.string(),
  updatedAt: z.string(),
});
export const myWarehousesQuery = z.object({
  ...pageQuery(),
});
export const myWarehousesResponse = pageOf(myWarehouseRow);
export type MyWarehousesResponse = z.infer<typeof myWarehousesResponse>;

export const warehouseStatusBody = z.object({ isActive: z.boolean() });
export const createdWarehouse = z.object({ id: z.string() });
