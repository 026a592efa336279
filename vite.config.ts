import { mkdirSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { pageTableOf } from './scripts/page-table.ts';
import { messages } from './scripts/vite-messages.ts';
import { paths } from './src/web/app/paths.ts';

const apiPort = process.env.PORT ?? '3000';
const OUT_DIR = fileURLToPath(new URL('./dist/web', import.meta.url));
/** Source maps stay on disk for error reports, outside the folder the server serves. */
const SOURCEMAP_DIR = fileURLToPath(new URL('./dist/sourcemaps/web', import.meta.url));
/** Which chunks each source is in: the server reads it to preload a landing page's code (platform/delivery.ts). */
const MANIFEST_FILE = fileURLToPath(new URL('./dist/web-manifest.json', import.meta.url));
/** Each page's route pattern and source: the server names a page's code in its HTML (platform/delivery.ts). */
const PAGES_FILE = fileURLToPath(new URL('./dist/web-pages.json', import.meta.url));
/** Which modules each chunk holds and how much code of each: the size budget reads it (bench/size.ts). */
const CHUNKS_FILE = fileURLToPath(new URL('./dist/web-chunks.json', import.meta.url));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than the headers and a round of decoding cost. */
const MIN_COMPRESS_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes the page table's routes for the server (scripts/page-table.ts). */
function recordPages(): Plugin {
  return {
    name: 'record-pages',
    apply: 'build',
    generateBundle() {
      const routes = readFileSync(fileURLToPath(new URL('./src/web/app/page-routes.tsx', import.meta.url)), 'utf8');
      mkdirSync(path.dirname(PAGES_FILE), { recursive: true });
      writeFileSync(PAGES_FILE, JSON.stringify(pageTableOf(routes, paths)));
    },
  };
}

/**
 * Writes each JavaScript chunk's modules with their code's length, and the chunks it imports
 * statically, so the size budget reads the build it checks.
 */
function recordChunkModules(): Plugin {
  return {
    name: 'record-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { modules: Record<string, number>; imports: string[] }> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        chunks[item.fileName] = {
          modules: Object.fromEntries(Object.entries(item.modules).map(([id, info]) => [id, info.renderedLength])),
          imports: item.imports,
        };
      }
      mkdirSync(path.dirname(CHUNKS_FILE), { recursive: true });
      writeFileSync(CHUNKS_FILE, JSON.stringify(chunks));
    },
  };
}

/**
 * Once the bundle is written: moves the source maps and the manifest out of the served folder, and writes a brotli
 * (best quality) and a gzip copy beside every text asset, which the server sends as they are
 * (@fastify/static preCompressed), so no request pays for compressing a static file.
 */
function precompressAndHideSourceMaps(): Plugin {
  return {
    name: 'precompress-and-hide-source-maps',
    apply: 'build',
    closeBundle() {
      rmSync(SOURCEMAP_DIR, { recursive: true, force: true });
      renameSync(path.join(OUT_DIR, '.vite', 'manifest.json'), MANIFEST_FILE);
      rmSync(path.join(OUT_DIR, '.vite'), { recursive: true, force: true });
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

const SOURCE_DIR = fileURLToPath(new URL('./src/', import.meta.url));
const SHARED_DIR = `${SOURCE_DIR}shared/`;
const ERRORS_DIR = `${SHARED_DIR}errors/`;
const UI_DIRS = [`${SOURCE_DIR}web/components/`, `${SOURCE_DIR}web/lib/`];
// As the bundler names modules: through its real path, which differs from this one when node_modules
// is a link (a worktree built to compare with), and then no icon would be grouped.
const LUCIDE_ICONS = `${realpathSync(fileURLToPath(new URL('./node_modules/lucide-react/dist/esm/icons/', import.meta.url)))}${path.sep}`;
/** The part of Rolldown's output.codeSplitting option used here. */
type CodeSplitting = { groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean; priority?: number }[] };

/**
 * Package files that only gather other files' exports. The first load follows the names its code
 * imports through them instead of every file they list (most of which only later pages use).
 */
const BARREL = /[\\/]node_modules[\\/](@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/]index\.js|lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs)$/;

/** Each `import { … } from '…'` of a module's code: the specifier and the names it imports. */
function importStatements(code: string): { specifier: string; names: string[] }[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)].map(([, names, specifier]) => ({
    specifier: specifier!,
    names: names!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!).filter(Boolean),
  }));
}

/**
 * Where a barrel's exported names come from: `export { a as b } from './x'`, or `import { a } from
 * './x'` then `export { a as b }`; names it does not list come through its `export * from` targets.
 */
function barrelExports(code: string): { named: Map<string, { specifier: string; name: string }>; stars: string[] } {
  const imported = new Map<string, { specifier: string; name: string }>();
  for (const [, names, specifier] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    for (const part of names!.split(',').map((name) => name.trim()).filter(Boolean)) {
      const [name, local = name] = part.split(/\s+as\s+/);
      imported.set(local!, { specifier: specifier!, name: name! });
    }
  }
  const named = new Map<string, { specifier: string; name: string }>();
  for (const [, names, from] of code.matchAll(/export\s*\{([^}]*)\}\s*(?:from\s*["']([^"']+)["'])?/g)) {
    for (const part of names!.split(',').map((name) => name.trim()).filter(Boolean)) {
      const [name, exported = name] = part.split(/\s+as\s+/);
      const source = from ? { specifier: from, name: name! } : imported.get(name!);
      if (source) named.set(exported!, source);
    }
  }
  const stars = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].map(([, specifier]) => specifier!);
  return { named, stars };
}

