import { describe, expect, it } from 'vitest';
import { useSignedIn } from '../../../tests/api/auth-helpers';
import { useTestApp } from '../../../tests/api/harness';
import { RENAMED_API_PATHS, renamedPath } from './renamed-api-paths';

const t = useTestApp();
const [owner] = useSignedIn(t, ['warehouse_owner']);
const ID = '00000000-0000-4000-8000-000000000001';

/** An old address of each renamed path, and where it now lives. */
const EXAMPLES: [old: string, now: string][] = [
  ['/api/warehouse-requests', '/api/listing-requests'],
  [`/api/warehouse-requests/${ID}/access`, `/api/listing-requests/${ID}/access`],
  ['/api/admin/warehouse-requests?status=submitted&page=2', '/api/admin/listing-requests?status=submitted&page=2'],
  [`/api/admin/warehouse-requests/${ID}/approve`, `/api/admin/listing-requests/${ID}/approve`],
  ['/api/warehouse-request-images', '/api/listing-request-images'],
  ['/api/owner-catalogue/warehouses', '/api/owner-warehouses'],
  ['/api/owner-catalogue/warehouses/mine?pageSize=5', '/api/owner-warehouses/mine?pageSize=5'],
  [`/api/owner-catalogue/warehouses/${ID}/duplicate`, `/api/owner-warehouses/${ID}/duplicate`],
  ['/api/owner-catalogue/images', '/api/owner-warehouse-images'],
  [`/api/owner-warehouses/${ID}/capacity?from=2027-01-01&to=2027-01-31`, `/api/warehouses/${ID}/capacity?from=2027-01-01&to=2027-01-31`],
  [`/api/owner-warehouses/${ID}/blocks`, `/api/warehouses/${ID}/blocks`],
  [`/api/owner-warehouses/${ID}/blocks/${ID}`, `/api/warehouses/${ID}/blocks/${ID}`],
];

describe('renamed API paths', () => {
  it('every rename has an example here', () => {
    const covered = new Set(EXAMPLES.map(([old]) => RENAMED_API_PATHS.find(({ from }) => matches(from, old.split('?')[0]!))?.from));
    expect([...covered].sort()).toEqual(RENAMED_API_PATHS.map(({ from }) => from).sort());
  });

  it.each(EXAMPLES)('%s answers 308 to %s for every method, query kept', async (old, now) => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: old });
      expect(response.statusCode, method).toBe(308);
      expect(response.headers.location, method).toBe(now);
    }
  });

  it('a client that follows the redirect gets what the new path answers, body and method kept', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/owner-catalogue/warehouses/mine', headers: owner.headers });
    const followed = await t.app.inject({ method: 'GET', url: listed.headers.location as string, headers: owner.headers });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual((await t.app.inject({ method: 'GET', url: '/api/owner-warehouses/mine', headers: owner.headers })).json());

    const draft = { name: 'Renamed path depot', contactEmail: 'renamed-path@example.test', spaces: [], features: [], services: [], images: [], submit: false };
    const created = await t.app.inject({ method: 'POST', url: '/api/warehouse-requests', payload: draft });
    expect(created.statusCode).toBe(308);
    const resent = await t.app.inject({ method: 'POST', url: created.headers.location as string, payload: draft });
    expect(resent.statusCode).toBe(201);
    expect(resent.json()).toMatchObject({ id: expect.any(String), token: expect.any(String) });
  });

  it('the new paths are not taken by the old ones: the single-space warehouse keeps /api/owner-warehouses/:id', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/owner-warehouses/${ID}`, headers: owner.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('the API document lists the new paths and none of the old ones', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as object);
    expect(paths).toEqual(expect.arrayContaining([
      '/api/listing-requests', '/api/admin/listing-requests', '/api/listing-request-images', '/api/owner-warehouses',
      '/api/owner-warehouse-images', '/api/warehouses/{id}/capacity', '/api/warehouses/{id}/blocks',
    ]));
    expect(paths.filter((path) => /warehouse-request|owner-catalogue|owner-warehouses\/\{id\}\/(capacity|blocks)/.test(path))).toEqual([]);
  });

  it('fills named segments and the rest of the path, each part encoded', () => {
    expect(renamedPath('/api/warehouses/:id/blocks/:blockId', { id: 'a b', blockId: 'c/d' })).toBe('/api/warehouses/a%20b/blocks/c%2Fd');
    expect(renamedPath('/api/listing-requests/*', { '*': 'x y/access' })).toBe('/api/listing-requests/x%20y/access');
  });
});

/** Whether a route pattern of the table matches a concrete path (`:name` one segment, `*` the rest). */
function matches(pattern: string, path: string): boolean {
  const source = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+').replace('*', '.+');
  return new RegExp(`^${source}$`).test(path);
}
