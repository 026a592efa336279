import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/harness';
import { SERVER_TIMEOUTS, webAssetCacheControl } from './delivery';

const t = useTestApp();

describe('compression of API answers', () => {
  it('sends JSON above 1 KB as brotli or gzip, whichever the client accepts, and the same JSON inside', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const brotli = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);

    const gzip = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under 1 KB as they are: compressing them saves nothing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('streams stored images as they are (already compressed), with their length', async () => {
    const image = Buffer.alloc(4096, 7);
    await t.storage.put('warehouse-images/delivery-test.webp', image, 'image/webp');
    const response = await t.app.inject({
      method: 'GET',
      url: '/files/warehouse-images/delivery-test.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(image)).toBe(true);
  });

  it('does not unpack compressed request bodies, which would get round the body limits', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
    const asJson = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: body });
    expect(asJson.statusCode).toBe(401);
    const gzipped = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(body),
    });
    expect(gzipped.statusCode).toBe(400);
  });
});

describe('HTTP server limits', () => {
  it('closes idle sockets and slow requests, and keeps connections open longer than load balancers do', () => {
    expect(t.app.initialConfig.connectionTimeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    expect(t.app.initialConfig.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(t.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(t.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(t.app.initialConfig.bodyLimit).toBe(1024 * 1024);
  });
});

describe('caching of the built web app', () => {
  it('caches hashed assets for a year and has everything else revalidated', () => {
    expect(webAssetCacheControl('/srv/dist/web/assets/index-CySJdWr-.js')).toBe('public, max-age=31536000, immutable');
    expect(webAssetCacheControl('/srv/dist/web/index.html')).toBe('no-cache');
    expect(webAssetCacheControl('/srv/dist/web/favicon.svg')).toBe('no-cache');
  });
});
