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
