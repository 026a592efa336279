import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyServerOptions } from 'fastify';
import { directionOf, LOCALES, type Locale, localeOfTag } from '@shared/locales';
import { i18nFor } from './texts';

/**
 * How answers travel: time-outs of the HTTP server, on-the-fly compression of API answers and the
 * caching of the built web app. Built assets are compressed once at build time (vite.config.ts);
 * here only what is made per request is compressed.
 */

/**
 * Time-outs as a server facing the internet needs them without a proxy in front (values and reasons
 * in docs/decisions/149-server-time-outs.md). The live-events WebSocket is pinged every 30 s, so an idle socket never
 * reaches the connection time-out.
 */
export const SERVER_TIMEOUTS = {
  /** A socket with no traffic at all for this long is closed (slow-loris, vanished clients). */
  connectionTimeout: 60_000,
  /** The whole request, body included, must arrive within this: a 10 MB photo on a slow 3G link fits. */
  requestTimeout: 300_000,
  /** Longer than the 60 s idle time-out of common load balancers, so they never reuse a closed socket. */
  keepAliveTimeout: 72_000,
} satisfies Pick<FastifyServerOptions, 'connectionTimeout' | 'requestTimeout' | 'keepAliveTimeout'>;

/**
 * API JSON (and any other compressible text made per request) above 1 KB, brotli at quality 4 or
 * gzip: a few per cent larger than the best brotli, at a fraction of the CPU. Images are already
 * compressed and are left alone (their types are not compressible). Request bodies are never
 * decompressed: no client of this API sends them compressed, and it would be a way around the body limits.
 */
const BROTLI_OPTIONS = { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } };
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: BROTLI_OPTIONS,
};

/**
 * A page's HTML as the client accepts it, brotli or gzip as COMPRESSION_OPTIONS compresses: the
 * plugin compresses only what routes send, and the pages are sent by the not-found handler.
 */
export function compressedFor(acceptEncoding: string | undefined, body: string): { encoding?: 'br' | 'gzip'; payload: Buffer | string } {
  const accepted = new Set(
    (acceptEncoding ?? '').split(',').flatMap((part) => {
      const [token, ...parameters] = part.trim().toLowerCase().split(';');
      const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
      return token && !refused ? [token] : [];
    }),
  );
  if (accepted.has('br')) return { encoding: 'br', payload: brotliCompressSync(body, BROTLI_OPTIONS) };
  if (accepted.has('gzip')) return { encoding: 'gzip', payload: gzipSync(body) };
  return { payload: body };
}

/** Hashed assets never change; everything else (index.html, favicon) must be revalidated. */
export function webAssetCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** One chunk of the web build's manifest (Vite's build.manifest), keyed by source path or chunk name. */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type WebManifest = Record<string, ManifestChunk>;

/** The web app's table of every page but the home page (src/web/app/page-routes.tsx), by its manifest key. */
export const PAGE_TABLE_SOURCE = 'app/page-routes.tsx';

/**
 * The `Link: rel=modulepreload` values of the chunks a page's code needs beyond the entry (which the
 * HTML loads anyway), from the build's manifest: the page's own chunk and every chunk it imports
 * statically, named by the page's source path as the manifest keys it (relative to src/web). The
 * browser then fetches them alongside the entry instead of after it has run, which on a phone is the
 * difference between one round of requests and several (docs/decisions/155-landing-page-html-preloads.md).
 * A source the manifest does not name preloads nothing.
 */
