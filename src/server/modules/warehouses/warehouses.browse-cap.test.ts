import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowseResponse, MapPinsResponse } from '@shared/contracts/warehouses';
import { signInAs } from '../../../../tests/api/auth-helpers';
import { createTestApp, type TestApp } from '../../../../tests/api/harness';
import { BROWSE_COUNT_CAP, MAP_COUNT_CAP } from './warehouses.browse.service';

/** More matches than browse counts exactly: 1,030 active warehouses, all in one spot of Europe. */
const CATALOGUE = 1030;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Written past the repository, as a bulk import would be: no stored browse cards, so every page here
  // also proves that cards are built on the fly when missing.
  const owner = await signInAs(t, ['warehouse_owner']);
  await t.db.execute(sql`
    insert into warehouses (owner_id, name, address, city, country, postal_code, latitude, longitude, total_size_m2, created_at)
    select ${owner.user.id}, 'Yard ' || g, 'Quay ' || g, 'Tallinn', 'Estonia', '10111', 59.44, 24.75, 100,
           timestamptz '2026-01-01T00:00:00Z' + g * interval '1 minute'
      from generate_series(1, ${CATALOGUE}) as g`);
});

afterAll(async () => {
  await t?.close();
});

async function get<T>(url: string): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('counts past the cap', () => {
  it('reports the cap as a lower bound on the first page', async () => {
    expect(BROWSE_COUNT_CAP).toBe(1000);
    const first = await get<BrowseResponse>('/api/warehouses');
    expect(first).toMatchObject({ total: 1000, isTotalCapped: true, page: 1 });
    expect(first.items.map((item) => item.name)).toEqual(Array.from({ length: 24 }, (_, index) => `Yard ${CATALOGUE - index}`));
  });

  it('counts on to the end of a deep page, and exactly once the end of the matches is near', async () => {
    // Page 42 ends at row 1,008: more exist beyond it.
    const deep = await get<BrowseResponse>('/api/warehouses?page=42');
    expect(deep).toMatchObject({ total: 1008, isTotalCapped: true });
    expect(deep.items).toHaveLength(24);
    // Page 43 would end at row 1,032: the count is exact again and the page holds the last 22.
    const last = await get<BrowseResponse>('/api/warehouses?page=43');
    expect(last).toMatchObject({ total: CATALOGUE, isTotalCapped: false });
    expect(last.items.map((item) => item.name).at(-1)).toBe('Yard 1');
    expect(last.items).toHaveLength(22);
  });

  it('gives exact totals below the cap', async () => {
    const few = await get<BrowseResponse>('/api/warehouses?q=yard%20102');
    // "yard 102" and "yard 1020".."yard 1029".
    expect(few).toMatchObject({ total: 11, isTotalCapped: false });
  });

  it('counts map pins exactly up to its own cap, or up to the pins asked for if more', async () => {
    expect(MAP_COUNT_CAP).toBe(1000);
    const viewport = 'west=20&south=55&east=30&north=62';
    const sample = await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=10`);
    expect(sample).toMatchObject({ total: 1000, isTotalCapped: true });
    expect(sample.pins).toHaveLength(10);
    const all = await get<MapPinsResponse>(`/api/warehouses/map?${viewport}&limit=2000`);
    expect(all).toMatchObject({ total: CATALOGUE, isTotalCapped: false });
    expect(all.pins).toHaveLength(CATALOGUE);
  });
});
