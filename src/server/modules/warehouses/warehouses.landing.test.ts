import { describe, expect, it } from 'vitest';
import type { WarehouseImage } from '@shared/contracts/warehouses';
import { useSignedIn } from '../../../../tests/api/auth-helpers';
import { useTestApp } from '../../../../tests/api/harness';
import { useReference } from '../../../../tests/api/reference';
import { uploadPendingImage } from './warehouse-images.test-support';
import { warehouseFormBody } from './warehouses.test-support';
import { landingPreloads } from './warehouses.landing';

const t = useTestApp();
const [owner] = useSignedIn(t, ['warehouse_owner']);
const reference = useReference(t);

/** Lists a warehouse through the API, with the given images, and returns its id. */
async function listWarehouse(name: string, images: WarehouseImage[]): Promise<string> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/warehouses',
    headers: owner.headers,
    payload: warehouseFormBody(reference, { name, imageIds: images.map((image) => image.id) }),
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<{ id: string }>().id;
}

describe('landingPreloads', () => {
  it("names browse's first read and the first card's thumbnail, as a visitor sees the list", async () => {
    const first = await uploadPendingImage(t, owner.headers);
    await listWarehouse('Older, with a picture', [await uploadPendingImage(t, owner.headers)]);
    const newest = await listWarehouse('Newest, with a picture', [first]);
    // A listing its owner switched off is not on a visitor's list, so its picture is not preloaded.
    const hidden = await listWarehouse('Newer still, switched off', [await uploadPendingImage(t, owner.headers)]);
    const off = await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${hidden}/status`, headers: owner.headers, payload: { isActive: false } });
    expect(off.statusCode, off.body).toBe(200);

    const visitorsFirstCard = (await t.app.inject({ method: 'GET', url: '/api/warehouses' })).json<{ items: { id: string }[] }>().items[0];
    expect(visitorsFirstCard?.id).toBe(newest);
    expect(await landingPreloads(t.app.ctx, '/m-warehouses')).toEqual([
      '</api/warehouses?page=1&pageSize=24>; rel=preload; as=fetch; crossorigin=anonymous',
      `<${first.thumbnailUrl}>; rel=preload; as=image; fetchpriority=high`,
    ]);
  });

  it("names a warehouse page's read and its main image with the page's srcset and sizes", async () => {
    const main = await uploadPendingImage(t, owner.headers);
    const id = await listWarehouse('Two pictures', [main, await uploadPendingImage(t, owner.headers)]);
    expect(await landingPreloads(t.app.ctx, `/m-warehouses/${id.toUpperCase()}`)).toEqual([
      `</api/warehouses/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
      `<${main.url}>; rel=preload; as=image; imagesrcset="${main.thumbnailUrl} 480w, ${main.url} 1600w"; ` +
        'imagesizes="(min-width: 1024px) 60vw, 100vw"; fetchpriority=high',
    ]);
  });

  it('names only the read for a warehouse without pictures, one a visitor may not see, or one that does not exist', async () => {
    const bare = await listWarehouse('No pictures', []);
    const hidden = await listWarehouse('Switched off', [await uploadPendingImage(t, owner.headers)]);
    await t.app.inject({ method: 'PATCH', url: `/api/warehouses/${hidden}/status`, headers: owner.headers, payload: { isActive: false } });
    const unknown = '6bba92e0-ad79-499f-93f0-dd6a01486050';
    for (const id of [bare, hidden, unknown]) {
      expect(await landingPreloads(t.app.ctx, `/m-warehouses/${id}`)).toEqual([`</api/warehouses/${id}>; rel=preload; as=fetch; crossorigin=anonymous`]);
    }
  });

  it('names nothing for a page with filters or any other page', async () => {
    const id = '6bba92e0-ad79-499f-93f0-dd6a01486050';
    for (const url of ['/m-warehouses?q=port', `/m-warehouses/${id}?from=2027-03-01`, '/', '/m-warehouses/create', '/m-warehouses/dashboard', `/m-warehouses/edit/${id}`, '/m-warehouses/not-an-id']) {
      expect(await landingPreloads(t.app.ctx, url), url).toEqual([]);
    }
  });
});
