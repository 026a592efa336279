import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyServerOptions } from 'fastify';

/**
 * How answers travel: time-outs of the HTTP server, on-the-fly compression of API answers and the
 * caching of the built web app. Built assets are compressed once at build time (vite.config.ts);
 * here only what is made per request is compressed.
 */

/**
 * Time-outs as a server facing the internet needs them without a proxy in front (values and reasons
 * in docs/decisions.md). The live-events WebSocket is pinged every 30 s, so an idle socket never
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
export const COMPRESSION_OPTIONS: FastifyCompressOptions = {
  global: true,
  globalDecompression: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
};

/** Hashed assets never change; everything else (index.html, favicon) must be revalidated. */
export function webAssetCacheControl(filePath: string): string {
  return filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** A warehouse page's address (the web's paths.warehouse), and the size of browse's first page. */
const WAREHOUSE_PAGE = /^\/m-warehouses\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The API read a landing page starts with, for the HTML's `Link: rel=preload` header: the browser
 * fetches it alongside the app's code instead of after it, which took one round trip and the
 * server's answer off the browse and warehouse pages' largest paint on a phone. Only the exact
 * requests the pages make (tests/e2e/delivery.spec.ts counts them): browse without filters and a
 * warehouse page; a page with filters builds its own query.
 */
export function firstReadOf(url: string, browsePageSize: number): string | null {
  const [pathname, search] = url.split('?', 2);
  if (search) return null;
  if (pathname === '/m-warehouses') return `/api/warehouses?page=1&pageSize=${browsePageSize}`;
  const warehouse = WAREHOUSE_PAGE.exec(pathname ?? '');
  return warehouse ? `/api/warehouses/${warehouse[1]!.toLowerCase()}` : null;
}
