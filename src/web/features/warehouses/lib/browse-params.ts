/**
 * The browse screen's state lives in the address bar (search, filters, list or map, the selected
 * warehouse, the page), so a search can be shared and Back undoes the last change. These pure
 * functions read and write that state; the screen never touches URLSearchParams itself.
 *
 * Free of zod and React on purpose: unit-tested in node, and cheap in the page's chunk.
 */

import { plural, t } from '@lingui/core/macro';
import { formatDayRange, periodProblem } from '@shared/capacity';
import { BROWSE_DATES_PROBLEM_MESSAGES, BROWSE_QUERY_MESSAGES } from '@shared/errors';
import { formatCents, formatWholeNumber, toHundredths } from '@shared/money';
import { spacePriceUnit } from '@web/lib/price-texts';
import { formatSize } from '@shared/sizes';
import { BROWSE_PAGE_LIMIT, BROWSE_RESULT_LIMIT, totalPages } from '@shared/paging';
import type { BrowseResponse } from '@shared/contracts/warehouses';

export type BrowseView = 'list' | 'map';

/** What the list and the map both filter by (prices in euros per m², sizes in m²). */
export type BrowseFilterValues = {
  q: string;
  spaceTypes: string[];
  features: string[];
  services: string[];
  minSize: number | null;
  maxSize: number | null;
  minPrice: number | null;
  maxPrice: number | null;
  city: string;
  country: string;
  /** Free space for dates: "YYYY-MM-DD" or '' (both are sent only together, see browseDates). */
  from: string;
  to: string;
  /** m² that must be free on every day of the dates (with no space type chosen: of some type). */
  minFree: number | null;
};

export type BrowseParams = BrowseFilterValues & {
  view: BrowseView;
  /** A warehouse id: the map centres on it and opens its popup. */
  selected: string | null;
  page: number;
};

export type IdListKey = 'spaceTypes' | 'features' | 'services';
export type RangeKey = 'minSize' | 'maxSize' | 'minPrice' | 'maxPrice';
type TextFilterKey = 'q' | 'city' | 'country';

const ID_LIST_KEYS: readonly IdListKey[] = ['spaceTypes', 'features', 'services'];
const RANGE_KEYS: readonly RangeKey[] = ['minSize', 'maxSize', 'minPrice', 'maxPrice'];

/** The server's limits (browseFilters in @shared/contracts/warehouses); beyond them it answers 400. */
export const MAX_TEXT_LENGTH = { q: 200, city: 100, country: 100 } as const;
const MAX_IDS_PER_LIST = 50;
const MAX_RANGE_VALUE = 1_000_000_000;

const EMPTY_BROWSE_FILTERS: BrowseFilterValues = {
  q: '',
  spaceTypes: [],
  features: [],
  services: [],
  minSize: null,
  maxSize: null,
  minPrice: null,
  maxPrice: null,
  city: '',
  country: '',
  from: '',
  to: '',
  minFree: null,
};

export const DEFAULT_BROWSE_PARAMS: BrowseParams = {
  ...EMPTY_BROWSE_FILTERS,
  view: 'list',
  selected: null,
  page: 1,
};

/** Reference ids are UUIDs; anything else in a hand-edited URL is dropped rather than sent (400). */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A plain non-negative decimal: "12", "12.5", ".5". No sign, exponent or separators. */
const RANGE_PATTERN = /^(?:\d+(?:\.\d*)?|\.\d+)$/;
const PAGE_PATTERN = /^\d+$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "YYYY-MM-DD" naming a real day, or ''. */
function readDate(value: string | null): string {
  const text = (value ?? '').trim();
  if (!DATE_PATTERN.test(text)) return '';
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text ? text : '';
}

/**
 * The dates the API filters by: both set, "To" not before "From", within the server's longest range;
 * null otherwise (a half-typed range filters nothing yet, see dateRangeProblem).
 */
export function browseDates(filters: Pick<BrowseFilterValues, 'from' | 'to'>): { from: string; to: string } | null {
  return dateRangeProblem(filters) === null && filters.from && filters.to ? { from: filters.from, to: filters.to } : null;
}

