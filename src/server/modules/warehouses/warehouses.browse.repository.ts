import { type SQL, sql } from 'drizzle-orm';
import type { DayRange } from '@shared/capacity';
import { type Locale, SOURCE_LOCALE } from '@shared/locales';
import { arrayOf, containsPattern, type Executor, preparedRowsOf, rowsOf } from '../../db/client';

/**
 * The catalogue's read side at scale: the browse list and the map pins, for 100,000
 * warehouses and more. Hand-written SQL on purpose: each filter is phrased so that one of the
 * catalogue's indexes answers it (see docs/decisions/047-browse-filters-are-index-backed.md), and the statements are exported
 * so the benchmark can EXPLAIN exactly what the API runs.
 */

/** Browse filters as the database sees them: ids de-duplicated, prices in cents, requirements summed per type. */
export type BrowseCriteria = {
  /** Free text, matched case-insensitively as a substring of name, description, city, country, address, postal code. */
  text?: string;
  /** The text is matched in name, city and country only (the inquiry picker). */
  isTextNameOrPlace?: boolean;
  spaceTypeIds: readonly string[];
  featureIds: readonly string[];
  serviceIds: readonly string[];
  minSizeM2?: number;
  maxSizeM2?: number;
  minPriceCents?: number;
  maxPriceCents?: number;
  city?: string;
  /**
   * The country filter: the stored countries (folded, warehouse_countries) that contain the one typed,
   * found by findCountriesContaining; empty when none does, and then nothing matches.
   */
  countries?: readonly string[];
  /**
   * Per space type, the capacity (sum of its spaces' sizes) the warehouse must have at least; with
   * `dates`, the m² of the type that must be free on every day of them.
   */
  spaceRequirements: readonly { spaceTypeId: string; sizeM2: number }[];
  /** Free space for these days (inclusive): see dateParts. */
  dates?: DayRange;
  /** With `dates`: the m² that must be free on every day; absent, more than 0. */
  minFreeM2?: number;
};

/** Who is looking: the public sees active warehouses; a signed-in user also their own inactive ones. */
export type Visibility = { viewerId: string | null };

/** A map viewport in degrees; west > east means it crosses the antimeridian. */
export type Viewport = { west: number; south: number; east: number; north: number };

/**
 * The filters over `warehouses w`, without visibility. Each part is there for an index:
 * - free text and city: LIKE '%…%' on text folded by search_fold (no accents, lower case), answered
 *   by the trigram GIN indexes (search_text is the generated folded name, description, city, country,
 *   address, postal code; city_fold the folded city);
 * - country: equal to one of the stored countries that contain the typed one (countries), answered by
 *   warehouses_country_browse_idx;
 * - space types, features, services: containment of every selected id in the warehouse's filter_ids
 *   (its space types', features' and services' ids in one generated array), answered by one GIN index;
 * - size and price: the denormalised total_size_m2 and min_price_per_m2_cents, with partial btree indexes;
 * - space requirements: per type, the warehouse's spaces of that type must add up to the size asked for.
 */
