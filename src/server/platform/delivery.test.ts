import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/api/harness';
import { SERVER_TIMEOUTS, webAssetCacheControl } from './delivery';

/** A built web app of the test's own: an index.html as the build writes it (over 1 KB), a manifest and the page table. */
const webBuild = mkdtempSync(path.join(os.tmpdir(), 'wm-delivery-test-'));
mkdirSync(path.join(webBuild, 'web'));
writeFileSync(
  path.join(webBuild, 'web-manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'app/page-routes.tsx': { file: 'assets/page-routes-p.js', imports: ['index.html'] },
    'features/bookings/pages/booking-detail-page.tsx': { file: 'assets/booking-detail-page-b.js', imports: ['index.html'] },
  }),
);
writeFileSync(path.join(webBuild, 'web-pages.json'), JSON.stringify([{ pattern: '/bookings/:id', source: 'features/bookings/pages/booking-detail-page.tsx' }]));
writeFileSync(
  path.join(webBuild, 'web', 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>24WM | Warehouse space and cargo agent for Europe, Asia and Africa</title>
    <meta name="description" content="${'Warehouse and yard space between Europe, Asia and Africa. '.repeat(16)}" />
    <script defer src="/boot.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`,
);
afterAll(() => rmSync(webBuild, { recursive: true, force: true }));

const t = useTestApp({ PUBLIC_URL: 'https://24wm.example' }, { webDir: path.join(webBuild, 'web') });

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

describe('the HTML of a page', () => {
  const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it("names the page's code in its Link header, and with a session cookie the session and the page's first read", async () => {
    const id = '0b7e6a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b';
    const code = ['</assets/page-routes-p.js>; rel=modulepreload', '</assets/booking-detail-page-b.js>; rel=modulepreload'];
    expect((await page(`/bookings/${id}`)).headers.link).toBe(code.join(', '));
    expect((await page(`/bookings/${id}`, { cookie: 'session=whatever' })).headers.link).toBe(
      [
        '</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous',
        `</api/bookings/${id}>; rel=preload; as=fetch; crossorigin=anonymous`,
        ...code,
      ].join(', '),
    );
    // The home page's code is the entry itself; a signed-in visit still names the session.
    expect((await page('/')).headers.link).toBeUndefined();
    expect((await page('/', { cookie: 'session=whatever' })).headers.link).toBe('</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous');
  });
  const links = (html: string) => [...html.matchAll(/<link rel="(canonical|alternate)"[^>]*>/g)].map(([tag]) => tag);

  it("names a public page's address in each language, the one without a language as x-default, in its head", async () => {
    const response = await page('/m-warehouses');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(links(response.body)).toEqual([
      '<link rel="canonical" href="https://24wm.example/m-warehouses">',
      '<link rel="alternate" hreflang="en" href="https://24wm.example/m-warehouses?lang=en">',
      '<link rel="alternate" hreflang="fr" href="https://24wm.example/m-warehouses?lang=fr">',
      '<link rel="alternate" hreflang="de" href="https://24wm.example/m-warehouses?lang=de">',
      '<link rel="alternate" hreflang="ar" href="https://24wm.example/m-warehouses?lang=ar">',
      '<link rel="alternate" hreflang="zh" href="https://24wm.example/m-warehouses?lang=zh">',
      '<link rel="alternate" hreflang="x-default" href="https://24wm.example/m-warehouses">',
    ]);
    expect(response.body.indexOf('hreflang="x-default"')).toBeLessThan(response.body.indexOf('</head>'));
    expect(response.body).not.toContain('noindex');
  });

  it("gives a page in a language that language's canonical address, without the page's other parameters", async () => {
    const french = links((await page('/m-warehouses?view=map&city=Tallinn&lang=fr')).body);
    expect(french[0]).toBe('<link rel="canonical" href="https://24wm.example/m-warehouses?lang=fr">');
    expect(french).toContain('<link rel="alternate" hreflang="x-default" href="https://24wm.example/m-warehouses">');
    expect(french.join()).not.toMatch(/view=|city=/);
    // As src/web/boot.js reads it: a regional tag is its language, an unknown one none.
    expect(links((await page('/about/?lang=zh-CN')).body)[0]).toBe('<link rel="canonical" href="https://24wm.example/about?lang=zh">');
    expect(links((await page('/about?lang=xx')).body)[0]).toBe('<link rel="canonical" href="https://24wm.example/about">');
    expect(links((await page('/')).body)[0]).toBe('<link rel="canonical" href="https://24wm.example/">');
    const warehouse = links((await page('/m-warehouses/0B7E6A3C-1D2E-4F50-8A9B-0C1D2E3F4A5B?lang=ar')).body);
    expect(warehouse[0]).toBe('<link rel="canonical" href="https://24wm.example/m-warehouses/0b7e6a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b?lang=ar">');
    expect(warehouse).toHaveLength(7);
  });

  it('speaks the language the address names, else the one the browser chose or asks for, in its language, direction, title and description', async () => {
    const head = (html: string) => [/<html [^>]*>/.exec(html)?.[0], /<title>([^<]*)<\/title>/.exec(html)?.[1]];
    expect(head((await page('/m-warehouses')).body)).toEqual(['<html lang="en" dir="ltr">', '24WM | Warehouse space and cargo agent for Europe, Asia and Africa']);
    expect(head((await page('/m-warehouses?lang=fr', { 'accept-language': 'de' })).body)).toEqual([
      '<html lang="fr" dir="ltr">',
      "24WM | Espaces d'entreposage et agent de fret pour l'Europe, l'Asie et l'Afrique",
    ]);
    expect((await page('/faq?lang=fr')).body).toMatch(/<meta\s+name="description"\s+content="24WM est un agent de fret/);
    expect(head((await page('/faq', { cookie: 'locale=de', 'accept-language': 'fr' })).body)[0]).toBe('<html lang="de" dir="ltr">');
    const arabic = await page('/faq', { 'accept-language': 'en;q=0.5, ar-MA' });
    expect(head(arabic.body)).toEqual(['<html lang="ar" dir="rtl">', '24WM | مساحات تخزين ووكيل شحن لأوروبا وآسيا وأفريقيا']);
    // A cache on the way keeps one per language asked for.
    expect(arabic.headers.vary).toMatch(/cookie/i);
    expect(arabic.headers.vary).toMatch(/accept-language/i);
  });

  it('asks search engines not to list signed-in pages, links with a token, or addresses that are no page', async () => {
    for (const url of ['/dashboard', '/m-warehouses/dashboard', '/m-warehouses/create', '/bookings/some-id', '/receipts/verify/a-token', '/reset-password?token=x', '/no-such-page', '//elsewhere.example/about']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(links(response.body), url).toEqual([]);
      expect(response.body, url).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('sends the HTML compressed, revalidated by an entity tag of its own content', async () => {
    const plain = await page('/faq');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const entityTag = plain.headers.etag as string;
    expect(entityTag).toMatch(/^W\/".+"$/);

    const brotli = await page('/faq', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.headers.etag).toBe(entityTag);

    const gzip = await page('/faq', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const unchanged = await page('/faq', { 'if-none-match': entityTag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/faq', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(entityTag);
    expect(head.body).toBe('');
    // Another page, or the same in another language, is other HTML.
    expect((await page('/faq?lang=de', { 'if-none-match': entityTag })).statusCode).toBe(200);
    expect((await page('/terms', { 'if-none-match': entityTag })).statusCode).toBe(200);
  });
});