/** The names a module's code imports from specifiers matching `from` (`import { A, B as C } from '…'`: A and B). */
function namedImports(code: string, from: RegExp): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)]
    .filter(([, , specifier]) => from.test(specifier!))
    .flatMap(([, names]) => names!.split(',').map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!))
    .filter(Boolean);
}

/**
 * Three chunks for what the pages outside the first load share, instead of one chunk per module. Left to
 * itself the bundler gives every module shared by a different set of pages a chunk of its own: the
 * warehouse list fetched 14 chunks of 100 to 1,600 bytes (eight icons, paging, dates, money, error
 * texts...), each with its response headers, in rounds of six requests, which is most of its largest
 * paint on a phone (docs/decisions/158-fewer-chunks-icons-and-shared.md). Instead:
 * - `icons`: every icon the first load does not draw;
 * - `shared`: the pure code of src/shared the first load does not run (money, dates, sizes, capacity,
 *   status machines, paging...) and the error texts it does not show, but nothing that loads zod (the
 *   contracts), so no page loads a schema library through it;
 * - `ui`: the web's own building blocks (src/web/components, src/web/lib) the first load does not run,
 *   less any that imports something outside the first load, icons, shared or ui (zod, the form
 *   library, a feature). A booking's page fetched 41 scripts, most of them these, of 250 to 1,300 bytes; now 23 (decision 246).
 * What the first load uses stays in the entry, so the home page loads nothing more (`npm test`'s size
 * stage). lucide-react's index and the error catalogue's index import every icon and every text file,
 * so the module graph alone would count them all as the first load's: the names our first-load modules
 * import from them say which they use. Read once the build has the graph, before chunks are made; the
 * groups leave each member's own imports where they are (in the entry, or the group itself).
 */