function filterParts(criteria: BrowseCriteria, forWalk = false): SQL[] {
  const parts: SQL[] = [];
  // The walk tests text on rows it reads anyway, and phrases "contains" as strpos: LIKE with a parameter
  // is estimated to match 0.5 %, so PostgreSQL judged the generic plan dearer than the custom ones and
  // planned the prepared walk again on every request. strpos is estimated alike either way. The walk's
  // generic plan cannot fold search_fold($1) into a constant, so it is a scalar subquery, folded once
  // per statement: called per walked row it cost 5 of the deepest text page's 7 ms.
  const contains = (text: SQL, part: string) =>
    forWalk ? sql`strpos(${text}, (select search_fold(${part}::text))) > 0` : sql`${text} like search_fold(${containsPattern(part)}::text)`;
  if (criteria.text && criteria.isTextNameOrPlace) {
    // search_text (below) holds name, city and country as well, so its index still finds the candidates;
    // this keeps those where the text is in one of the three.
    const text = criteria.text;
    // The folded city and country columns the walk reads anyway; the name is read for this check alone.
    const inFields = [sql`search_fold(w.name)`, sql`w.city_fold`, sql`w.country_fold`].map((field) => contains(field, text));
    parts.push(sql`(${sql.join(inFields, sql` or `)})`);
  }
  if (criteria.text) parts.push(contains(sql`w.search_text`, criteria.text));
  if (criteria.city) parts.push(contains(sql`w.city_fold`, criteria.city));
  if (criteria.countries) {
    // No stored country contains the one typed: a constant false, which PostgreSQL plans as no scan at all.
    parts.push(criteria.countries.length > 0 ? sql`w.country_fold = any(${arrayOf('text', criteria.countries)})` : sql`false`);
  }
  // "Has every selected one", of all three kinds at once: one containment, one GIN index. Ids are
  // unique across the kinds, so a feature id can only match a feature. A space request's type is
  // among them: a warehouse without the type never meets it, and the containment (on the index, or
  // the GIN index) leaves the per-type sums below to the few rows that have every requested type.
  const selectedIds = selectedIdsOf(criteria);
  if (selectedIds.length > 0) parts.push(sql`w.filter_ids @> ${arrayOf('uuid', selectedIds)}`);
  if (criteria.minSizeM2 !== undefined) parts.push(sql`w.total_size_m2 >= ${criteria.minSizeM2}`);
  if (criteria.maxSizeM2 !== undefined) parts.push(sql`w.total_size_m2 <= ${criteria.maxSizeM2}`);
  if (criteria.minPriceCents !== undefined) parts.push(sql`w.min_price_per_m2_cents >= ${criteria.minPriceCents}`);
  if (criteria.maxPriceCents !== undefined) parts.push(sql`w.min_price_per_m2_cents <= ${criteria.maxPriceCents}`);
  if (criteria.dates) parts.push(...dateParts(criteria, criteria.dates));
  for (const requirement of criteria.spaceRequirements) {
    // Without GROUP BY the aggregate yields one row even for no spaces, with a null sum: a warehouse
    // without the type never qualifies, even for a requirement of 0 m².
    const capacity = sql`exists (select 1 from warehouse_spaces s where s.warehouse_id = w.id and s.space_type_id = ${requirement.spaceTypeId}
                             having sum(s.size_m2) >= ${requirement.sizeM2})`;
    if (!criteria.dates) {
      parts.push(capacity);
      continue;
    }
    // With dates the request must be free on every day: capacity, less the peak commitment when
    // some commitment of the type overlaps the days.
    const type = sql`${requirement.spaceTypeId}::uuid`;
    parts.push(sql`${capacity} and ${typeHasFree(criteria.dates, type, (free) => sql`${free} >= ${requirement.sizeM2}`, sql`true`)}`);
  }
  return parts;
}

/** The ids every match must have (filter_ids): the selected space types, features, services and the space requests' types. */
function selectedIdsOf(criteria: BrowseCriteria): string[] {
  const requestedTypes = criteria.spaceRequirements.map((requirement) => requirement.spaceTypeId);
  return [...new Set([...criteria.spaceTypeIds, ...requestedTypes, ...criteria.featureIds, ...criteria.serviceIds])];
}

/** The dates as a daterange and as the two bound days space_free_m2 takes (migration 0017). */
function dayBounds(dates: DayRange) {
  const from = sql`${dates.from}::date`;
  const to = sql`${dates.to}::date`;
  return { from, to, range: sql`daterange(${from}, ${to}, '[]')` };
}

/**
 * The m² the warehouse's commitments (of one space type, when given) that overlap the days add up to,
 * null when none does: one probe of the GiST index (warehouse_id, space_type_id, during). A scalar
 * subquery on purpose: PostgreSQL may run an EXISTS as one hashed scan of every commitment that
 * overlaps the days (60,000 rows, 20 ms) where the walk needs a few probes.
 */
function committedSum(dates: DayRange, spaceTypeId?: SQL): SQL {
  const { range } = dayBounds(dates);
  const ofType = spaceTypeId ? sql` and c.space_type_id = ${spaceTypeId}` : sql``;
  // Probed only when w's commitment_span (migration 0023: every day its commitments ever reached,
  // null for none, on the walks' indexes) meets the days; about 1 in 5 of the scale seed for a month.
  return sql`(case when w.commitment_span && ${range}
                   then (select sum(c.size_m2) from space_commitments c where c.warehouse_id = w.id${ofType} and c.during && ${range}) end)`;
}

