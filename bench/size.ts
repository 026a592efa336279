/**
 * First-load size of the web app: measures, in the production build, the JavaScript and CSS that the
 * home page loads before anything else (the entry script, its modulepreload links and the
 * stylesheets in dist/web/index.html; lazily loaded route chunks are left out), gzipped.
 *
 *   npm run bench:size          builds, then measures
 *   npx tsx bench/size.ts       measures the build that is there (the `size` stage of npm test)
 *
 * Also the `size` stage of `npm test`, which reads the build its `build` stage made: sizes are
 * deterministic, so it is a test. It exits 1 when the
 * JavaScript is over the budget or a module that must load lazily (zod, the form library, the map,
 * another route's page) is in the first load, or when a page that only shows data loads zod before
 * it draws (decision 247), or when a record's page loads a section under the record before it draws
 * (decision 251). Results are also written to bench/results/size.json.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Gzip KB of JavaScript the home page may load first (why 110: docs/decisions/152-declarative-routing.md). */
const JS_BUDGET_KB = 110;
const KB = 1024;
const ZOD = '/node_modules/zod/';
/** Packages and app folders that must never be in the first load. */
const FORBIDDEN_IN_FIRST_LOAD = [
  ZOD,
  '/node_modules/react-hook-form/',
  '/node_modules/@hookform/',
  '/node_modules/maplibre-gl/',
  '/node_modules/react-map-gl/',
];
/** App modules allowed in the first load; every other feature module must be lazy. */
const FIRST_LOAD_FEATURE_ALLOWLIST = [
  'src/web/features/content/pages/home-page.tsx',
  'src/web/features/content/service-catalogue.ts',
  // The bands' frame; the hero's search (a pure function) and the featured cards' loading box (the cards are lazy).
  'src/web/features/content/components/home-band.tsx',
  'src/web/features/warehouses/lib/home-search.ts',
  'src/web/features/warehouses/components/featured-skeleton.tsx',
  'src/web/features/auth/api/',
  'src/web/features/messaging/api/get-unread-count.ts',
  // The header's notification badge.
  'src/web/features/notifications/api/get-notifications.ts',
  // The top bar's language chooser keeps a signed-in user's choice (decision 231).
  'src/web/features/profile/api/save-locale.ts',
];

/**
 * Signed-in pages that show data and open no form until asked (decision 247): what they load
 * before drawing holds no zod. Building 40 to 100 schemas a page and zod under them cost a phone
 * 100 KB of script and a long task on each of them.
 */
const PAGES_WITHOUT_ZOD = [
  'src/web/features/dashboard/pages/dashboard-page.tsx',
  'src/web/features/dashboard/pages/admin-dashboard-page.tsx',
  'src/web/features/inquiries/pages/my-inquiries-page.tsx',
  'src/web/features/inquiries/pages/inquiry-detail-page.tsx',
  'src/web/features/inquiries/pages/admin-inquiries-page.tsx',
  'src/web/features/inquiries/pages/admin-inquiry-detail-page.tsx',
  'src/web/features/bookings/pages/my-bookings-page.tsx',
  'src/web/features/bookings/pages/booking-detail-page.tsx',
  'src/web/features/bookings/pages/manage-bookings-page.tsx',
  'src/web/features/messaging/pages/messages-page.tsx',
  'src/web/features/notifications/pages/notifications-page.tsx',
  'src/web/features/users/pages/user-management-page.tsx',
  'src/web/features/owner-warehouses/pages/owner-warehouses-dashboard-page.tsx',
  'src/web/features/offers/pages/inquiry-offer-page.tsx',
];

/**
 * Sections under a record (decision 251): their code loads once the page above them is drawn, so what
 * the page loads before it draws holds none of them.
 */
const SECTIONS_LOADED_AFTER_THE_PAGE: Record<string, string[]> = {
  'src/web/features/bookings/pages/booking-detail-page.tsx': [
    'src/web/features/receipts/components/goods-received-section.tsx',
    'src/web/features/releases/components/goods-out-section.tsx',
    'src/web/features/invoices/components/booking-invoices-section.tsx',
    'src/web/features/messaging/components/message-thread.tsx',
  ],
  'src/web/features/inquiries/pages/inquiry-detail-page.tsx': ['src/web/features/messaging/components/message-thread.tsx'],
  'src/web/features/inquiries/pages/admin-inquiry-detail-page.tsx': ['src/web/features/messaging/components/message-thread.tsx'],
};

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'dist', 'web');
/** Written by the build (vite.config.ts): each chunk's modules and their code's length. */
const chunksFile = join(root, 'dist', 'web-chunks.json');