function sharedChunks(): { plugin: Plugin; codeSplitting: CodeSplitting } {
  const icons = new Set<string>();
  const shared = new Set<string>();
  const ui = new Set<string>();
  const firstLoadModules = new Set<string>();
  const plugin: Plugin = {
    name: 'shared-chunks',
    apply: 'build',
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const codeOf = (id: string) => this.getModuleInfo(id)?.code ?? '';
      // Our modules the entry imports statically, taking the error catalogue's index as a leaf.
      const firstLoad = new Set<string>();
      const queue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop()!;
        if (firstLoad.has(id)) continue;
        firstLoad.add(id);
        if (id !== `${ERRORS_DIR}index.ts`) queue.push(...importsOf(id).filter((imported) => imported.startsWith(SOURCE_DIR)));
      }
      const firstLoadCode = [...firstLoad].map(codeOf).join('\n');

      const iconFile = new Map<string, string>();
      const lucideIndex = readFileSync(path.join(LUCIDE_ICONS, '..', 'lucide-react.mjs'), 'utf8');
      for (const [, names, file] of lucideIndex.matchAll(/export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g)) {
        for (const [, name] of names!.matchAll(/default as (\w+)/g)) iconFile.set(name!, path.join(LUCIDE_ICONS, file!));
      }
      const firstLoadIcons = new Set(namedImports(firstLoadCode, /^lucide-react$/).map((name) => iconFile.get(name)));
      if (firstLoadIcons.size === 0) this.error('shared-chunks: found no icon of the first load; has lucide-react changed its layout?');

      const errorFiles = ids.filter((id) => id.startsWith(ERRORS_DIR) && !id.endsWith('index.ts'));
      const errorFile = new Map<string, string>();
      for (const id of errorFiles) {
        for (const [, name] of codeOf(id).matchAll(/export\s+(?:const|function|class|let)\s+(\w+)/g)) errorFile.set(name!, id);
      }
      const firstLoadErrors = new Set<string>();
      const textQueue = namedImports(firstLoadCode, /(^@shared\/errors|\/errors)$/).flatMap((name) => errorFile.get(name) ?? []);
      while (textQueue.length > 0) {
        const id = textQueue.pop()!;
        if (firstLoadErrors.has(id)) continue;
        firstLoadErrors.add(id);
        textQueue.push(...importsOf(id).filter((imported) => errorFiles.includes(imported)));
      }

      const loadsZod = (id: string, seen = new Set<string>()): boolean => {
        if (/[\\/](node_modules[\\/]zod|contracts)[\\/]/.test(id)) return true;
        if (!id.startsWith(SOURCE_DIR) || seen.has(id)) return false;
        seen.add(id);
        return importsOf(id).some((imported) => loadsZod(imported, seen));
      };
      // Every module the first load runs, packages included, following names through barrels.
      const resolveName = async (barrel: string, name: string, depth = 0): Promise<string | undefined> => {
        const { named, stars } = barrelExports(codeOf(barrel));
        const source = named.get(name);
        const targets = source ? [source.specifier] : stars;
        for (const specifier of targets) {
          const target = (await this.resolve(specifier, barrel))?.id;
          if (!target) continue;
          if (BARREL.test(target) && depth < 3) {
            const found = await resolveName(target, source?.name ?? name, depth + 1);
            if (found) return found;
          } else if (source) return target;
        }
        return undefined;
      };
      const runQueue = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (runQueue.length > 0) {
        const id = runQueue.pop()!;
        if (firstLoadModules.has(id)) continue;
        firstLoadModules.add(id);
        if (id === `${ERRORS_DIR}index.ts`) {
          runQueue.push(...firstLoadErrors);
          continue;
        }
        if (BARREL.test(id)) continue;
        for (const { specifier, names } of importStatements(codeOf(id))) {
          const barrel = (await this.resolve(specifier, id))?.id;
          if (!barrel || !BARREL.test(barrel)) continue;
          for (const name of names) {
            const target = await resolveName(barrel, name);
            if (target) runQueue.push(target);
          }
        }
        runQueue.push(...importsOf(id));
      }
      // The entry keeps its own chunk (the page's script), which imports the first-load group.
      for (const id of ids) if (this.getModuleInfo(id)?.isEntry) firstLoadModules.delete(id);

      for (const id of ids) {
        if (id.startsWith(LUCIDE_ICONS) && !firstLoadIcons.has(id)) icons.add(id);
        else if (errorFiles.includes(id) ? !firstLoadErrors.has(id) : id.startsWith(SHARED_DIR) && !firstLoad.has(id) && !loadsZod(id)) shared.add(id);
      }
      // The web's own building blocks the first load does not run, whose imports are all in the first
      // load, icons, shared or ui itself: no page loads a library or a feature through them.
      for (const id of ids) if (UI_DIRS.some((dir) => id.startsWith(dir)) && !firstLoadModules.has(id)) ui.add(id);
      const loaded = (id: string) => firstLoadModules.has(id) || icons.has(id) || shared.has(id) || ui.has(id);
      for (let changed = true; changed; ) {
        changed = false;
        for (const id of ui) {
          if (importsOf(id).every(loaded)) continue;
          ui.delete(id);
          changed = true;
        }
      }
    },
  };
  return {
    plugin,
    codeSplitting: {
      groups: [
        // One chunk for the first load: left to itself the bundler splits out some of what the entry
        // shares with later pages (the API client, the icon factory), and every split file is
        // compressed on its own, larger together than as one.
        { name: 'first-load', test: (id) => firstLoadModules.has(id), includeDependenciesRecursively: false, priority: 1 },
        { name: 'icons', test: (id) => icons.has(id), includeDependenciesRecursively: false },
        { name: 'shared', test: (id) => shared.has(id), includeDependenciesRecursively: false },
        { name: 'ui', test: (id) => ui.has(id), includeDependenciesRecursively: false },
      ],
    },
  };
}
const chunks = sharedChunks();

/**
 * React Router's package sends every bundler to its development build, whatever the mode
 * (remix-run/react-router#14753): a build names the production one, which leaves out the
 * development warnings (decision 152 counted 0.6 KB gzip of the first load).
 */
const REACT_ROUTER_PRODUCTION = fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url));

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: [messages(), react(), chunks.plugin, recordChunkModules(), recordPages(), precompressAndHideSourceMaps()],
  css: { postcss: fileURLToPath(new URL('.', import.meta.url)) },
  resolve: {
    alias: {
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
      '@web': fileURLToPath(new URL('./src/web', import.meta.url)),
      ...(command === 'build' ? { 'react-router': REACT_ROUTER_PRODUCTION } : {}),
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
    manifest: true,
    // A lazy chunk's preload list leaves out the runtime chunk: the entry has loaded it before any
    // lazy page can be asked for, so naming it in each of the 45 lists only made the first load bigger.
    modulePreload: { polyfill: false, resolveDependencies: (_file, dependencies) => dependencies.filter((dependency) => !/\/rolldown-runtime-[^/]*\.js$/.test(dependency)) },
    rolldownOptions: {
      // The error catalogue is data only. Said so, a domain file no screen of a chunk uses stays out
      // of it although `@shared/errors` re-exports it; otherwise a file whose texts read another's
      // (OWNER_WAREHOUSE_MESSAGES.uploadFailed is IMAGE_MESSAGES.uploadFailed) counts as a side
      // effect and rides along into the first load with the barrel.
      treeshake: { moduleSideEffects: (id) => (id.includes('/src/shared/errors/') ? false : undefined) },
      // The entry lists every lazy chunk's file name (about 140) for its preloads; seven hash
      // characters instead of eight keep those names 0.2 KB gzip smaller on the first load. Rolldown
      // refuses a length too short for the number of chunks, so it cannot collide silently.
      output: { chunkFileNames: 'assets/[name]-[hash:7].js', codeSplitting: chunks.codeSplitting },
    },
  },
}));
