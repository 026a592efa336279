import { type SQL, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client';

/**
 * The catalogue's read side at scale: the browse list, its total and the map pins, for 100,000
 * warehouses and more. Hand-written SQL on purpose: each filter is phrased so that one of the
 * catalogue's indexes answers it (see docs/decisions.md, "Browse SQL"), and the statements are exported
 * so the benchmark can EXPLAIN exactly what the API runs.
 */

/** Browse filters as the database sees them: ids de-duplicated, prices in cents, requirements summed per type. */
export type BrowseCriteria = {
  /** Free text, matched case-insensitively as a substring of name, description, city, country, address. */
  text?: string;
  spaceTypeIds: readonly string[];
  featureIds: readonly string[];
  serviceIds: readonly string[];
  minSizeM2?: number;
  maxSizeM2?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  city?: string;
  country?: string;
  /** Per space type, the capacity (sum of its spaces' sizes) the warehouse must have at least. */
  spaceRequirements: readonly { spaceTypeId: string; sizeM2: number }[];
};

/** Who is looking: the public sees active warehouses; a signed-in user also their own inactive ones. */
export type Visibility = { viewerId: string | null };

/** A map viewport in degrees; west > east means it crosses the antimeridian. */
export type Viewport = { west: number; south: number; east: number; north: number };

/**
 * A card of the browse list: the stored card JSON (warehouse_card(), migration 0012: everything but the
 * main image) and the first image's keys, whose URLs the storage gives.
 */
export type BrowseRow = {
  id: string;
  card: string;
  mainImage: { id: string; storageKey: string; thumbnailKey: string } | null;
};

export type MapPinRow = {
  id: string;
  name: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  spaceTypeIds: string[];
};

/** `%`, `_` and the escape character itself are literal in what the user typed. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A uuid[] literal of bound parameters (drizzle would expand a plain array into a list). */
const uuidArray = (ids: readonly string[]) => sql`array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::uuid[]`;

/**
 * The filters over `warehouses w`, without visibility. Each part is there for an index:
 * - free text, city and country: LIKE '%…%' on lower-cased text, answered by the trigram GIN indexes
 *   (search_text is the generated lower-cased name, description, city, country, address, postal code);
 * - space types, features, services: containment of every selected id in the warehouse's filter_ids
 *   (its space types', features' and services' ids in one generated array), answered by one GIN index;
 * - size and price: the denormalised total_size_m2 and min_price_per_m2_cents, with partial btree indexes;
 * - space requirements: per type, the warehouse's spaces of that type must add up to the size asked for.
 */
function filterParts(criteria: BrowseCriteria): SQL[] {
  const parts: SQL[] = [];
  if (criteria.text) parts.push(sql`w.search_text like lower(${containsPattern(criteria.text)}::text)`);
  if (criteria.city) parts.push(sql`lower(w.city) like lower(${containsPattern(criteria.city)}::text)`);
  if (criteria.country) parts.push(sql`lower(w.country) like lower(${containsPattern(criteria.country)}::text)`);
  // "Has every selected one", of all three kinds at once: one containment, one GIN index. Ids are
  // unique across the kinds, so a feature id can only match a feature.
  const selectedIds = [...criteria.spaceTypeIds, ...criteria.featureIds, ...criteria.serviceIds];
  if (selectedIds.length > 0) parts.push(sql`w.filter_ids @> ${uuidArray(selectedIds)}`);
  if (criteria.minSizeM2 !== undefined) parts.push(sql`w.total_size_m2 >= ${criteria.minSizeM2}`);
  if (criteria.maxSizeM2 !== undefined) parts.push(sql`w.total_size_m2 <= ${criteria.maxSizeM2}`);
  if (criteria.minPriceCents !== undefined) parts.push(sql`w.min_price_per_m2_cents >= ${criteria.minPriceCents}`);
  if (criteria.maxPriceCents !== undefined) parts.push(sql`w.min_price_per_m2_cents <= ${criteria.maxPriceCents}`);
  for (const requirement of criteria.spaceRequirements) {
    // Without GROUP BY the aggregate yields one row even for no spaces, with a null sum: a warehouse
    // without the type never qualifies, even for a requirement of 0 m².
    parts.push(sql`exists (select 1 from warehouse_spaces s where s.warehouse_id = w.id and s.space_type_id = ${requirement.spaceTypeId}
                             having sum(s.size_m2) >= ${requirement.sizeM2})`);
  }
  return parts;
}

/**
 * The WHERE clauses of the visible matches, one per disjoint branch: active warehouses, and for a
 * signed-in viewer their own inactive ones. Kept apart (summed counts, UNION ALL of rows) because
 * `is_active or owner_id = $me` can use neither the `where is_active` partial indexes nor the
 * (is_active, created_at) order: the plain count went from an index-only scan to a sequential scan,
 * and the first page from 24 rows read to a sort of every row.
 */
function visibleBranches(criteria: BrowseCriteria, visibility: Visibility, extra: SQL[] = []): SQL[] {
  const filters = [...filterParts(criteria), ...extra];
  const branches = [sql`w.is_active`];
  if (visibility.viewerId) branches.push(sql`not w.is_active and w.owner_id = ${visibility.viewerId}`);
  return branches.map((branch) => sql.join([branch, ...filters], sql` and `));
}

function viewportParts(viewport: Viewport | undefined): SQL[] {
  // Both coordinates present is the location index's own predicate, so it can answer the query.
  const located = sql`w.latitude is not null and w.longitude is not null`;
  if (!viewport) return [located];
  const latitude = sql`w.latitude between ${viewport.south} and ${viewport.north}`;
  const longitude =
    viewport.west <= viewport.east
      ? sql`w.longitude between ${viewport.west} and ${viewport.east}`
      : sql`(w.longitude >= ${viewport.west} or w.longitude <= ${viewport.east})`;
  return [located, longitude, latitude];
}

/**
 * How to find a page of matches in order. `walk`: read warehouses in the wanted order (the created_at
 * index for browse, the primary key for the map) and stop once the page is full; cheap when matches are
 * common, since few rows are read per match. `sort`: collect every match through the filters' own
 * indexes, then sort; cheap when matches are rare. The planner chooses from its estimates, and for
 * contains-searches those are often far off (q=rotterd: 1,000 estimated, 205 found, so it walked 100,000
 * rows); the service knows the exact count by then and picks for it.
 */
export type PageStrategy = 'walk' | 'sort';

/**
 * Walking reads about rowsNeeded × catalogue / total rows; sorting reads about `total` matches, each
 * costing about twice a walked row (a bitmap heap visit and recheck, then materialise and sort), as
 * measured at 100,000 warehouses. Walk when 2 × total² ≥ rowsNeeded × catalogue: for page 1 of 24, sort
 * below ~1,100 matches; for the map's 2,000 pins, below ~10,000.
 */
export function choosePageStrategy(total: number, catalogueSize: number, rowsNeeded: number): PageStrategy {
  return 2 * total * total >= rowsNeeded * catalogueSize ? 'walk' : 'sort';
}

/**
 * The matching rows' columns in the wanted order, limited. `walk`: each branch in order with its own
 * limit, merged; `sort`: every match materialised, then sorted.
 */
function orderedMatches(columns: SQL, branches: SQL[], order: SQL, limit: number, offset: number, strategy: PageStrategy): SQL {
  if (strategy === 'sort') {
    // MATERIALIZED keeps the filters away from the ORDER BY ... LIMIT, so the planner cannot turn them into a walk.
    const all = sql.join(
      branches.map((where) => sql`select ${columns} from warehouses w where ${where}`),
      sql` union all `,
    );
    return sql`select * from (with matches as materialized (${all}) select * from matches w order by ${order} limit ${limit} offset ${offset}) m`;
  }
  if (branches.length === 1) {
    return sql`select ${columns} from warehouses w where ${branches[0]} order by ${order} limit ${limit} offset ${offset}`;
  }
  const each = sql.join(
    branches.map((where) => sql`(select ${columns} from warehouses w where ${where} order by ${order} limit ${limit + offset})`),
    sql` union all `,
  );
  return sql`select * from (${each}) w order by ${order} limit ${limit} offset ${offset}`;
}

/** The planner's row estimate for the whole table (free to read), to weigh the exact count against. */
const CATALOGUE_SIZE = sql`(select greatest(c.reltuples, 0)::float8 from pg_class c where c.oid = 'warehouses'::regclass)`;

/**
 * The number of visible matches, counted up to `cap + 1` per branch and added up: past the cap the
 * caller only needs to know there are more, and counting tens of thousands of matches exactly was the
 * largest cost of a browse request.
 */
function countStatement(branches: SQL[], cap: number): SQL {
  const counts = sql.join(
    branches.map((where) => sql`(select count(*) from (select 1 from warehouses w where ${where} limit ${cap + 1}) c)`),
    sql` + `,
  );
  return sql`select (${counts})::int as total, ${CATALOGUE_SIZE} as "catalogueSize"`;
}

// Only the order's columns: the walk then reads the browse index alone (with its included filter
// columns), and the page's 24 cards are fetched by id afterwards.
const BROWSE_COLUMNS = sql`w.id, w.created_at`;
const MAP_COLUMNS = sql`w.id, w.name, w.city, w.country, w.latitude, w.longitude, w.space_type_ids`;

/**
 * One page of cards, newest first: the stored cards of the page's rows and each one's first image. A
 * warehouse written past the repository (a bulk import) has no stored card yet; it is built on the fly.
 */
export function browsePageStatement(
  criteria: BrowseCriteria,
  visibility: Visibility,
  page: { limit: number; offset: number },
  strategy: PageStrategy = 'walk',
): SQL {
  const matches = orderedMatches(
    BROWSE_COLUMNS,
    visibleBranches(criteria, visibility),
    sql`w.created_at desc, w.id desc`,
    page.limit,
    page.offset,
    strategy,
  );
  return sql`
    select p.id, coalesce(c.card, warehouse_card(p.id)) as card,
           (select json_build_object('id', i.id, 'storageKey', i.storage_key, 'thumbnailKey', i.thumbnail_key)
              from warehouse_images i where i.warehouse_id = p.id order by i.position limit 1) as "mainImage"
      from (${matches}) p
      left join warehouse_cards c on c.warehouse_id = p.id
     order by p.created_at desc, p.id desc`;
}

export function browseCountStatement(criteria: BrowseCriteria, visibility: Visibility, cap: number): SQL {
  return countStatement(visibleBranches(criteria, visibility), cap);
}

/**
 * Pins in the viewport, at most `limit`, ordered by id: random UUIDs make the cut an even sample of the
 * viewport, and the same one on every request.
 */
export function mapPinsStatement(
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  limit: number,
  strategy: PageStrategy = 'walk',
): SQL {
  const branches = visibleBranches(criteria, visibility, viewportParts(viewport));
  return sql`
    select p.id, p.name, p.city, p.country, p.latitude, p.longitude, p.space_type_ids as "spaceTypeIds"
      from (${orderedMatches(MAP_COLUMNS, branches, sql`w.id`, limit, 0, strategy)}) p
     order by p.id`;
}

export function mapCountStatement(criteria: BrowseCriteria, visibility: Visibility, viewport: Viewport | undefined, cap: number): SQL {
  return countStatement(visibleBranches(criteria, visibility, viewportParts(viewport)), cap);
}

const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(value));