type Asset = { file: string; kind: 'js' | 'css'; how: string; rawBytes: number; gzipBytes: number };
type ChunkModules = Record<string, { modules: Record<string, number>; imports: string[] }>;

function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

/** The scripts (the module entry and classic ones), modulepreload links and stylesheets of index.html, in document order. */
function firstLoadFiles(html: string): { file: string; kind: 'js' | 'css'; how: string }[] {
  const files: { file: string; kind: 'js' | 'css'; how: string }[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (isScript) {
      const src = attribute(tag, 'src');
      // Classic scripts (the zod settings ahead of the app) load first too, so they count.
      if (src) files.push({ file: src, kind: 'js', how: attribute(tag, 'type') === 'module' ? 'entry' : 'script' });
      continue;
    }
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') files.push({ file: href, kind: 'js', how: 'modulepreload' });
    if (rel === 'stylesheet') files.push({ file: href, kind: 'css', how: 'stylesheet' });
  }
  return files;
}

/** A module id as a path from the repository's root with forward slashes ("src/web/app/router.tsx"). */
function localPathOf(moduleId: string): string {
  return relative(root, moduleId.replace(/\\/g, '/')).split(sep).join('/');
}

/** Groups a module id as "react-dom", "@tanstack/query-core" or "app: src/web/app". */
function ownerOf(moduleId: string): string {
  const id = moduleId.replace(/\\/g, '/').replace(/^\0/, '');
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = id.slice(nodeModules + '/node_modules/'.length).split('/');
    return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
  }
  const local = localPathOf(id);
  if (local.startsWith('src/web/features/')) return `app: ${local.split('/').slice(0, 4).join('/')}`;
  if (local.startsWith('src/')) return `app: ${local.split('/').slice(0, 3).join('/')}`;
  return id.startsWith('vite/') || id.includes('vite') ? 'vite runtime' : id;
}

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row, index) => {
      const line = row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  ');
      return index === 0 ? `${line}\n${widths.map((width) => '-'.repeat(width)).join('  ')}` : line;
    })
    .join('\n');
}

/**
 * What a page loads before it draws: the module ids of its chunk and of every chunk that one imports
 * statically (dynamic imports load later); undefined when no chunk holds the page.
 */
function modulesBeforeDrawing(chunks: ChunkModules, page: string): string[] | undefined {
  const start = Object.entries(chunks).find(([, chunk]) => Object.keys(chunk.modules).some((id) => localPathOf(id) === page))?.[0];
  if (!start) return undefined;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !chunks[file]) return;
    seen.add(file);
    chunks[file].imports.forEach(visit);
  };
  visit(start);
  return [...seen].flatMap((file) => Object.keys(chunks[file]!.modules).map((id) => id.replace(/\\/g, '/')));
}

/** The pages of PAGES_WITHOUT_ZOD that load zod before they draw (or are missing). */
function pagesLoadingZod(chunks: ChunkModules): string[] {
  return PAGES_WITHOUT_ZOD.filter((page) => modulesBeforeDrawing(chunks, page)?.some((id) => id.includes(ZOD)) ?? true);
}

/** "page: section" for each section of SECTIONS_LOADED_AFTER_THE_PAGE its page loads before it draws (or the page, missing). */
function sectionsLoadedWithThePage(chunks: ChunkModules): string[] {
  return Object.entries(SECTIONS_LOADED_AFTER_THE_PAGE).flatMap(([page, sections]) => {
    const modules = modulesBeforeDrawing(chunks, page)?.map(localPathOf);
    if (!modules) return [page];
    return sections.filter((section) => modules.includes(section)).map((section) => `${page}: ${section}`);
  });
}