/** space_free_m2 (migration 0017, shared/capacity.ts freeM2) of one type of w for the days. */
function freeOfType(dates: DayRange, spaceTypeId: SQL): SQL {
  const { from, to } = dayBounds(dates);
  return sql`space_free_m2(w.id, ${spaceTypeId}, ${from}, ${to})`;
}

/** The summed size of w's spaces of one type (null when it has none). */
const capacityOf = (spaceTypeId: SQL) =>
  sql`(select sum(s.size_m2) from warehouse_spaces s where s.warehouse_id = w.id and s.space_type_id = ${spaceTypeId})`;

/**
 * One type of w has `enough` free for the days, cheapest test first: no overlapping commitment, then
 * its capacity (`whenUncommitted`, which the caller may know holds); capacity less the overlapping
 * commitments' sum (the peak is never above the sum), enough; else the exact peak (space_free_m2).
 */
function typeHasFree(dates: DayRange, type: SQL, enough: (free: SQL) => SQL, whenUncommitted: SQL): SQL {
  const committed = committedSum(dates, type);
  return sql`(case when ${committed} is null then ${whenUncommitted}
                   when ${enough(sql`${capacityOf(type)} - ${committed}`)} then true
                   else ${enough(freeOfType(dates, type))} end)`;
}

/**
 * Free space for dates, per row. Semantics (shared/capacity.ts: free = total less the peak day's
 * commitments, bookings and blocks; held offers do not count):
 * - each selected space type must have at least minFree m² free on every day (more than 0 without it);
 * - with no type selected, some type of the warehouse must;
 * - each space request's type must have the summed request free (the picker; see filterParts).
 * Phrased for speed: `total_size_m2 >= minFree` first (in the browse index, and a btree for the
 * sorted path, since no type can have more free than the warehouse has in all); then one probe
 * summing the commitments that overlap the days (committedSum, skipped when the warehouse's
 * commitment_span misses them). Most warehouses have none for a given range: free
 * is their capacity (a selected type is present, filter_ids, and sizes are positive, so "more than 0"
 * holds). Capacity less that sum is a lower bound of what is free; only when it falls short does the
 * exact peak run (space_free_m2, a function call per type).
 */
function dateParts(criteria: BrowseCriteria, dates: DayRange): SQL[] {
  const parts: SQL[] = [];
  const minimum = criteria.minFreeM2;
  const enough = (free: SQL) => (minimum === undefined ? sql`${free} > 0` : sql`${free} >= ${minimum}`);
  if (minimum !== undefined) parts.push(sql`w.total_size_m2 >= ${minimum}`);
  if (criteria.spaceTypeIds.length > 0) {
    for (const id of criteria.spaceTypeIds) {
      const type = sql`${id}::uuid`;
      parts.push(typeHasFree(dates, type, enough, minimum === undefined ? sql`true` : enough(capacityOf(type))));
    }
  } else {
    const committed = committedSum(dates);
    const capacity =
      minimum === undefined
        ? sql`w.total_size_m2 > 0`
        : sql`exists (select 1 from warehouse_spaces s where s.warehouse_id = w.id group by s.space_type_id having sum(s.size_m2) >= ${minimum})`;
    const someTypeFree = sql`exists (select 1 from warehouse_spaces s where s.warehouse_id = w.id and ${enough(freeOfType(dates, sql`s.space_type_id`))})`;
    if (minimum === undefined) {
      // Commitments adding up to less than all the space leave some type with some free. A simple CASE
      // probes the sum once (a searched one probed it for each WHEN); no commitment, null, is the ELSE.
      parts.push(sql`(case (${committed} < w.total_size_m2) when true then true when false then ${someTypeFree} else ${capacity} end)`);
    } else {
      parts.push(sql`(case when ${committed} is null then ${capacity} else ${someTypeFree} end)`);
    }
  }
  return parts;
}

/**
 * The free m² a card shows for the dates (a column of the page's rows, so the figures come in the same
 * statement): summed over the selected space types, or the requested ones (the picker), or all the
 * warehouse's types; per type its capacity, less the peak commitment when one overlaps the days.
 */