export type MatchCount = { total: number; catalogueSize: number };

export async function findBrowsePage(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  page: { limit: number; offset: number },
  strategy: PageStrategy,
): Promise<BrowseRow[]> {
  return rowsOf<BrowseRow>(db, browsePageStatement(criteria, visibility, page, strategy));
}

async function countOf(db: Executor, statement: SQL): Promise<MatchCount> {
  const [row] = await rowsOf<{ total: number; catalogueSize: number | string | null }>(db, statement);
  return { total: row?.total ?? 0, catalogueSize: toNumber(row?.catalogueSize ?? 0) };
}

/** The number of matches up to past `cap` (and the catalogue's estimated size, to choose the page strategy with). */
export function countBrowse(db: Executor, criteria: BrowseCriteria, visibility: Visibility, cap: number): Promise<MatchCount> {
  return countOf(db, browseCountStatement(criteria, visibility, cap));
}

export async function findMapPins(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  limit: number,
  strategy: PageStrategy,
): Promise<MapPinRow[]> {
  const rows = await rowsOf<MapPinRow & { latitude: number | string; longitude: number | string }>(
    db,
    mapPinsStatement(criteria, visibility, viewport, limit, strategy),
  );
  return rows.map((row) => ({ ...row, latitude: toNumber(row.latitude), longitude: toNumber(row.longitude) }));
}

export function countMapPins(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  cap: number,
): Promise<MatchCount> {
  return countOf(db, mapCountStatement(criteria, visibility, viewport, cap));
}
