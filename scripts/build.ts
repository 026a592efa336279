/**
 * `npm run build`: the production build, once, so a start never compiles anything.
 * - the web app with Vite into dist/web (hashed assets with brotli and gzip copies beside them;
 *   source maps in dist/sourcemaps, outside what the server serves);
 * - the server with esbuild into one ES module, dist/server/main.js, run with plain `node`, and the
 *   worker threads' entries beside it (invoice-pdf.worker.js).
 *   The packages of `dependencies` stay imports from node_modules (they are what the production
 *   install holds); the app's own modules, the @shared/@server aliases and the devDependencies the
 *   server also runs are bundled: Lingui's message runtime (decision 234: as a dependency it would
 *   pull its optional Babel peers and TypeScript into the production install), drizzle-orm, zod and
 *   its Fastify provider (decision 240: 28 MB of install for the code the server uses of them). The SQL migrations are copied
 *   beside it, where the bundle's MIGRATIONS_FOLDER (./migrations next to the module) points, and
 *   the printed documents' fonts likewise (./fonts), and the catalogues of the texts it writes
 *   in five languages (./catalogues).
 */
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as buildServer } from 'esbuild';
import { build as buildWeb } from 'vite';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNTIME_DEPENDENCIES = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies;
const SERVER_OUT_DIR = path.join(ROOT, 'dist', 'server');

await buildWeb({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });

rmSync(SERVER_OUT_DIR, { recursive: true, force: true });
await buildServer({
  // The worker threads' entries beside main.js, where workerEntry finds them (decision 229).
  entryPoints: {
    main: path.join(ROOT, 'src', 'server', 'main.ts'),
    'invoice-pdf.worker': path.join(ROOT, 'src', 'server', 'modules', 'invoices', 'invoice-pdf.worker.ts'),
  },
  outdir: SERVER_OUT_DIR,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external: Object.keys(RUNTIME_DEPENDENCIES).flatMap((name) => [name, `${name}/*`]),
  // A bundled CommonJS package (fastify-type-provider-zod's @fastify/error) requires Node's own
  // modules: an ES module has no `require`, so the bundle makes one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  tsconfig: path.join(ROOT, 'tsconfig.json'),
  // On disk for stack traces in error reports (node --enable-source-maps); never served.
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(ROOT, 'src', 'server', 'db', 'migrations'), path.join(SERVER_OUT_DIR, 'migrations'), { recursive: true });
// The printed documents' fonts (pdf-document.ts reads ./fonts next to the module).
cpSync(path.join(ROOT, 'src', 'server', 'platform', 'fonts'), path.join(SERVER_OUT_DIR, 'fonts'), { recursive: true });
// The catalogues of what the server writes in its reader's language, at their paths under src
// (platform/texts.ts reads ./catalogues next to the module).
for (const folder of [path.join('server', 'locales'), path.join('shared', 'errors', 'locales')]) {
  cpSync(path.join(ROOT, 'src', folder), path.join(SERVER_OUT_DIR, 'catalogues', folder), { recursive: true });
}
console.log('Built dist/web and dist/server/main.js');
