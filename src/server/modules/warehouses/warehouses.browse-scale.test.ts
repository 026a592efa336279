import { sql, TransactionRollbackError } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BROWSE_RESULT_LIMIT } from '@shared/paging';
import { type BrowseResponse, browseResponse, type MapPinsResponse } from '@shared/contracts/warehouses';
import { browseLimitMessage } from '@shared/errors';
import { signInAs } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { rowsOf } from '../../db/client';
import { WALK_ROWS_PER_MATCH } from './warehouses.browse.repository';

/** More matches than a walk reads for a rare filter or the map's count needs: 1,030 active warehouses, all in one spot of Europe. */
const CATALOGUE = 1030;

const t = useTestApp();

beforeAll(async () => {
  // Written past the repository, as a bulk import would be: no stored browse cards, so every page here
  // also proves that cards are built on the fly when missing.
  const owner = await signInAs(t, ['warehouse_owner']);
  await t.db.execute(sql`
    insert into warehouses (owner_id, name, address, city, country, postal_code, latitude, longitude, total_size_m2, created_at)
    select ${owner.user.id}, 'Yard ' || g, 'Quay ' || g, 'Tallinn', 'Estonia', '10111', 59.44, 24.75, 100,
           timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
      from generate_series(1, ${CATALOGUE}) as g`);
});

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

const browse = async (query = '') => browseResponse.parse(await get<BrowseResponse>(`/api/warehouses${query}`));
const names = (page: BrowseResponse) => page.items.map((item) => item.name);