/** Why the dates are not used yet, for the panel to say; null when they are fine or both empty. */
export function dateRangeProblem({ from, to }: Pick<BrowseFilterValues, 'from' | 'to'>): string | null {
  if (!from && !to) return null;
  if (!from || !to) return BROWSE_QUERY_MESSAGES.datesIncomplete;
  const problem = periodProblem({ from, to });
  return problem ? BROWSE_DATES_PROBLEM_MESSAGES[problem] : null;
}

function readText(search: URLSearchParams, key: TextFilterKey): string {
  return (search.get(key) ?? '').trim().slice(0, MAX_TEXT_LENGTH[key]);
}

/** Accepts `key=a,b` (what this app writes) and `key=a&key=b`; drops blanks, non-ids and repeats. */
function readIds(search: URLSearchParams, key: IdListKey): string[] {
  const ids: string[] = [];
  for (const value of search.getAll(key)) {
    for (const part of value.split(',')) {
      const id = part.trim().toLowerCase();
      if (ID_PATTERN.test(id) && !ids.includes(id)) ids.push(id);
    }
  }
  return ids.slice(0, MAX_IDS_PER_LIST);
}

/** Reads a size or euro amount typed by a person or found in a URL; null when it is not one. */
export function parseRangeValue(value: string | null | undefined): number | null {
  const text = (value ?? '').trim();
  if (!RANGE_PATTERN.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && number <= MAX_RANGE_VALUE ? number : null;
}

function readPage(value: string | null): number {
  if (!value || !PAGE_PATTERN.test(value)) return 1;
  // A shared link past the deepest page opens the deepest, which says why the list ends there.
  const page = Number(value);
  return page >= 1 ? Math.min(page, BROWSE_PAGE_LIMIT) : 1;
}

/** The browse state in a URL's query. Unknown keys are ignored; bad values read as unset. */
export function parseBrowseParams(search: URLSearchParams | string): BrowseParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const selected = (params.get('selected') ?? '').trim();
  return {
    q: readText(params, 'q'),
    spaceTypes: readIds(params, 'spaceTypes'),
    features: readIds(params, 'features'),
    services: readIds(params, 'services'),
    minSize: parseRangeValue(params.get('minSize')),
    maxSize: parseRangeValue(params.get('maxSize')),
    minPrice: parseRangeValue(params.get('minPrice')),
    maxPrice: parseRangeValue(params.get('maxPrice')),
    city: readText(params, 'city'),
    country: readText(params, 'country'),
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
    minFree: parseRangeValue(params.get('minFree')),
    view: params.get('view') === 'map' ? 'map' : 'list',
    selected: ID_PATTERN.test(selected) ? selected.toLowerCase() : null,
    page: readPage(params.get('page')),
  };
}

/** Encodes a value for a query string, leaving commas readable (they separate ids). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',');
}

/**
 * The query string (without "?") for a browse state, in a fixed key order, leaving out what is
 * at its default (list view, page 1, empty filters), so equal states give equal URLs.
 */
