import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressedFor, indexHtmlIn, isNotModified, pageHtml, pageModulePreloads, signedInPreloads, type WebManifest } from './delivery';

describe('pageModulePreloads', () => {
  const manifest: WebManifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_jsx-runtime-b.js'] },
    '_jsx-runtime-b.js': { file: 'assets/jsx-runtime-b.js' },
    'features/warehouses/pages/browse-warehouses-page.tsx': {
      file: 'assets/browse-warehouses-page-c.js',
      imports: ['index.html', '_jsx-runtime-b.js', '_paging-d.js', '_get-warehouses-e.js'],
    },
    '_paging-d.js': { file: 'assets/paging-d.js' },
    '_get-warehouses-e.js': { file: 'assets/get-warehouses-e.js', imports: ['_paging-d.js', '_money-f.js', 'index.html'] },
    '_money-f.js': { file: 'assets/money-f.js' },
    '_map-g.js': { file: 'assets/map-g.js' },
  };

  it("names the page's chunk and every chunk it imports, however deep, once each, but none the entry loads", () => {
    expect(pageModulePreloads(manifest, 'features/warehouses/pages/browse-warehouses-page.tsx').sort()).toEqual(
      [
        '</assets/browse-warehouses-page-c.js>; rel=modulepreload',
        '</assets/get-warehouses-e.js>; rel=modulepreload',
        '</assets/money-f.js>; rel=modulepreload',
        '</assets/paging-d.js>; rel=modulepreload',
      ].sort(),
    );
  });

  it('names nothing for a source the build does not have', () => {
    expect(pageModulePreloads(manifest, 'features/nothing-here.tsx')).toEqual([]);
  });
});

describe('signedInPreloads', () => {
  const manifest: WebManifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'features/bookings/pages/booking-detail-page.tsx': { file: 'assets/booking-detail-page-b.js', imports: ['index.html', '_bookings-c.js'] },
    '_bookings-c.js': { file: 'assets/bookings-c.js' },
    'features/inquiries/pages/inquiry-detail-page.tsx': { file: 'assets/inquiry-detail-page-d.js', imports: ['index.html'] },
  };
  const session = '</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous';
  const id = '3EC095AF-B1E4-4001-AC72-CECBFF2E9322';

  it("names a booking's read and code, and an inquiry's, after the session, with the id as the API writes it", () => {
    expect(signedInPreloads(manifest, `/bookings/${id}`, true)).toEqual([
      session,
      `</api/bookings/${id.toLowerCase()}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '</assets/booking-detail-page-b.js>; rel=modulepreload',
      '</assets/bookings-c.js>; rel=modulepreload',
    ]);
    expect(signedInPreloads(manifest, `/inquiries/${id.toLowerCase()}?edit=1`, true)).toEqual([
      session,
      `</api/inquiries/${id.toLowerCase()}>; rel=preload; as=fetch; crossorigin=anonymous`,
      '</assets/inquiry-detail-page-d.js>; rel=modulepreload',
    ]);
  });

  it('names only the session on any other page, and nothing without a session cookie', () => {
    expect(signedInPreloads(manifest, '/bookings', true)).toEqual([session]);
    expect(signedInPreloads(manifest, '/bookings/not-an-id', true)).toEqual([session]);
    expect(signedInPreloads(manifest, `/bookings/${id}/extra`, true)).toEqual([session]);
    expect(signedInPreloads(manifest, `/bookings/${id}`, false)).toEqual([]);
    expect(signedInPreloads(manifest, '/', false)).toEqual([]);
  });
});

describe('pageHtml', () => {
  it("puts the page's tags at the end of the head, and leaves HTML without a head alone", () => {
    expect(pageHtml('<html><head>\n    <title>24WM</title>\n  </head><body></body></html>', '<meta name="robots" content="noindex">')).toBe(
      '<html><head>\n    <title>24WM</title>\n    <meta name="robots" content="noindex">\n  </head><body></body></html>',
    );
    expect(pageHtml('<p>no head</p>', '<meta>')).toBe('<p>no head</p>');
  });
});

describe('indexHtmlIn', () => {
  const indexHtml = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
  const head = (html: string) => ({
    html: /<html [^>]*>/.exec(html)?.[0],
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1],
  });

  it("writes index.html's own English, so the server's English and the page's cannot drift apart", () => {
    expect(indexHtmlIn(indexHtml, 'en')).toBe(indexHtml.replace('<html lang="en">', '<html lang="en" dir="ltr">'));
  });

  it('writes the language, its direction, the title and the description in each language, and leaves the rest alone', () => {
    const english = head(indexHtml);
    expect(head(indexHtmlIn(indexHtml, 'fr'))).toEqual({
      html: '<html lang="fr" dir="ltr">',
      title: "24WM | Espaces d'entreposage et agent de fret pour l'Europe, l'Asie et l'Afrique",
      description: expect.stringMatching(/^24WM est un agent de fret à Tallinn, en Estonie\./),
    });
    const arabic = head(indexHtmlIn(indexHtml, 'ar'));
    expect(arabic.html).toBe('<html lang="ar" dir="rtl">');
    expect(arabic.title).toMatch(/^24WM \| [\u0600-\u06ff ،]+$/);
    for (const locale of ['de', 'zh'] as const) {
      const translated = head(indexHtmlIn(indexHtml, locale));
      expect(translated.title, locale).not.toBe(english.title);
      expect(translated.description, locale).not.toBe(english.description);
    }
    expect(indexHtmlIn(indexHtml, 'de').replace(/<html [^>]*>|<title>[^<]*<\/title>|content="[^"]*"/g, '')).toBe(indexHtml.replace(/<html [^>]*>|<title>[^<]*<\/title>|content="[^"]*"/g, ''));
  });
});

describe('isNotModified', () => {
  it('matches the entity tag among several, weakly, or any with *', () => {
    expect(isNotModified('W/"abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('"xyz", "abc"', 'W/"abc"')).toBe(true);
    expect(isNotModified('*', 'W/"abc"')).toBe(true);
    expect(isNotModified('W/"abd"', 'W/"abc"')).toBe(false);
    expect(isNotModified(undefined, 'W/"abc"')).toBe(false);
  });
});

describe('compressedFor', () => {
  it('prefers brotli, then gzip, and takes q=0 as a refusal', () => {
    const html = '<!doctype html>'.repeat(100);
    const brotli = compressedFor('gzip, deflate, br', html);
    expect(brotli.encoding).toBe('br');
    expect(brotliDecompressSync(brotli.payload).toString()).toBe(html);
    expect(compressedFor('br;q=0, gzip;q=0.5', html).encoding).toBe('gzip');
    expect(compressedFor('identity', html)).toEqual({ payload: html });
    expect(compressedFor(undefined, html)).toEqual({ payload: html });
  });
});