describe('browse at scale', () => {
  it('walks a broad search newest first and does not count it', async () => {
    const first = await browse();
    expect(first).toMatchObject({ total: null, hasMore: true, page: 1 });
    expect(names(first)).toEqual(Array.from({ length: 24 }, (_, index) => `Yard ${CATALOGUE - index}`));
    // Built on the fly (no stored cards here), the card is the same shape as a stored one.
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      name: `Yard ${CATALOGUE}`,
      nameLocale: 'en',
      city: 'Tallinn',
      country: 'Estonia',
      totalSizeM2: 100,
      minPricePerM2Cents: null,
      spaceTypes: [],
      features: [],
      services: [],
      thumbnailUrl: null,
    });
  });

  it('walks on to a deep page, and counts once the walk comes back short of the end of one', async () => {
    // Page 42 ends at row 1,008: the walk finds it and the row after it.
    const deep = await browse('?page=42');
    expect(deep).toMatchObject({ total: null, hasMore: true });
    expect(names(deep).at(-1)).toBe(`Yard ${CATALOGUE - 1007}`);
    // Page 43 would end at row 1,032: only 1,030 exist, so the matches are collected and counted.
    const last = await browse('?page=43');
    expect(last).toMatchObject({ total: CATALOGUE, hasMore: false });
    expect(names(last)).toHaveLength(22);
    expect(names(last).at(-1)).toBe('Yard 1');
    // Past the end: no cards, and still the count, for the screen to go back to the last page.
    expect(await browse('?page=44')).toMatchObject({ items: [], total: CATALOGUE, hasMore: false });
  });

  it('walks with the same filters the indexes answer: text is literal, city and country contain, any case', async () => {
    // Every row is "Yard N" in Tallinn: a wildcard read as one would match them all and fill the walk.
    for (const query of ['q=yard_1', 'q=yard%25', 'city=tall_nn', 'country=est%25']) {
      expect(await browse(`?${query}`), query).toMatchObject({ items: [], total: 0, hasMore: false });
    }
    const city = await browse('?city=ALLIN&country=stoni');
    expect(city).toMatchObject({ total: null, hasMore: true });
    expect(names(city)).toEqual(Array.from({ length: 24 }, (_, index) => `Yard ${CATALOGUE - index}`));
  });

  it('sorts a rare search, finding matches older than the walk reads, and counts them', async () => {
    // "yard 102" and "yard 1020".."yard 1029": Yard 102 is far older than a free-text walk reads.
    expect(WALK_ROWS_PER_MATCH.table * 32).toBeLessThan(CATALOGUE - 102);
    const few = await browse('?q=yard%20102');
    expect(few).toMatchObject({ total: 11, hasMore: false });
    expect(names(few)).toEqual([...Array.from({ length: 10 }, (_, index) => `Yard ${1029 - index}`), 'Yard 102']);
    // The same on a second page of a rare search.
    const paged = await browse('?q=yard%20102&pageSize=4&page=3');
    expect(paged).toMatchObject({ total: 11, hasMore: false });
    expect(names(paged)).toEqual(['Yard 1021', 'Yard 1020', 'Yard 102']);
  });

  it('cuts map pins at the limit, and says more match, however far the count had to go', async () => {
    const viewport = 'west=20&south=55&east=30&north=62';
    const sample = await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=10`);
    expect(sample).toMatchObject({ hasMore: true });
    expect(sample.pins).toHaveLength(10);
    expect(sample.pins.map((pin) => pin.id)).toEqual(sample.pins.map((pin) => pin.id).sort());
    const all = await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=2000`);
    expect(all).toMatchObject({ hasMore: false });
    expect(all.pins).toHaveLength(CATALOGUE);
    expect(all.pins.slice(0, 10)).toEqual(sample.pins);
    const exact = await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=${CATALOGUE}`);
    expect(exact).toMatchObject({ hasMore: false });
  });

  it('walks a combination of ids further than one id alone: at the same density the pair is walked, the one id sorted', async () => {
    // Three features on every 120th warehouse, newest first: 8 of the 1,030. A page of 4 needs 5 matches and
    // walks to 6 (walkRowsFor): 1 in 80 reads 480 rows and finds 4, short; 1 in 160 reads 960 and finds 8.
    const { rows } = (await t.db.execute(sql`select id from features order by name limit 3`)) as unknown as { rows: { id: string }[] };
    const [first, second, third] = rows.map((row) => row.id);
    await t.db.execute(sql`
      with picked as (select id from (select id, row_number() over (order by created_at desc, id desc) as position
                                        from warehouses where name like 'Yard %') ranked
                       where position % 120 = 0),
           linked as (insert into warehouse_features (warehouse_id, feature_id)
                      select p.id, f.id from picked p cross join (values (${first}::uuid), (${second}::uuid), (${third}::uuid)) as f(id))
      update warehouses w set feature_ids = array[${first}::uuid, ${second}::uuid, ${third}::uuid] from picked p where w.id = p.id`);
    expect(WALK_ROWS_PER_MATCH.index * 6).toBeLessThan(600);
    expect(WALK_ROWS_PER_MATCH.severalIds * 6).toBeGreaterThanOrEqual(720);
    const newest = ['Yard 911', 'Yard 791', 'Yard 671', 'Yard 551'];
    // One id: the walk comes back short, so the matches are sorted, and counted.
    const one = await browse(`?features=${third}&pageSize=4`);
    expect(one).toMatchObject({ total: 8, hasMore: true });
    expect(names(one)).toEqual(newest);
    // Two ids at the same density: walked, so not counted; the same cards.
    const pair = await browse(`?features=${first},${second}&pageSize=4`);
    expect(pair).toMatchObject({ total: null, hasMore: true });
    expect(names(pair)).toEqual(newest);
    expect(names(await browse(`?features=${first},${second}&pageSize=4&page=2`))).toEqual(['Yard 431', 'Yard 311', 'Yard 191', 'Yard 71']);
  });

  it('keeps the map cells equal to the warehouses in them, whatever statement writes them', async () => {
    // In a transaction rolled back at the end: moves, switches off, deletes and adds warehouses in bulk.
    type Cell = { longitude: number; latitude: number; warehouses: number };
    const checked = t.db.transaction(async (tx) => {
      const stored = () =>
        rowsOf<Cell>(tx, sql`select cell_longitude as longitude, cell_latitude as latitude, warehouses
                               from warehouse_map_cells where warehouses <> 0 order by 1, 2`);
      const counted = () =>
        rowsOf<Cell>(tx, sql`select floor(longitude)::int as longitude, floor(latitude)::int as latitude, count(*)::int as warehouses
                               from warehouses where is_active and latitude is not null and longitude is not null group by 1, 2 order by 1, 2`);
      expect(await stored()).toEqual([{ longitude: 24, latitude: 59, warehouses: CATALOGUE }]);
      await tx.execute(sql`update warehouses set latitude = 54.69, longitude = 25.28 where name in (select 'Yard ' || g from generate_series(1, 30) g)`);
      await tx.execute(sql`update warehouses set is_active = false where name in (select 'Yard ' || g from generate_series(25, 40) g)`);
      await tx.execute(sql`update warehouses set latitude = null where name = 'Yard 41'`);
      await tx.execute(sql`delete from warehouses where name in (select 'Yard ' || g from generate_series(42, 46) g)`);
      await tx.execute(sql`update warehouses set description = 'Edited' where name = 'Yard 50'`);
      await tx.execute(sql`
        insert into warehouses (owner_id, name, address, city, country, postal_code, latitude, longitude, total_size_m2)
        select owner_id, 'Added ' || g, 'Quay', 'Oslo', 'Norway', '0150', 59.91, 10.75, 100 from warehouses, generate_series(1, 3) g where name = 'Yard 100'`);
      expect(await stored()).toEqual(await counted());
      expect(await stored()).toEqual([
        { longitude: 10, latitude: 59, warehouses: 3 },
        { longitude: 24, latitude: 59, warehouses: CATALOGUE - 46 },
        { longitude: 25, latitude: 54, warehouses: 24 },
      ]);
      tx.rollback();
    });
    await expect(checked).rejects.toThrow(TransactionRollbackError);
  });

  it('says whether more pins match by the cells wholly in view only: a cell partly in view is counted, not assumed', async () => {
    // Every yard is at 59.44 N, 24.75 E, in the cell 59-60 N, 24-25 E.
    for (const viewport of ['west=24.8&south=55&east=30&north=62', 'west=20&south=59.5&east=30&north=62', 'west=20&south=55&east=24.7&north=62', 'west=20&south=55&east=30&north=59.4']) {
      expect(await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=10`), viewport).toEqual({ pins: [], hasMore: false });
    }
    const inView = await get<MapPinsResponse>(`/api/warehouses/map?west=24.7&south=59.4&east=24.8&north=59.5&limit=10`);
    expect(inView).toMatchObject({ hasMore: true });
    expect(inView.pins).toHaveLength(10);
  });

  it('lists the first 1,200 matches and no further: the deepest page says more match, a deeper one is refused', async () => {
    // 1,230 in all, so the list ends before the catalogue does.
    const owner = await signInAs(t, ['warehouse_owner']);
    await t.db.execute(sql`
      insert into warehouses (owner_id, name, address, city, country, postal_code, total_size_m2, created_at)
      select ${owner.user.id}, 'Yard ' || g, 'Quay ' || g, 'Tallinn', 'Estonia', '10111', 100,
             timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
        from generate_series(${CATALOGUE + 1}::int, ${CATALOGUE + 200}::int) as g`);
    expect(BROWSE_RESULT_LIMIT).toBe(1200);
    expect(await browse('?page=49')).toMatchObject({ hasMore: true, limitReached: false });
    const deepest = await browse('?page=50');
    expect(deepest).toMatchObject({ hasMore: false, limitReached: true });
    expect(names(deepest).at(-1)).toBe(`Yard ${CATALOGUE + 200 - 1199}`);
    expect(await browse('?page=20&pageSize=60')).toMatchObject({ hasMore: false, limitReached: true });
    // A page that would start past the limit says why, as a validation error on `page`.
    for (const query of ['?page=51', '?page=21&pageSize=60', '?page=2000']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/warehouses${query}` });
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json(), query).toMatchObject({
        error: { code: 'validation_error', details: { page: [browseLimitMessage(1200)] } },
      });
    }
    // A search that ends before the limit is not cut.
    expect(await browse('?q=yard%20102')).toMatchObject({ hasMore: false, limitReached: false });
  });
});
