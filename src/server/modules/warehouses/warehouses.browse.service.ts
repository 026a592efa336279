import {
  type BrowseFilters,
  type BrowseQuery,
  type BrowseResponse,
  browseDayRange,
  type MapPinsQuery,
} from '@shared/contracts/warehouses';
import { BROWSE_RESULT_LIMIT, browsePageWindow } from '@shared/paging';
import { BROWSE_QUERY_MESSAGES, GENERIC_MESSAGES } from '@shared/errors';
import { type Locale, SOURCE_LOCALE } from '@shared/locales';
import { euroToCents } from '@shared/money';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Viewer } from '../../platform/viewer';
import {
  type BrowseCriteria,
  choosePageStrategy,
  countMapPins,
  findBrowsePage,
  findCountriesContaining,
  findMapPinsAndMore,
  type Viewport,
  type Visibility,
  withoutDates,
} from './warehouses.browse.repository';

export type BrowseDeps = { db: Database };

/**
 * Who sees what in browse and on the map: visitors see active warehouses; a signed-in user also sees
 * their own inactive ones, so an owner finds a listing they switched off. Administrators browse like
 * any user; the owners' dashboard is where they see every warehouse.
 */
export function visibilityFor(viewer: Viewer | null): Visibility {
  return { viewerId: viewer?.id ?? null };
}

/**
 * The filters as the repository takes them. Requirements of the same space type add up: 500 + 300 m²
 * of Indoor is 800. `countries`: with a country filter, the stored countries that contain it
 * (findCountriesContaining; browseCriteria finds them).
 */
export function toBrowseCriteria(filters: BrowseFilters, countries?: readonly string[]): BrowseCriteria {
  const required = new Map<string, number>();
  for (const requirement of filters.spaceRequests ?? []) {
    required.set(requirement.spaceTypeId, (required.get(requirement.spaceTypeId) ?? 0) + requirement.sizeM2);
  }
  const unique = (ids: readonly string[] | undefined) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
  return {
    text: filters.q || undefined,
    isTextNameOrPlace: filters.qScope === 'name-city-country',
    spaceTypeIds: unique(filters.spaceTypes),
    featureIds: unique(filters.features),
    serviceIds: unique(filters.services),
    minSizeM2: filters.minSize,
    maxSizeM2: filters.maxSize,
    minPriceCents: filters.minPrice === undefined ? undefined : euroToCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : euroToCents(filters.maxPrice),
    city: filters.city || undefined,
    countries: filters.country ? (countries ?? []) : undefined,
    spaceRequirements: [...required].map(([spaceTypeId, sizeM2]) => ({ spaceTypeId, sizeM2 })),
    dates: browseDayRange(filters) ?? undefined,
    minFreeM2: filters.from && filters.to ? filters.minFree : undefined,
  };
}

/** The filters as the repository takes them, with the stored countries a country filter matches. */
export async function browseCriteria(db: Executor, filters: BrowseFilters): Promise<BrowseCriteria> {
  return toBrowseCriteria(filters, filters.country ? await findCountriesContaining(db, filters.country) : undefined);
}

/**
 * GET /api/warehouses: one page of cards, newest first, within the first BROWSE_RESULT_LIMIT matches, saying whether more follow, and how many match
 * when they were few enough to collect (see findBrowsePage); a broad search is not counted, since
 * counting its tens of thousands of matches cost more than finding the page. The answer is a
 * BrowseResponse as JSON text: the stored cards (warehouse_card(), already JSON) go out unparsed, since
 * reading and re-serialising 24 cards cost more than the query that finds them.
 */
export async function browseWarehouses(
  { db }: BrowseDeps,
  viewer: Viewer | null,
  query: BrowseQuery,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const page = browsePageWindow(query.page, query.pageSize);
  const criteria = await browseCriteria(db, query);
  const { cards, total } = await findBrowsePage(db, criteria, visibilityFor(viewer), page, locale);
  const more = cards.length > page.limit;
  const atLimit = page.offset + page.limit >= BROWSE_RESULT_LIMIT;
  const shown = cards.slice(0, page.limit);
  const rest: Omit<BrowseResponse, 'items'> = {
    page: query.page,
    pageSize: query.pageSize,
    hasMore: more && !atLimit,
    limitReached: more && atLimit,
    total,
    // With dates, each card's free m² for them, beside the stored cards (see BrowseResponse.free).
    ...(criteria.dates ? { free: Object.fromEntries(shown.map((card) => [card.id, card.freeM2 ?? 0])) } : {}),
  };
  return `{"items":[${shown.map((card) => card.card).join(',')}],${JSON.stringify(rest).slice(1)}`;
}

function toViewport(query: Pick<MapPinsQuery, 'west' | 'south' | 'east' | 'north'>): Viewport | undefined {
  const { west, south, east, north } = query;
  const given = [west, south, east, north].filter((edge) => edge !== undefined).length;
  if (given === 0) return undefined;
  if (west === undefined || south === undefined || east === undefined || north === undefined || south > north) {
    throw new AppError('validation_error', GENERIC_MESSAGES.validation, { viewport: [BROWSE_QUERY_MESSAGES.viewport] });
  }
  return { west, south, east, north };
}

/**
 * GET /api/warehouses/map: the browse filters' matches that have coordinates, in the viewport, as
 * compact pins, at most `limit` (an even sample, see mapPinsStatement), and whether more match. The
 * count goes only as far as it must to say that and how to read the pins (countMapPins). The answer
 * is a MapPinsResponse as JSON text, the stored pins joined unparsed (500 pins parsed and serialised in
 * Node took three times the database's work).
 */
export async function findWarehousePins(
  { db }: BrowseDeps,
  viewer: Viewer | null,
  query: MapPinsQuery,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const viewport = toViewport(query);
  const criteria = await browseCriteria(db, query);
  const visibility = visibilityFor(viewer);
  // With dates, counted without them (withoutDates): an upper bound that chooses as well, for a tenth
  // of the date filter's probes; the pins then say whether more than the limit match.
  const count = await countMapPins(db, criteria.dates ? withoutDates(criteria) : criteria, visibility, viewport, query.limit);
  const strategy = choosePageStrategy(count.total, count.catalogueSize, query.limit);
  if (count.total === 0) return '{"pins":[],"hasMore":false}';
  const { pins, more } = await findMapPinsAndMore(db, criteria, visibility, viewport, query.limit, strategy, locale);
  return `{"pins":${pins},"hasMore":${more ?? count.total > query.limit}}`;
}