async function main() {
  if (!existsSync(chunksFile) || !existsSync(join(outDir, 'index.html'))) {
    console.log('No production build to measure: run `npm run build` first (npm run bench:size does).');
    process.exitCode = 1;
    return;
  }
  const chunks = JSON.parse(readFileSync(chunksFile, 'utf8')) as ChunkModules;

  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const assets: Asset[] = firstLoadFiles(html).map(({ file, kind, how }) => {
    const content = readFileSync(join(outDir, file.replace(/^\//, '')));
    return { file, kind, how, rawBytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });

  const totals = (kind: 'js' | 'css') =>
    assets.filter((asset) => asset.kind === kind).reduce(
      (sum, asset) => ({ raw: sum.raw + asset.rawBytes, gzip: sum.gzip + asset.gzipBytes }),
      { raw: 0, gzip: 0 },
    );
  const js = totals('js');
  const css = totals('css');

  console.log('\nFiles the home page loads first (gzip level 9, 1 KB = 1024 bytes):\n');
  console.log(
    table([
      ['file', 'loaded as', 'raw', 'gzip'],
      ...assets.map((asset) => [asset.file, asset.how, formatKb(asset.rawBytes), formatKb(asset.gzipBytes)]),
    ]),
  );

  // What the first-load JavaScript is made of, by package (shares of the rendered code).
  const byOwner = new Map<string, number>();
  const offenders: string[] = [];
  for (const asset of assets.filter((item) => item.kind === 'js')) {
    const modules = chunks[asset.file.replace(/^\//, '')]?.modules ?? {};
    for (const [id, renderedLength] of Object.entries(modules)) {
      const owner = ownerOf(id);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + renderedLength);
      const normalised = id.replace(/\\/g, '/');
      if (FORBIDDEN_IN_FIRST_LOAD.some((fragment) => normalised.includes(fragment))) offenders.push(id);
      const local = localPathOf(id);
      if (
        local.startsWith('src/web/features/') &&
        !FIRST_LOAD_FEATURE_ALLOWLIST.some((allowed) => local.startsWith(allowed))
      ) {
        offenders.push(local);
      }
    }
  }
  const renderedTotal = [...byOwner.values()].reduce((sum, value) => sum + value, 0);
  if (renderedTotal > 0) {
    console.log('\nFirst-load JavaScript by origin (share of the code before minification):\n');
    console.log(
      table([
        ['origin', 'share'],
        ...[...byOwner.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([owner, length]) => [owner, `${((length / renderedTotal) * 100).toFixed(1)} %`]),
      ]),
    );
  }

  console.log('');
  console.log(`first-load JS (gzip): ${(js.gzip / KB).toFixed(1)} KB`);
  console.log(`first-load CSS (gzip): ${(css.gzip / KB).toFixed(1)} KB`);
  const withinBudget = js.gzip <= JS_BUDGET_KB * KB;
  console.log(
    withinBudget
      ? `JS budget: within ${JS_BUDGET_KB} KB (${((js.gzip / KB / JS_BUDGET_KB) * 100).toFixed(0)} % used)`
      : `JS budget: OVER ${JS_BUDGET_KB} KB by ${formatKb(js.gzip - JS_BUDGET_KB * KB)}`,
  );
  if (offenders.length > 0) {
    console.log('\nModules that should be lazily loaded but are in the first load:');
    for (const offender of offenders) console.log(`  ${offender}`);
  } else {
    console.log('No form library, zod, map code or non-home page in the first load.');
  }
  const pagesWithZod = pagesLoadingZod(chunks);
  if (pagesWithZod.length > 0) {
    console.log('\nPages that only show data but load zod before they draw (decision 247):');
    for (const page of pagesWithZod) console.log(`  ${page}`);
  } else {
    console.log(`No zod in what ${PAGES_WITHOUT_ZOD.length} pages that only show data load before they draw.`);
  }
  const earlySections = sectionsLoadedWithThePage(chunks);
  if (earlySections.length > 0) {
    console.log('\nSections under a record that its page loads before it draws (decision 251):');
    for (const section of earlySections) console.log(`  ${section}`);
  } else {
    console.log('No section under a record in what its page loads before it draws.');
  }
  if (!withinBudget || offenders.length > 0 || pagesWithZod.length > 0 || earlySections.length > 0) process.exitCode = 1;

  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'size.json'),
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        budgetKb: JS_BUDGET_KB,
        firstLoadJsGzipBytes: js.gzip,
        firstLoadCssGzipBytes: css.gzip,
        withinBudget,
        files: assets,
        lazyOffenders: offenders,
        pagesWithZod,
        earlySections,
      },
      null,
      2,
    )}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
