import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';
const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));
/** Source maps stay on disk for error reports, outside the folder the server serves. */
const SOURCEMAP_DIR = fileURLToPath(new URL('./dist/sourcemaps/web', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers and a round of decoding cost. */
const MIN_COMPRESS_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Once the bundle is written: moves the source maps out of the served folder, and writes a brotli
 * (best quality) and a gzip copy beside every text asset, which the server sends as they are
 * (@fastify/static preCompressed), so no request pays for compressing a static file.
 */
function precompressAndHideSourceMaps(): Plugin {
  return {
    name: 'precompress-and-hide-source-maps',
    apply: 'build',
    closeBundle() {
      rmSync(SOURCEMAP_DIR, { recursive: true, force: true });
      for (const file of filesUnder(OUT_DIR)) {
        if (file.endsWith('.map')) {
          const target = path.join(SOURCEMAP_DIR, path.relative(OUT_DIR, file));
          mkdirSync(path.dirname(target), { recursive: true });
          renameSync(file, target);
          continue;
        }
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_COMPRESS_BYTES) continue;
        const brotli = brotliCompressSync(content, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
        });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        const gzip = gzipSync(content, { level: 9 });
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [react(), precompressAndHideSourceMaps()],
  css: { postcss: fileURLToPath(new URL('.', import.meta.url)) },
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${apiPort}`, ws: true },
      '/files': { target: `http://localhost:${apiPort}` },
    },
  },
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    // Maps without a sourceMappingURL comment: browsers never ask for them, error reports can use them.
    sourcemap: 'hidden',
    rolldownOptions: {
      // The error catalogue is data only. Said so, a domain file no screen of a chunk uses stays out
      // of it although `@shared/errors` re-exports it; otherwise a file whose texts read another's
      // (OWNER_WAREHOUSE_MESSAGES.uploadFailed is IMAGE_MESSAGES.uploadFailed) counts as a side
      // effect and rides along into the first load with the barrel.
      treeshake: { moduleSideEffects: (id) => (id.includes('/src/shared/errors/') ? false : undefined) },
      // The entry lists every lazy chunk's file name (about 140) for its preloads; seven hash
      // characters instead of eight keep those names 0.2 KB gzip smaller on the first load. Rolldown
      // refuses a length too short for the number of chunks, so it cannot collide silently.
      output: { chunkFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
});