export function serializeBrowseParams(params: BrowseParams): string {
  const pairs: [string, string][] = [];
  const q = params.q.trim();
  if (q) pairs.push(['q', q]);
  for (const key of ID_LIST_KEYS) {
    if (params[key].length > 0) pairs.push([key, params[key].join(',')]);
  }
  for (const key of RANGE_KEYS) {
    const value = params[key];
    if (value !== null && Number.isFinite(value)) pairs.push([key, String(value)]);
  }
  const city = params.city.trim();
  if (city) pairs.push(['city', city]);
  const country = params.country.trim();
  if (country) pairs.push(['country', country]);
  if (params.from) pairs.push(['from', params.from]);
  if (params.to) pairs.push(['to', params.to]);
  if (params.minFree !== null && Number.isFinite(params.minFree)) pairs.push(['minFree', String(params.minFree)]);
  if (params.view === 'map') pairs.push(['view', 'map']);
  if (params.selected) pairs.push(['selected', params.selected]);
  if (params.page > 1) pairs.push(['page', String(params.page)]);
  return pairs.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

export function getFilterValues(params: BrowseFilterValues): BrowseFilterValues {
  return {
    q: params.q.trim(),
    spaceTypes: params.spaceTypes,
    features: params.features,
    services: params.services,
    minSize: params.minSize,
    maxSize: params.maxSize,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    city: params.city.trim(),
    country: params.country.trim(),
    from: params.from,
    to: params.to,
    minFree: params.minFree,
  };
}

/** How many filters are set (each chosen chip, range bound and text counts once). */
export function countActiveFilters(params: BrowseFilterValues): number {
  let count = 0;
  for (const key of ID_LIST_KEYS) count += params[key].length;
  for (const key of RANGE_KEYS) if (params[key] !== null) count += 1;
  for (const key of ['q', 'city', 'country'] as const) if (params[key].trim()) count += 1;
  // The dates count once, as one range; the minimum once more.
  if (params.from || params.to) count += 1;
  if (params.minFree !== null) count += 1;
  return count;
}

export function hasActiveFilters(params: BrowseFilterValues): boolean {
  return countActiveFilters(params) > 0;
}

/**
 * Changes some filters. Any filter change returns to page 1 (the old page may not exist any
 * more); the view and the selected warehouse stay.
 */
export function withFilters(params: BrowseParams, patch: Partial<BrowseFilterValues>): BrowseParams {
  return { ...params, ...patch, page: 1 };
}

/** Adds the id when absent, removes it when present. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];
}

/** "Clear all": every filter and the search text go; the view stays. */
export function clearFilters(params: BrowseParams): BrowseParams {
  return { ...params, ...EMPTY_BROWSE_FILTERS, page: 1 };
}

/** One set filter as the summary above the results shows it; `remove` is the patch that unsets it. */
/** A set filter as a chip; `remove` takes it out of the filters as they are when it is removed. */
export type ActiveFilterChip = { id: string; label: string; remove: (current: BrowseFilterValues) => Partial<BrowseFilterValues> };

/** Names of the reference ids (GET /api/reference); while they load, a chip says what kind it is. */
export type FilterNames = Partial<Record<IdListKey, readonly { id: string; name: string }[]>>;

/** What a chip of a reference id says while the names load (called while the chips are made, in the language of the moment). */
function idListFallbackLabel(key: IdListKey): string {
  switch (key) {
    case 'spaceTypes':
      return t`Space type`;
    case 'features':
      return t`Feature`;
    case 'services':
      return t`Service`;
  }
}

/** A range chip's three sentences, each whole, so a language words each its own way. */
type RangeTexts = {
  between: (min: string, max: string) => string;
  atLeast: (min: string) => string;
  atMost: (max: string) => string;
};

/** "Size 100 m² to 500 m²", "Size at least 100 m²", "Size at most 500 m²". */
function rangeLabel(min: number | null, max: number | null, format: (value: number) => string, texts: RangeTexts): string {
  if (min !== null && max !== null) return texts.between(format(min), format(max));
  return min !== null ? texts.atLeast(format(min)) : texts.atMost(format(max ?? 0));
}

/** Euros per m² as typed in the filter, shown as money ("€2.50"), rounded to cents exactly by money.ts. */
const euroLabel = (euros: number) => formatCents(toHundredths(euros) ?? 0);

/**
 * Every set filter as a chip for the summary above the results, in the panel's order (dates and size
 * first): each range and the dates as one chip, each chosen space type, feature or service as its own.
 * Removing a chip applies its `remove` to the filters of that moment (removeActiveFilter), so two
 * removals before the next render both hold.
 */
export function activeFilterChips(filters: BrowseFilterValues, names: FilterNames = {}): ActiveFilterChip[] {
  const chips: ActiveFilterChip[] = [];
  const q = filters.q.trim();
  if (q) chips.push({ id: 'q', label: t`“${q}”`, remove: () => ({ q: '' }) });
  if (filters.from || filters.to) {
    const dates = browseDates(filters);
    const period = dates ? formatDayRange(dates) : '';
    // A half-typed or impossible range filters nothing yet; its chip still lets it go in one tap.
    const label = dates ? t`Free ${period}` : t`Dates (incomplete)`;
    chips.push({ id: 'dates', label, remove: () => ({ from: '', to: '', minFree: null }) });
  }
  if (filters.minFree !== null) {
    const size = formatSize(filters.minFree);
    chips.push({ id: 'minFree', label: t`At least ${size} free`, remove: () => ({ minFree: null }) });
  }
  if (filters.minSize !== null || filters.maxSize !== null) {
    const label = rangeLabel(filters.minSize, filters.maxSize, formatSize, {
      between: (min, max) => t`Size ${min} to ${max}`,
      atLeast: (min) => t`Size at least ${min}`,
      atMost: (max) => t`Size at most ${max}`,
    });
    chips.push({ id: 'size', label, remove: () => ({ minSize: null, maxSize: null }) });
  }
  const city = filters.city.trim();
  if (city) chips.push({ id: 'city', label: t`City: ${city}`, remove: () => ({ city: '' }) });
  const country = filters.country.trim();
  if (country) chips.push({ id: 'country', label: t`Country: ${country}`, remove: () => ({ country: '' }) });
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    const unit = spacePriceUnit();
    const label = rangeLabel(filters.minPrice, filters.maxPrice, euroLabel, {
      between: (min, max) => t`Price ${min} to ${max} ${unit}`,
      atLeast: (min) => t`Price at least ${min} ${unit}`,
      atMost: (max) => t`Price at most ${max} ${unit}`,
    });
    chips.push({ id: 'price', label, remove: () => ({ minPrice: null, maxPrice: null }) });
  }
  for (const key of ID_LIST_KEYS) {
    for (const id of filters[key]) {
      const name = names[key]?.find((item) => item.id === id)?.name ?? idListFallbackLabel(key);
      chips.push({ id: `${key}:${id}`, label: name, remove: (current) => ({ [key]: current[key].filter((other) => other !== id) }) });
    }
  }
  return chips;
}

