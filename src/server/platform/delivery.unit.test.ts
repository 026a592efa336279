import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync } from 'node:zlib';
import { compressedFor, indexHtmlIn, isNotModified, pageAt, pageHtml, pageCodePreloads, pageModulePreloads, signedInPreloads, type WebManifest } from './delivery';

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

describe('pageCodePreloads', () => {
  const manifest: WebManifest = {
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'app/page-routes.tsx': { file: 'assets/page-routes-p.js', imports: ['index.html'] },
    'features/bookings/pages/booking-detail-page.tsx': { file: 'assets/booking-detail-page-b.js', imports: ['index.html', '_bookings-c.js'] },
    '_bookings-c.js': { file: 'assets/bookings-c.js' },
    'features/inquiries/pages/new-inquiry-page.tsx': { file: 'assets/new-inquiry-page-n.js' },
    'features/inquiries/pages/inquiry-detail-page.tsx': { file: 'assets/inquiry-detail-page-d.js' },
  };
  const pages = [
    { pattern: '/bookings/:id', source: 'features/bookings/pages/booking-detail-page.tsx' },
    { pattern: '/inquiries/:id', source: 'features/inquiries/pages/inquiry-detail-page.tsx' },
    { pattern: '/inquiries/new', source: 'features/inquiries/pages/new-inquiry-page.tsx' },
  ];
  const table = '</assets/page-routes-p.js>; rel=modulepreload';
  const codeOf = (url: string) => pageCodePreloads(manifest, url, pageAt(pages, url));

  it("names the page table's chunk, then the page's chunks, for the page whose pattern fits", () => {
    expect(codeOf('/bookings/42?tab=goods')).toEqual([
      table,
      '</assets/booking-detail-page-b.js>; rel=modulepreload',
      '</assets/bookings-c.js>; rel=modulepreload',
    ]);
  });

  it('prefers a fixed segment to a parameter, as the router does, whatever the order or the case', () => {
    expect(codeOf('/inquiries/new')).toEqual([table, '</assets/new-inquiry-page-n.js>; rel=modulepreload']);
    expect(codeOf('/Inquiries/NEW')).toEqual([table, '</assets/new-inquiry-page-n.js>; rel=modulepreload']);
    expect(codeOf('/inquiries/7')).toEqual([table, '</assets/inquiry-detail-page-d.js>; rel=modulepreload']);
  });

  it('names only the table for a path no page fits, and nothing for the home page, whose code is the entry', () => {
    expect(codeOf('/bookings/42/extra')).toEqual([table]);
    expect(codeOf('/nowhere')).toEqual([table]);
    expect(codeOf('/')).toEqual([]);
    expect(codeOf('/?lang=ar')).toEqual([]);
  });
});

describe('signedInPreloads', () => {
  const pages = ['/bookings', '/bookings/:id', '/inquiries/:id', '/inquiries/new', '/dashboard', '/admin/dashboard', '/m-warehouses/dashboard'].map((pattern) => ({
    pattern,
    source: `${pattern}.tsx`,
  }));
  const signedIn = (url: string, hasSessionCookie: boolean) => signedInPreloads(pageAt(pages, url), hasSessionCookie);
  const session = '</api/auth/session>; rel=preload; as=fetch; crossorigin=anonymous';
  const read = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
  const id = '3EC095AF-B1E4-4001-AC72-CECBFF2E9322';

  it("names the session, then a booking's or an inquiry's record, at the address the page itself asks", () => {
    // The page reads `/api/bookings/${encodeURIComponent(id)}` with the id as the address has it.
    expect(signedIn(`/bookings/${id}`, true)).toEqual([session, read(`/api/bookings/${id}`)]);
    expect(signedIn(`/inquiries/${id.toLowerCase()}?edit=1`, true)).toEqual([session, read(`/api/inquiries/${id.toLowerCase()}`)]);
    // Decoded as the router decodes it and encoded again: nothing typed in the address reaches the header unescaped.
    expect(signedIn('/bookings/a%3E%2C%20b', true)).toEqual([session, read('/api/bookings/a%3E%2C%20b')]);
    expect(signedIn('/bookings/not-an-id', true)).toEqual([session, read('/api/bookings/not-an-id')]);
    expect(signedIn('/inquiries/new', true)).toEqual([session]);
  });

  it("names the dashboard's figures on the trader's, owner's and administrator's dashboards", () => {
    const figures = '</api/dashboard>; rel=preload; as=fetch; crossorigin=anonymous';
    expect(signedIn('/dashboard', true)).toEqual([session, figures]);
    expect(signedIn('/admin/dashboard?tab=x', true)).toEqual([session, figures]);
    expect(signedIn('/m-warehouses/dashboard', true)).toEqual([session]);
  });

  it('names only the session on any other page, and nothing without a session cookie', () => {
    expect(signedIn('/bookings', true)).toEqual([session]);
    expect(signedIn(`/bookings/${id}/extra`, true)).toEqual([session]);
    expect(signedIn('/bookings/%E0%A4%A', true)).toEqual([session]);
    expect(signedIn(`/bookings/${id}`, false)).toEqual([]);
    expect(signedIn('/', false)).toEqual([]);
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
