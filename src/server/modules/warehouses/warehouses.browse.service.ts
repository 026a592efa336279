import {
  type BrowseFilters,
  type BrowseQuery,
  type BrowseResponse,
  type MapPinsQuery,
  type MapPinsResponse,
  VIEWPORT_MESSAGE,
} from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES } from '@shared/errors';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import type { Viewer } from '../auth/auth.service';
import {
  type BrowseCriteria,
  type BrowseRow,
  choosePageStrategy,
  type MatchCount,
  type PageStrategy,
  countBrowse,
  countMapPins,
  findBrowsePage,
  findMapPins,
  type Viewport,
  type Visibility,
} from './warehouses.browse.repository';

export type BrowseDeps = { db: Database; storage: Pick<Storage, 'publicUrl'> };

/**
 * Who sees what in browse and on the map: visitors see active warehouses; a signed-in user also sees
 * their own inactive ones, so an owner finds a listing they switched off. Administrators browse like
 * any user; the owners' dashboard is where they see every warehouse.
 */
export function visibilityFor(viewer: Viewer | null): Visibility {
  return { viewerId: viewer?.id ?? null };
}

/** Euros as typed in the filter to whole cents, as prices are stored (0.205 -> 21). */
const toCents = (euros: number) => Math.round(euros * 100);

/** The filters as the repository takes them. Requirements of the same space type add up: 500 + 300 m² of Indoor is 800. */
export function toBrowseCriteria(filters: BrowseFilters): BrowseCriteria {
  const required = new Map<string, number>();
  for (const requirement of filters.spaceRequests ?? []) {
    required.set(requirement.spaceTypeId, (required.get(requirement.spaceTypeId) ?? 0) + requirement.sizeM2);
  }
  const unique = (ids: readonly string[] | undefined) => [...new Set((ids ?? []).map((id) => id.toLowerCase()))];
  return {
    text: filters.q || undefined,
    spaceTypeIds: unique(filters.spaceTypes),
    featureIds: unique(filters.features),
    serviceIds: unique(filters.services),
    minSizeM2: filters.minSize,
    maxSizeM2: filters.maxSize,
    minPriceCents: filters.minPrice === undefined ? undefined : toCents(filters.minPrice),
    maxPriceCents: filters.maxPrice === undefined ? undefined : toCents(filters.maxPrice),
    city: filters.city || undefined,
    country: filters.country || undefined,
    spaceRequirements: [...required].map(([spaceTypeId, sizeM2]) => ({ spaceTypeId, sizeM2 })),
  };
}

/**
 * A card's JSON: the stored card (an object, built by the database) with the main image added. The
 * stored text goes out as it is, never parsed: reading and re-serialising 24 cards cost more than the
 * query that finds them.
 */
function cardJson(row: BrowseRow, storage: BrowseDeps['storage']): string {
  const image = row.mainImage;
  const mainImage = image
    ? JSON.stringify({ id: image.id, url: storage.publicUrl(image.storageKey), thumbnailUrl: storage.publicUrl(image.thumbnailKey) })
    : 'null';
  return `${row.card.slice(0, -1)},"mainImage":${mainImage}}`;
}

/** Browse counts matches exactly up to this many (or up to the requested page's end, if further). */
export const BROWSE_COUNT_CAP = 1000;
/**
 * The map counts the viewport's matches exactly up to this many (or up to the pins asked for, if more):
 * enough to say "zoom in to see all"; counting on to 10,000 took half the time of a map request.
 */
export const MAP_COUNT_CAP = 1000;

/**
 * The page strategy for a count: a capped count means matches are common, which is walking's case
 * (see choosePageStrategy for the exact one).
 */
export function strategyFor(count: MatchCount, cap: number, rowsNeeded: number): PageStrategy {
  return count.total > cap ? 'walk' : choosePageStrategy(count.total, count.catalogueSize, rowsNeeded);
}

/**
 * GET /api/warehouses: one page of cards, newest first, with the number of matches — exact up to
 * BROWSE_COUNT_CAP, past it a lower bound ("1,000+"). The count comes first: it decides how the page is
 * read (see choosePageStrategy), and a page past the end or an empty result needs no second query.
 * The answer is a BrowseResponse as JSON text, assembled from the stored cards (see cardJson).
 */
export async function browseWarehouses({ db, storage }: BrowseDeps, viewer: Viewer | null, query: BrowseQuery): Promise<string> {
  const criteria = toBrowseCriteria(query);
  const visibility = visibilityFor(viewer);
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const cap = Math.max(BROWSE_COUNT_CAP, page.offset + page.limit);
  const count = await countBrowse(db, criteria, visibility, cap);
  const rows =
    page.offset >= count.total
      ? []
      : await findBrowsePage(db, criteria, visibility, page, strategyFor(count, cap, page.offset + page.limit));
  const rest: Omit<BrowseResponse, 'items'> = {
    total: Math.min(count.total, cap),
    isTotalCapped: count.total > cap,
    page: query.page,
    pageSize: query.pageSize,
  };
  return `{"items":[${rows.map((row) => cardJson(row, storage)).join(',')}],${JSON.stringify(rest).slice(1)}`;
}

function toViewport(query: Pick<MapPinsQuery, 'west' | 'south' | 'east' | 'north'>): Viewport | undefined {
  const { west, south, east, north } = query;
  const given = [west, south, east, north].filter((edge) => edge !== undefined).length;
  if (given === 0) return undefined;
  if (west === undefined || south === undefined || east === undefined || north === undefined || south > north) {
    throw new AppError('validation_error', GENERIC_MESSAGES.validation, { viewport: [VIEWPORT_MESSAGE] });
  }
  return { west, south, east, north };
}

/** GET /api/warehouses/map: the browse filters' matches that have coordinates, in the viewport, as compact pins. */
export async function findWarehousePins({ db }: Pick<BrowseDeps, 'db'>, viewer: Viewer | null, query: MapPinsQuery): Promise<MapPinsResponse> {
  const viewport = toViewport(query);
  const criteria = toBrowseCriteria(query);
  const visibility = visibilityFor(viewer);
  const cap = Math.max(MAP_COUNT_CAP, query.limit);
  const count = await countMapPins(db, criteria, visibility, viewport, cap);
  const pins =
    count.total === 0 ? [] : await findMapPins(db, criteria, visibility, viewport, query.limit, strategyFor(count, cap, query.limit));
  return { pins, total: Math.min(count.total, cap), isTotalCapped: count.total > cap };
}