/** The browse state without one chip's filter: back to page 1, the view kept (as withFilters). */
export function removeActiveFilter(params: BrowseParams, chip: ActiveFilterChip): BrowseParams {
  return withFilters(params, chip.remove(params));
}

export type FilterQuery = Record<keyof BrowseFilterValues, string | number | undefined>;

/**
 * The filters as the API's query (GET /api/warehouses and /api/warehouses/map): ids comma-separated,
 * prices in euros, unset filters left out; the dates and the minimum free space only as a usable
 * range (browseDates), since the server refuses half a range.
 */
export function toFilterQuery(filters: BrowseFilterValues): FilterQuery {
  const text = (value: string) => value.trim() || undefined;
  const ids = (value: readonly string[]) => (value.length > 0 ? value.join(',') : undefined);
  const range = (value: number | null) => (value === null ? undefined : value);
  const dates = browseDates(filters);
  return {
    q: text(filters.q),
    spaceTypes: ids(filters.spaceTypes),
    features: ids(filters.features),
    services: ids(filters.services),
    minSize: range(filters.minSize),
    maxSize: range(filters.maxSize),
    minPrice: range(filters.minPrice),
    maxPrice: range(filters.maxPrice),
    city: text(filters.city),
    country: text(filters.country),
    from: dates?.from,
    to: dates?.to,
    minFree: dates ? range(filters.minFree) : undefined,
  };
}

/** Pages of a counted search, up to the deepest the list shows (BROWSE_RESULT_LIMIT). */
export function browseTotalPages(total: number, pageSize: number): number {
  return totalPages(Math.min(total, BROWSE_RESULT_LIMIT), pageSize);
}

/** "1 warehouse", "24 warehouses". */
export function formatWarehouseCount(total: number): string {
  const count = formatWholeNumber(total);
  return t`${plural(total, { one: `${count} warehouse`, other: `${count} warehouses` })}`;
}

/**
 * The line above the results: how many match when the server counted them (a search narrow enough to
 * collect), else which of the many this page shows ("Showing 25–48"); a broad search is not counted.
 */
export function describeResults(data: Pick<BrowseResponse, 'items' | 'page' | 'pageSize' | 'total'>): string {
  if (data.total !== null) return formatWarehouseCount(data.total);
  const firstIndex = (data.page - 1) * data.pageSize + 1;
  const first = formatWholeNumber(firstIndex);
  const last = formatWholeNumber(firstIndex + data.items.length - 1);
  return t`Showing ${first}–${last}`;
}

/** "+N more" after the first `visible` names, as cards show 3 features and 2 services. */
export function splitVisible<T>(items: readonly T[], visible: number): { shown: T[]; hiddenCount: number } {
  return { shown: items.slice(0, visible), hiddenCount: Math.max(0, items.length - visible) };
}