function pageFreeColumn(criteria: BrowseCriteria, warehouseId: SQL): SQL {
  if (!criteria.dates) return sql``;
  const { from, to, range } = dayBounds(criteria.dates);
  const chosen = criteria.spaceTypeIds.length > 0 ? criteria.spaceTypeIds : criteria.spaceRequirements.map((request) => request.spaceTypeId);
  const ofChosen = chosen.length > 0 ? sql` and s.space_type_id = any(${arrayOf('uuid', chosen)})` : sql``;
  return sql`, (select coalesce(sum(case when (select true from space_commitments c where c.warehouse_id = t.warehouse_id and c.space_type_id = t.space_type_id and c.during && ${range} limit 1) is not null
                                         then space_free_m2(t.warehouse_id, t.space_type_id, ${from}, ${to}) else t.capacity end), 0)
                 from (select s.warehouse_id, s.space_type_id, sum(s.size_m2) as capacity from warehouse_spaces s
                        where s.warehouse_id = ${warehouseId}${ofChosen} group by s.warehouse_id, s.space_type_id) t) as free`;
}

/**
 * The WHERE clauses of the visible matches, one per disjoint branch: active warehouses, and for a
 * signed-in viewer their own inactive ones. Kept apart (summed counts, UNION ALL of rows) because
 * `is_active or owner_id = $me` can use neither the `where is_active` partial indexes nor the
 * (is_active, created_at) order: the plain count went from an index-only scan to a sequential scan,
 * and the first page from 24 rows read to a sort of every row.
 */