export function pageModulePreloads(manifest: WebManifest, pageSource: string): string[] {
  const closureOf = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const queue = [...keys];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      queue.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const loadedByTheEntry = closureOf(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return [...closureOf([pageSource])].filter((key) => !loadedByTheEntry.has(key)).map((key) => `</${manifest[key]!.file}>; rel=modulepreload`);
}

/** A `Link: rel=preload` of an API read, in the mode the web client's fetch uses, so the fetch takes it. */
export function apiReadPreload(url: string): string {
  return `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/** A page of the web app: its router pattern (`/bookings/:id`) and its source as the manifest keys it (scripts/page-table.ts). */
export type WebPage = { pattern: string; source: string };

/** A page found at an address: the table's page and the values of its parameters, decoded as React Router's useParams gives them. */
export type PageAt = WebPage & { params: Record<string, string> };

/** How closely a pattern fits a path: null when it does not; else more for each fixed segment, as React Router ranks them. */
function fitOf(parts: string[], segments: string[]): number | null {
  if (parts.length !== segments.length) return null;
  let fixed = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) continue;
    if (part.toLowerCase() !== segments[index]!.toLowerCase()) return null;
    fixed += 1;
  }
  return fixed;
}

/** The page of the table at `url`, as the web's router would choose it; none for the home page (the entry's own) or an unknown path. */
export function pageAt(pages: readonly WebPage[], url: string): PageAt | null {
  const segments = new URL(url, 'http://localhost').pathname.split('/').filter(Boolean);
  let best: { page: WebPage; parts: string[]; fit: number } | null = null;
  for (const page of pages) {
    const parts = page.pattern.split('/').filter(Boolean);
    const fit = fitOf(parts, segments);
    if (fit !== null && (!best || fit > best.fit)) best = { page, parts, fit };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of best.parts.entries()) {
    if (!part.startsWith(':')) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(segments[index]!);
    } catch {
      return null; // a malformed escape: the router cannot read it either
    }
  }
  return { ...best.page, params };
}

/**
 * The `Link: rel=modulepreload` values of the code of the page at `url` (any page but the home page,
 * which the entry holds): the page table's chunk, which every such page is found through, and the
 * page's own chunks. Without them the browser asked for the page's code only once the entry had run
 * (decisions 155 and 244).
 */
export function pageCodePreloads(manifest: WebManifest, url: string, page: PageAt | null): string[] {
  if (new URL(url, 'http://localhost').pathname === '/') return [];
  return [...pageModulePreloads(manifest, PAGE_TABLE_SOURCE), ...(page ? pageModulePreloads(manifest, page.source) : [])];
}

/**
 * Signed-in pages whose first read the address names, by their pattern in the page table: the very
 * request the page makes (its API module's address, the parameter encoded as it encodes it), so the
 * page takes the preloaded answer. A booking and an inquiry are opened most from a link.
 */
const FIRST_READS: Record<string, (params: Record<string, string>) => string> = {
  '/bookings/:id': ({ id }) => `/api/bookings/${encodeURIComponent(id!)}`,
  '/inquiries/:id': ({ id }) => `/api/inquiries/${encodeURIComponent(id!)}`,
  '/dashboard': () => '/api/dashboard',
  '/admin/dashboard': () => '/api/dashboard',
};

/**
 * What the HTML of a page asked for with a session cookie fetches ahead (issue #37, decision 244):
 * the session, which every page reads before it shows anything signed in, and the page's first read
 * where the address names it (FIRST_READS). Without them the browser asked for each only once the
 * code before it had run: the entry, then the page, then the session, then the record, one after the
 * other. The reads are the API's own, so who may see what stays its rule; an expired cookie reads
 * signed out, as the page's own request would.
 */
export function signedInPreloads(page: PageAt | null, hasSessionCookie: boolean): string[] {
  if (!hasSessionCookie) return [];
  const firstRead = page ? FIRST_READS[page.pattern]?.(page.params) : undefined;
  return [apiReadPreload('/api/auth/session'), ...(firstRead ? [apiReadPreload(firstRead)] : [])];
}

/**
 * The pages a visitor reads and a search engine may list, in every language (the web app's public
 * routes, src/web/app/page-routes.tsx, but its links with a token and its signed-in prompt):
 * docs/decisions/236-links-per-language.md.
 */
const INDEXED_PAGES = new Set(['/', '/m-warehouses', '/about', '/faq', '/contact', '/privacy', '/terms', '/warehouse-request', '/login', '/register']);
/** A warehouse page (the web's paths.warehouse): an id, which the other pages under /m-warehouses/ are not. */
const WAREHOUSE_PAGE = /^\/m-warehouses\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * What the head of a page's HTML says of its addresses (docs/decisions/236-links-per-language.md).
 * A public page: its canonical address, its path at `publicUrl` in the language the address names
 * (none: the address without `lang`, which speaks the visitor's language) and none of the page's
 * other parameters (filters, the map view, a token); and its address in each language, with the one
 * without `lang` as x-default. Any other page (signed in, reached by a link with a token, or no page
 * at all) asks not to be listed.
 */
export function pageHeadTags(publicUrl: string, url: string): string {
  const address = new URL(`http://localhost${url}`);
  const pathname = address.pathname.length > 1 ? address.pathname.replace(/\/+$/, '') : address.pathname;
  const isWarehousePage = WAREHOUSE_PAGE.test(pathname);
  if (!INDEXED_PAGES.has(pathname) && !isWarehousePage) return '<meta name="robots" content="noindex">';
  const page = publicUrl + (isWarehousePage ? pathname.toLowerCase() : pathname);
  const inLanguage = (locale: Locale) => `${page}?lang=${locale}`;
  const named = localeOfTag(address.searchParams.get('lang'));
  const link = (attributes: string, href: string) => `<link ${attributes} href="${escapeAttribute(href)}">`;
  return [
    link('rel="canonical"', named ? inLanguage(named) : page),
    ...LOCALES.map((locale) => link(`rel="alternate" hreflang="${locale}"`, inLanguage(locale))),
    link('rel="alternate" hreflang="x-default"', page),
  ].join('\n    ');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * The web app's index.html in a language (decision 236): its `lang` and direction, its title and its
 * description, for readers and crawlers that run no script and for the tab before the app draws. The
 * English is index.html's own (a test keeps the two equal); the app sets each page's title once it runs.
 */
export function indexHtmlIn(indexHtml: string, locale: Locale): string {
  const i18n = i18nFor(locale);
  const title = `24WM | ${i18n._('Warehouse space and cargo agent for Europe, Asia and Africa')}`;
  const description = i18n._(
    '24WM is a cargo agent in Tallinn, Estonia. Find warehouse and yard space for commodity storage, list your own warehouse for free, and get cargo inspection, export compliance, customs clearance, handling and distribution between Europe, Asia and Africa.',
  );
  return indexHtml
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" dir="${directionOf(locale)}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/(<meta\s+name="description"\s+content=")[^"]*"/, (_whole, start: string) => `${start}${escapeAttribute(description)}"`);
}

/** The web app's index.html with `tags` at the end of its head. */
export function pageHtml(indexHtml: string, tags: string): string {
  const end = indexHtml.lastIndexOf('</head>');
  return end === -1 ? indexHtml : `${indexHtml.slice(0, end)}  ${tags}\n  ${indexHtml.slice(end)}`;
}

/** A page's HTML's entity tag: weak, as it is sent as brotli, gzip or plain alike. */
export function htmlEntityTag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/** Whether an If-None-Match header names `entityTag` (or `*`), compared weakly as RFC 9110 asks of it. */
export function isNotModified(ifNoneMatch: string | undefined, entityTag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(entityTag));
}