function visibleBranches(filters: SQL[], visibility: Visibility): SQL[] {
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
 * The reader's translation of each row's name (docs/decisions/235-warehouse-translations.md): one probe
 * of warehouse_translations' primary key per row of the page (or pin), which finds none in the language
 * a warehouse is written in (a translation is never in it) nor where the owner gave no name in `locale`.
 * A lateral subquery with LIMIT 1, so it stays a probe per row: as a join, with most pins translated
 * the planner hashed every translation in the language instead (24 of 53 ms for 500 pins at 100,000).
 */
function translatedNameJoin(warehouseId: SQL, locale: Locale): SQL {
  return sql`left join lateral (select t.name_json, t.locale from warehouse_translations t
                                 where t.warehouse_id = ${warehouseId} and t.locale = ${locale} and t.name is not null limit 1) tr on true`;
}

/** A stored card or pin (JSON text, `stored`) as the reader gets it: with the translated name when translatedNameJoin found one. */
function inReaderLanguage(stored: SQL): SQL {
  return sql`(case when tr.name_json is null then ${stored} else json_with_name(${stored}, tr.name_json, tr.locale) end)`;
}

/** The map's visible matches in the viewport, with the browse filters. */
function mapBranches(criteria: BrowseCriteria, visibility: Visibility, viewport: Viewport | undefined): SQL[] {
  return visibleBranches([...filterParts(criteria), ...viewportParts(viewport)], visibility);
}

/**
 * How the map finds its pins in id order. `walk`: read warehouses by primary key and stop once enough
 * pins match; cheap when matches are common, since few rows are read per match. `sort`: collect every
 * match through the filters' own indexes, then sort; cheap when matches are rare. The planner chooses
 * from its estimates, and for contains-searches those are often far off (q=rotterd: 1,000 estimated,
 * 205 found, so it walked 100,000 rows); the service knows the exact count by then and picks for it.
 */
export type PageStrategy = 'walk' | 'sort';

/**
 * Walking reads about rowsNeeded × catalogue / total rows; sorting reads about `total` matches, each
 * costing about twice a walked row (a bitmap heap visit and recheck, then materialise and sort), as
 * measured at 100,000 warehouses. Walk when 2 × total² ≥ rowsNeeded × catalogue: for 500 pins, sort
 * below ~5,000 matches.
 */
export function choosePageStrategy(total: number, catalogueSize: number, rowsNeeded: number): PageStrategy {
  return 2 * total * total >= rowsNeeded * catalogueSize ? 'walk' : 'sort';
}

/**
 * Every match of the branches, collected through the filters' own indexes as the CTE `matches`.
 * MATERIALIZED keeps the filters away from the ORDER BY ... LIMIT that follows, so the planner cannot
 * turn them into a walk.
 */
function collectedMatches(columns: SQL, branches: SQL[]): SQL {
  const all = sql.join(
    branches.map((where) => sql`select ${columns} from warehouses w where ${where}`),
    sql` union all `,
  );
  return sql`with matches as materialized (${all})`;
}

/**
 * The matching rows' columns in the wanted order, limited. `walk`: each branch in order with its own
 * limit, merged; `sort`: every match materialised, then sorted.
 */
function orderedMatches(columns: SQL, branches: SQL[], order: SQL, limit: number, strategy: PageStrategy): SQL {
  if (strategy === 'sort') {
    return sql`select * from (${collectedMatches(columns, branches)} select * from matches w order by ${order} limit ${limit}) m`;
  }
  if (branches.length === 1) {
    return sql`select ${columns} from warehouses w where ${branches[0]} order by ${order} limit ${limit}`;
  }
  const each = sql.join(
    branches.map((where) => sql`(select ${columns} from warehouses w where ${where} order by ${order} limit ${limit})`),
    sql` union all `,
  );
  return sql`select * from (${each}) w order by ${order} limit ${limit}`;
}

/**
 * How far browse walks the newest-first index per row it needs before it collects and sorts the
 * matches instead. Walking reads about rowsNeeded / density rows; sorting reads every match through the
 * filters' own indexes, each about twice a walked index row. On the index alone (every filter but free
 * text) a row is cheap: walk while at least 1 in 80 active warehouses match (1.25 %; at 100,000
 * warehouses the two cost the same near 1.1 %). With two ids or more, the sort also intersects each
 * id's postings in the GIN index, and each id alone is held by far more warehouses than hold them all
 * (space types, features and services are few and common): four ids of 25,000-40,000 warehouses each
 * took 3.7 ms to intersect for 581 matches, as long as walking 8,000 rows, so for a first page (27
 * matches) walking pays down to about 1 in 340. Walk while at least 1 in 320 match (a combination's
 * density varies along the catalogue: 1 in 171 overall, 1 in 288 among the newest 4,320 of one seed).
 * Free text reads each walked row from the table, about four times the cost: walk while at least 1 in
 * 20 match. Near the line a request pays for both, once.
 */
export const WALK_ROWS_PER_MATCH = { index: 80, severalIds: 320, table: 20 } as const;

/** The walk's rows per match for these criteria (WALK_ROWS_PER_MATCH). */
export function walkRowsPerMatch(criteria: BrowseCriteria): number {
  if (criteria.text) return WALK_ROWS_PER_MATCH.table;
  return selectedIdsOf(criteria).length >= 2 ? WALK_ROWS_PER_MATCH.severalIds : WALK_ROWS_PER_MATCH.index;
}

/**
 * The columns the walk reads: the browse index's own (its key and included columns), so that every
 * filter but free text and space requirements is tested without visiting the table.
 */
const WALK_COLUMNS = sql`w.id, w.created_at, w.filter_ids, w.min_price_per_m2_cents, w.total_size_m2, w.city_fold, w.country_fold, w.commitment_span`;

/**
 * The matches a walk stops at for a page that needs `rows`: `rows` rounded up to a quarter power of two
 * (…, 1024, 1218, 1449, 1723, 2048, …), at most 19 % above it. The walk reads up to this many matches,
 * so a whole power of two made the deepest page (1,201 rows) walk to 2,048, 70 % more than it needed;
 * four shapes per doubling still keep the prepared statements few (about 40 up to the result limit).
 */
export function walkRowsFor(rows: number): number {
  const quarters = Math.ceil(4 * Math.log2(Math.max(1, rows)));
  // Math.ceil(2 ** (quarters / 4)) may land a hair below rows through rounding; never stop short.
  return Math.max(rows, Math.ceil(2 ** (quarters / 4)));
}

/**
 * The cards of a page `p` (its rows' id and created_at), newest first, with the page's own `columns`:
 * each row's stored card, or one built on the fly for a row written past the repository (a bulk
 * import), in the reader's language, and the free m² for the dates. Both ways to a page end here.
 */
function cardsOfPage(columns: SQL, page: SQL, criteria: BrowseCriteria, locale: Locale): SQL {
  return sql`
    select ${columns}, ${inReaderLanguage(sql`coalesce(c.card, warehouse_card(p.id))`)} as card${pageFreeColumn(criteria, sql`p.id`)}
      from ${page}
      left join warehouse_cards c on c.warehouse_id = p.id
      ${translatedNameJoin(sql`p.id`, locale)}
     order by p.created_at desc, p.id desc`;
}

/**
 * A page of cards by walking: the newest active warehouses in index order, filtered, until the rows up
 * to the page's end and one more match, reading at most WALK_ROWS_PER_MATCH rows per row needed; plus
 * the viewer's own inactive matches, which are few and found through the owner index. Each row's stored
 * card, or one built on the fly for a row written past the repository (a bulk import). `hits` is how
 * many active matches the walk found: short of the page's end plus one, the walk ran out of budget (or
 * of warehouses) and the page is not known to be right. The plan is the same for every value (an index
 * scan under a fixed limit), so it cannot be misled by an estimate.
 */
export function browseWalkStatement(
  criteria: BrowseCriteria,
  visibility: Visibility,
  page: { limit: number; offset: number },
  locale: Locale = SOURCE_LOCALE,
): SQL {
  // The walk's limits are written into the text, so a generic plan is costed for the rows really read
  // (with parameters it assumed a tenth of the table and was never chosen), rounded up (walkRowsFor)
  // so that the statement takes a bounded number of shapes.
  const wanted = walkRowsFor(page.offset + page.limit + 1);
  const need = sql.raw(String(wanted));
  const budget = sql.raw(String(wanted * walkRowsPerMatch(criteria)));
  const filters = filterParts(criteria, true);
  const matching = filters.length > 0 ? sql.join(filters, sql` and `) : sql`true`;
  const columns = criteria.text ? sql`${WALK_COLUMNS}, w.search_text, w.name` : WALK_COLUMNS;
  const order = sql`w.created_at desc, w.id desc`;
  const [, ownInactive] = visibleBranches(filters, visibility);
  // A filter that names one stored country walks that country's warehouses, newest first on their own
  // index (warehouses_country_browse_idx): its matches are as many times denser there as the catalogue
  // is larger than the country, so the budget goes much further (germany + cold: 4 matches in 540
  // rows of all; 27 in about 135 German ones).
  const [onlyCountry] = criteria.countries?.length === 1 ? criteria.countries : [];
  const inCountry = onlyCountry === undefined ? sql`` : sql` and w.country_fold = ${onlyCountry}`;
  const branches = [
    sql`(select w.id, w.created_at, true as active
           from (select ${columns} from warehouses w where w.is_active${inCountry} order by ${order} limit ${budget}) w
          where ${matching} order by ${order} limit ${need})`,
  ];
  if (ownInactive) {
    branches.push(sql`(select w.id, w.created_at, false as active from warehouses w where ${ownInactive} order by ${order} limit ${need})`);
  }
  return cardsOfPage(
    sql`p.id, p.hits`,
    sql`(select m.id, m.created_at, (count(*) filter (where m.active) over ())::int as hits
              from (${sql.join(branches, sql` union all `)}) m
             order by m.created_at desc, m.id desc limit ${page.limit + 1} offset ${page.offset}) p`,
    criteria,
    locale,
  );
}

/**
 * A page of cards by sorting: every visible match collected through the filters' own indexes, counted
 * and sorted. For filters too rare to walk to; the count comes free. Answers one row even past the end
 * (card null), so the count is always there.
 */
export function browseSortStatement(
  criteria: BrowseCriteria,
  visibility: Visibility,
  page: { limit: number; offset: number },
  locale: Locale = SOURCE_LOCALE,
): SQL {
  return sql`
    ${collectedMatches(sql`w.id, w.created_at`, visibleBranches(filterParts(criteria), visibility))},
         page as (select m.id, m.created_at from matches m order by m.created_at desc, m.id desc limit ${page.limit + 1} offset ${page.offset})
    ${cardsOfPage(sql`(select count(*) from matches)::int as total, p.id`, sql`(select 1) one left join page p on true`, criteria, locale)}`;
}

/**
 * Pins in the viewport, at most `limit`, ordered by id: random UUIDs make the cut an even sample of the
 * viewport, and the same one on every request. A row per pin: the stored pin (warehouses.map_pin, read
 * from the map index on a walk; built by warehouse_pin() for the rare pin too long to store) as JSON
 * text, which findMapPinsAndMore joins into an array without parsing. With dates, one pin past the
 * limit says whether more match (see findWarehousePins: the count is taken without them).
 */
export function mapPinsStatement(
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  limit: number,
  strategy: PageStrategy = 'walk',
  locale: Locale = SOURCE_LOCALE,
): SQL {
  const branches = mapBranches(criteria, visibility, viewport);
  const rows = criteria.dates ? limit + 1 : limit;
  return sql`
    select ${inReaderLanguage(sql`coalesce(p.map_pin, warehouse_pin(p.id))`)} as pin
      from (${orderedMatches(sql`w.id, w.map_pin`, branches, sql`w.id`, rows, strategy)}) p
      ${translatedNameJoin(sql`p.id`, locale)}
     order by p.id`;
}

/**
 * The active located warehouses in the one-degree cells wholly inside the viewport (warehouse_map_cells,
 * migration 0024): a lower bound of its matches when nothing is filtered. None for a viewport across
 * the antimeridian, which is counted instead.
 */
function warehousesInCellsInside(viewport: Viewport | undefined): SQL | undefined {
  const sum = sql`select coalesce(sum(c.warehouses), 0) from warehouse_map_cells c`;
  if (!viewport) return sql`(${sum})`;
  if (viewport.west > viewport.east) return undefined;
  // The cell [lng, lng + 1) × [lat, lat + 1) is wholly inside when west ≤ lng and lng + 1 ≤ east, alike for latitude.
  return sql`(${sum} where c.cell_longitude between ${Math.ceil(viewport.west)} and ${Math.floor(viewport.east) - 1}
                      and c.cell_latitude between ${Math.ceil(viewport.south)} and ${Math.floor(viewport.north) - 1})`;
}

/**
 * The visible matches in the viewport, counted just far enough to choose how to read `limit` pins:
 * one past the limit (so the answer can say whether more match), and on to where walking starts to pay
 * (see choosePageStrategy: sqrt(limit × catalogue / 2), about 5,000 for 500 pins of 100,000), since a
 * count cut there already says "walk". Each branch counts that far; the sum is compared the same way.
 * With no filter, the warehouses of the cells wholly inside the viewport come first: when they reach
 * that far, they are the answer and nothing is counted (Europe's count went from 0.72 to 0.42 ms).
 * The catalogue's size is the planner's row estimate (free to read).
 */
export function mapPinsCountStatement(criteria: BrowseCriteria, visibility: Visibility, viewport: Viewport | undefined, limit: number): SQL {
  // The filters built once: their absence is also what lets the cells answer (isMapCountPrepared).
  const filters = filterParts(criteria);
  const branches = visibleBranches([...filters, ...viewportParts(viewport)], visibility);
  const catalogue = sql`(select greatest(c.reltuples, 0)::float8 from pg_class c where c.oid = 'warehouses'::regclass)`;
  const cap = sql`(select greatest(${limit}, ceil(sqrt(${limit} * ${catalogue} / 2)))::int + 1)`;
  const counts = sql.join(
    branches.map((where) => sql`(select count(*) from (select 1 from warehouses w where ${where} limit ${cap}) c)`),
    sql` + `,
  );
  const inCells = filters.length === 0 ? warehousesInCellsInside(viewport) : undefined;
  if (!inCells) return sql`select (${counts})::int as total, ${catalogue} as "catalogueSize"`;
  // The count runs only in the CASE's second branch, when the cells fall short.
  return sql`select (case when b.in_cells >= b.cap then b.in_cells else ${counts} end)::int as total, ${catalogue} as "catalogueSize"
               from (select ${inCells} as in_cells, ${cap} as cap) b`;
}

export type MatchCount = { total: number; catalogueSize: number };

/**
 * The stored countries (folded) that contain `typed`, folded alike: the values the country filter
 * matches (BrowseCriteria.countries). A scan of warehouse_countries, a row per country.
 */
export function countriesContainingStatement(typed: string): SQL {
  return sql`select c.country_fold as country from warehouse_countries c where strpos(c.country_fold, search_fold(${typed}::text)) > 0 order by 1`;
}

export async function findCountriesContaining(db: Executor, typed: string): Promise<string[]> {
  const rows = await preparedRowsOf<{ country: string }>(db, countriesContainingStatement(typed));
  return rows.map((row) => row.country);
}

/** The walk's page is right when it found every row up to the page's end and one more (browseWalkStatement's `hits`). */
export function walkFoundPage(hits: number | undefined, page: { limit: number; offset: number }): boolean {
  return (hits ?? 0) >= page.offset + page.limit + 1;
}

/**
 * Whether the app sends mapPinsCountStatement prepared: with no filter but the viewport, the map's
 * cells and the location index answer it for every value (its planning was 0.4 of its 1 ms). A filter's
 * own index may serve a viewport better, which only a plan for the values knows, so filtered counts are
 * planned every time.
 */
export function isMapCountPrepared(criteria: BrowseCriteria): boolean {
  return filterParts(criteria).length === 0;
}

/**
 * A page of cards (up to `limit + 1`, the last only telling that more follow) and, when the matches
 * were few enough to collect, their number. Walks first (see browseWalkStatement); when the walk comes
 * back short of the page, the filter is rare and the matches are sorted instead.
 */
export async function findBrowsePage(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  page: { limit: number; offset: number },
  locale: Locale = SOURCE_LOCALE,
): Promise<{ cards: BrowseCard[]; total: number | null }> {
  // The walk's plan is the same for every value, so it is prepared. Its text takes a bounded number of
  // shapes: a clause per filter kind, per selected space type with dates (at most 50) and per space
  // request (at most 20), and preparedRowsOf caps how many a process keeps.
  const walked = await preparedRowsOf<PageRow & { hits: number }>(db, browseWalkStatement(criteria, visibility, page, locale));
  if (walkFoundPage(walked[0]?.hits, page)) return { cards: walked.map(toBrowseCard), total: null };
  const sorted = await rowsOf<PageRow & { total: number }>(db, browseSortStatement(criteria, visibility, page, locale));
  return { cards: sorted.flatMap((row) => (row.card === null ? [] : [toBrowseCard(row)])), total: sorted[0]?.total ?? 0 };
}

type PageRow = { id: string | null; card: string | null; free?: string | number | null };

/** A stored card (JSON text) with its warehouse's id and, when dates were given, its free m² for them. */
export type BrowseCard = { id: string; card: string; freeM2: number | null };

function toBrowseCard(row: PageRow): BrowseCard {
  // numeric arrives as a decimal string; two decimals are exact as a number.
  return { id: row.id ?? '', card: row.card ?? '', freeM2: row.free === undefined || row.free === null ? null : Number(row.free) };
}

/** The viewport's matches, counted as far as mapPinsCountStatement says, and the catalogue's estimated size. */
export async function countMapPins(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  limit: number,
): Promise<MatchCount> {
  // float8 comes back as a number from both drivers.
  const read = isMapCountPrepared(criteria) ? preparedRowsOf : rowsOf;
  const [row] = await read<MatchCount>(db, mapPinsCountStatement(criteria, visibility, viewport, limit));
  return { total: row?.total ?? 0, catalogueSize: row?.catalogueSize ?? 0 };
}

/**
 * The pins as JSON text (a MapPin array) and, with dates (mapPinsStatement), whether more than `limit`
 * match. Joined here, not by string_agg: aggregating 500 pins into one text cost PostgreSQL about
 * three times what finding and sending them as rows does.
 */
export async function findMapPinsAndMore(
  db: Executor,
  criteria: BrowseCriteria,
  visibility: Visibility,
  viewport: Viewport | undefined,
  limit: number,
  strategy: PageStrategy,
  locale: Locale = SOURCE_LOCALE,
): Promise<{ pins: string; more: boolean | null }> {
  const rows = await rowsOf<{ pin: string }>(db, mapPinsStatement(criteria, visibility, viewport, limit, strategy, locale));
  const pins = `[${rows
    .slice(0, limit)
    .map((row) => row.pin)
    .join(',')}]`;
  return { pins, more: criteria.dates ? rows.length > limit : null };
}

/**
 * The criteria without the date filter: what the map counts to choose how to read its pins. The date
 * filter costs a GiST probe per row, and the count reads up to ~5,000 rows where the pins read ~500;
 * the count without dates is an upper bound, as good for the choice, and the pins say whether more match.
 */
export function withoutDates(criteria: BrowseCriteria): BrowseCriteria {
  return { ...criteria, dates: undefined, minFreeM2: undefined };
}
