/**
 * Browse at scale: GET /api/warehouses and /api/warehouses/map on 100,000 warehouses.
 *
 *   npm run bench:browse                     throwaway PostgreSQL cluster, 100,000 warehouses
 *   npm run bench:browse -- --warehouses 20000 --duration 5
 *   BENCH_DATABASE_URL=postgres://… npm run bench:browse     an existing server (seeded only if it has fewer warehouses)
 *   npm run bench:browse -- --explain        also writes EXPLAIN (ANALYZE, BUFFERS) of every browse query
 *   npm run bench:browse -- --pg max_parallel_workers_per_gather=0   a session setting for every connection (repeatable)
 *   npm run bench:browse -- --only map       only the shapes whose label contains "map" (and the baseline)
 *
 * Starts a PostgreSQL cluster (scripts/pg-cluster.ts), migrates it, seeds it with scripts/seed-scale.ts,
 * starts the app in a child process (bench/app-process.ts), and drives each request with autocannon at a
 * fixed concurrency after a short warm-up. Then it drives the very statements the app runs for that
 * request (the same SQL text and parameters, prepared) straight at PostgreSQL with pgbench, at the same
 * concurrency: the database's own limit for that shape. Between the two, the same load drives a bare
 * Node server running those statements (bench/bare-node-server.ts): the least any Node server costs for
 * the shape. Prints p50/p95/p99 latency and requests/s per request, the app's throughput as a share
 * of pgbench's (the app and HTTP cost at most the database work itself when it is 50 % or more), the
 * bare server's throughput and its share of pgbench's, and the app's as a share of GET /api/health
 * (which itself reads the database); then, where PostgreSQL runs on this machine, the CPU each request
 * costs the server, PostgreSQL, the load generator and the whole machine under each of the three loads
 * (bench/cpu-time.ts), which the shares follow; then the database time of each request's statements
 * run one at a time. Targets: p95 ≤ 50 ms and ≥ 50 % of the statements' own throughput, PASS/FAIL per line.
 *
 * A benchmark, not a test: it exits 0 whatever the figures. Results go to bench/results/browse.json.
 * The machine is shared by the app, PostgreSQL and the load generator; the load average before the
 * run is printed because anything else running at the time moves every figure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { BROWSE_PAGE_LIMIT, browsePageWindow } from '../src/shared/paging';
import { browseQuery, mapPinsQuery } from '../src/shared/contracts/warehouses';
import { type DatabaseHandle, openDatabase, preparedRowsOf, rowsOf } from '../src/server/db/client';
import {
  browseSortStatement,
  browseWalkStatement,
  choosePageStrategy,
  countMapPins,
  countriesContainingStatement,
  findBrowsePage,
  isMapCountPrepared,
  mapPinsCountStatement,
  mapPinsStatement,
  type Viewport,
  withoutDates,
} from '../src/server/modules/warehouses/warehouses.browse.repository';
import { browseCriteria, visibilityFor } from '../src/server/modules/warehouses/warehouses.browse.service';
import { createLocalStorage } from '../src/server/platform/storage';
import { optionValue, positiveNumberOption } from '../scripts/command-line';
import { createDatabase, startPgCluster } from '../scripts/pg-cluster';
import { analyzeAndVacuum, seedScale, seedScaleCommitments } from '../scripts/seed-scale';
import { startAppProcess } from './app-process';
import { type BareNodeServer, startBareNodeServer } from './bare-node-server';
import {
  cpuShareOf,
  finishedChildrenCpuMs,
  localPostmasterOf,
  type MachineCpu,
  machineCpuMs,
  machineCpuPer,
  perUnitUs,
  postgresCpuMs,
  postgresProcesses,
  processCpuMs,
  untilReaped,
} from './cpu-time';
import { type ServerChild, stopChildren } from './server-child';

const P95_TARGET_MS = 50;
/** The app's req/s as a share of pgbench's transactions/s for the same statements. */
const THROUGHPUT_TARGET = 0.5;
const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = path.join(ROOT, 'bench', 'results', 'browse.json');
const EXPLAIN_FILE = path.join(ROOT, 'bench', 'results', 'browse-explain.txt');

// autocannon ships no type declarations; this is the part of its API used here.
type AutocannonResult = { requests: { total: number }; duration: number; errors: number; timeouts: number; non2xx: number };
type AutocannonInstance = PromiseLike<AutocannonResult> & {
  on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): void;
};
type Autocannon = (options: { url: string; connections: number; duration: number; pipelining?: number }) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
/** Drizzle's SQL as the text and values it sends, for pgbench and the bare Node server. */
const dialect = new PgDialect();

type Options = {
  warehouses: number;
  connections: number;
  duration: number;
  warmup: number;
  explain: boolean;
  /** PostgreSQL settings for every connection of the run, to compare server configurations. */
  pg: Record<string, string>;
  /** Only the shapes whose label contains this text (the baseline always runs). */
  only?: string;
};

function parseOptions(argv: readonly string[]): Options {
  const number = (name: string, fallback: number) => positiveNumberOption(argv, name, fallback);
  // The app's connections run without JIT (db/client.ts), so pgbench's must too.
  const pg: Record<string, string> = { jit: 'off' };
  argv.forEach((arg, index) => {
    if (arg !== '--pg') return;
    const match = /^([a-z_]+)=([\w.-]+)$/.exec(argv[index + 1] ?? '');
    if (!match) throw new Error('--pg needs name=value, e.g. --pg max_parallel_workers_per_gather=0');
    pg[match[1]!] = match[2]!;
  });
  return {
    pg,
    warehouses: number('warehouses', 100_000),
    connections: number('connections', 10),
    duration: number('duration', 10),
    warmup: number('warmup', 2),
    explain: argv.includes('--explain'),
    only: optionValue(argv, 'only'),
  };
}

// ---------------------------------------------------------------------------------------------
// Scenarios

type Scenario = {
  label: string;
  path: string;
  /** Browse scenarios: the filters, for the statements the app runs. */
  filters?: Record<string, string>;
  page?: number;
  map?: { viewport: Viewport | undefined; limit: number };
};

type Row = {
  label: string;
  path: string;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** pgbench's transactions/s for the request's statements, at the same concurrency. */
  statementsPerSecond?: number;
  shareOfStatements?: number;
  /** The bare Node server's req/s for the same statements (bench/bare-node-server.ts). */
  bareNodePerSecond?: number;
  /** µs of CPU per request under each load (from /proc; absent where it cannot tell). */
  cpu?: { app: CpuPerRequest; bare?: CpuPerRequest; pgbench?: StatementsCpu };
  /** The share of SQL the CPU per request allows the app (cpuShareOf in bench/cpu-time.ts). */
  cpuShare?: number;
  shareOfBaseline?: number;
  pass?: boolean;
  database?: { matches: string; steps: { name: string; ms: number }[] };
};

type ReferenceIds = { indoor: string; bonded: string; docks: string; forklifts: string; customs: string };

async function referenceIds(database: DatabaseHandle): Promise<ReferenceIds> {
  const [ids] = await rowsOf<ReferenceIds>(
    database.db,
    sql`
    select (select id from space_types where name = 'Indoor') as indoor,
           (select id from space_types where name = 'Bonded') as bonded,
           (select id from features where name = 'Loading Docks') as docks,
           (select id from features where name = 'Forklifts') as forklifts,
           (select id from services where name = 'Customs Clearance') as customs`,
  );
  for (const [name, id] of Object.entries(ids!)) if (!id) throw new Error(`reference data has no ${name}`);
  return ids!;
}

/**
 * Every shape a user, the inquiry picker or a crawler sends: terms common, rare, multi-word, accented
 * and matching nothing; filters alone and combined with text; the deepest page; the picker's space
 * requirements; map viewports from one city to the whole world.
 */
function scenarios(ids: ReferenceIds): Scenario[] {
  const pinLimit = mapPinsQuery.parse({}).limit;
  const browse = (label: string, filters: Record<string, string>, page?: number): Scenario => {
    const query = new URLSearchParams(filters);
    if (page) query.set('page', String(page));
    return { label, path: `/api/warehouses${query.size ? `?${query}` : ''}`, filters, page };
  };
  const map = (label: string, viewport: Viewport | undefined, filters: Record<string, string> = {}): Scenario => {
    const query = new URLSearchParams([...Object.entries(viewport ?? {}).map(([key, value]) => [key, String(value)]), ...Object.entries(filters)]);
    return { label, path: `/api/warehouses/map${query.size ? `?${query}` : ''}`, filters, map: { viewport, limit: pinLimit } };
  };
  // Free space for dates: a month starting a month from now, inside the seeded blocks' five months.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const dates = { from: day(30), to: day(60) };
  const deepest = BROWSE_PAGE_LIMIT;
  return [
    { label: 'health (baseline)', path: '/api/health' },
    browse('list, no filter', {}),
    browse(`list, page ${deepest} (deepest)`, {}, deepest),
    browse('q=logistics (common)', { q: 'logistics' }),
    browse(`q=logistics, page ${deepest}`, { q: 'logistics' }, deepest),
    browse('q=rotterd (rare)', { q: 'rotterd' }),
    browse('q=cold store (two words)', { q: 'cold store' }),
    browse('q=gdańsk (accented)', { q: 'gdańsk' }),
    browse('q=malmo (accent not typed)', { q: 'malmo' }),
    browse('q=atlantis (no match)', { q: 'atlantis' }),
    browse('space type + 2 features + service', {
      spaceTypes: ids.indoor,
      features: `${ids.docks},${ids.forklifts}`,
      services: ids.customs,
    }),
    browse('price 0.20-0.50 EUR', { minPrice: '0.2', maxPrice: '0.5' }),
    browse('city contains "ham"', { city: 'ham' }),
    browse('country germany + q=cold', { country: 'germany', q: 'cold' }),
    browse('city hamburg + q=bonded', { city: 'hamburg', q: 'bonded' }),
    browse('picker: Indoor ≥ 2,000 m²', { spaceRequests: JSON.stringify([{ spaceTypeId: ids.indoor, sizeM2: 2000 }]) }),
    browse('picker: netherlands, Indoor + Bonded', {
      country: 'netherlands',
      spaceRequests: JSON.stringify([
        { spaceTypeId: ids.indoor, sizeM2: 1000 },
        { spaceTypeId: ids.bonded, sizeM2: 200 },
      ]),
    }),
    map('map, one city (Hamburg)', { west: 9.6, south: 53.3, east: 10.4, north: 53.8 }),
    map('map, Europe', { west: -10, south: 35, east: 30, north: 60 }),
    map('map, Asia', { west: 60, south: -10, east: 150, north: 55 }),
    map('map, Africa', { west: -20, south: -35, east: 52, north: 37 }),
    map('map, whole world', undefined),
    browse('dates: list, from/to', dates),
    browse('dates: Indoor, ≥ 500 m² free', { ...dates, spaceTypes: ids.indoor, minFree: '500' }),
    browse('dates: ≥ 5,000 m² free, any type', { ...dates, minFree: '5000' }),
    browse('dates: picker, Indoor ≥ 2,000 m²', { ...dates, spaceRequests: JSON.stringify([{ spaceTypeId: ids.indoor, sizeM2: 2000 }]) }),
    map('dates: map, Europe', { west: -10, south: 35, east: 30, north: 60 }, dates),
  ];
}

function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  return sortedValues[Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1)]!;
}

const failuresOf = (result: AutocannonResult) => result.errors + result.timeouts + result.non2xx;

/**
 * µs of CPU per request: the HTTP server's, PostgreSQL's, the load generator's (autocannon, in this
 * process) and the whole machine's, with the share of the machine's CPU time that was busy.
 */
type CpuPerRequest = { server?: number; postgres?: number; loadGenerator?: number } & MachineCpu;
/** µs of CPU per request when pgbench runs its statements: PostgreSQL's, pgbench's own and the machine's. */
type StatementsCpu = { postgres?: number; client?: number } & MachineCpu;
/** The processes whose CPU a load is charged with: the server under load and PostgreSQL's postmaster. */
type Metered = { server?: number; postmaster?: number };

async function load(url: string, options: Options, seconds: number, metered: Metered = {}) {
  const latencies: number[] = [];
  const before = {
    server: processCpuMs(metered.server),
    postgres: postgresCpuMs(metered.postmaster),
    loadGenerator: process.cpuUsage(),
    machine: machineCpuMs(),
  };
  const instance = autocannon({ url, connections: options.connections, duration: seconds, pipelining: 1 });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const loadGenerator = process.cpuUsage(before.loadGenerator);
  const requests = result.requests.total;
  const cpu: CpuPerRequest = {
    ...machineCpuPer(before.machine, requests),
    server: perUnitUs(before.server, processCpuMs(metered.server), requests),
    postgres: perUnitUs(before.postgres, postgresCpuMs(metered.postmaster), requests),
    loadGenerator: perUnitUs(0, (loadGenerator.user + loadGenerator.system) / 1000, requests),
  };
  latencies.sort((a, b) => a - b);
  return { result, latencies, cpu };
}

/**
 * The statements the app runs for a browse or map request, in order, with how many matched: the same
 * functions the service calls, so the text and parameters are the API's own. A list request walks,
 * and sorts when the walk comes back short; a map request counts, then reads pins.
 */
/** A statement the app runs for a request; `prepared` when the app sends it as a named prepared statement. */
type Step = { name: string; statement: SQL; prepared: boolean };

async function statementsFor(database: DatabaseHandle, scenario: Scenario): Promise<{ matches: string; steps: Step[] }> {
  const query = browseQuery.parse({ ...scenario.filters, page: scenario.page });
  const criteria = await browseCriteria(database.db, query);
  const visibility = visibilityFor(null);
  // As browseCriteria: a country filter first finds the stored countries it matches.
  const resolving: Step[] = query.country ? [{ name: 'countries', statement: countriesContainingStatement(query.country), prepared: true }] : [];
  if (scenario.map) {
    const { viewport, limit } = scenario.map;
    // As findWarehousePins: with dates the count is taken without them.
    const counted = criteria.dates ? withoutDates(criteria) : criteria;
    const count = await countMapPins(database.db, counted, visibility, viewport, limit);
    const strategy = choosePageStrategy(count.total, count.catalogueSize, limit);
    const steps: Step[] = [...resolving, { name: 'count', statement: mapPinsCountStatement(counted, visibility, viewport, limit), prepared: isMapCountPrepared(counted) }];
    if (count.total > 0) {
      steps.push({ name: `pins (${strategy})`, statement: mapPinsStatement(criteria, visibility, viewport, limit, strategy), prepared: false });
    }
    return { matches: count.total > limit ? `more than ${limit}` : String(count.total), steps };
  }
  // The API's own path tells whether the walk found the page or the matches were sorted (and counted).
  const page = browsePageWindow(query.page, query.pageSize);
  const { total } = await findBrowsePage(database.db, criteria, visibility, page);
  const steps: Step[] = [...resolving, { name: 'walk', statement: browseWalkStatement(criteria, visibility, page), prepared: true }];
  if (total !== null) steps.push({ name: 'sort', statement: browseSortStatement(criteria, visibility, page), prepared: false });
  return { matches: total === null ? 'not counted' : String(total), steps };
}

/** Each statement's median time, run one at a time on one connection: the database's share of a request. */
async function databaseTimes(database: DatabaseHandle, steps: readonly Step[], runs = 15) {
  const timed: { name: string; ms: number }[] = [];
  for (const step of steps) {
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      // As the app sends it: a prepared step skips parsing and planning after its first runs.
      await (step.prepared ? preparedRowsOf(database.db, step.statement) : database.db.execute(step.statement));
      times.push(performance.now() - started);
    }
    timed.push({ name: step.name, ms: times.sort((a, b) => a - b)[Math.floor(runs / 2)]! });
  }
  return timed;
}

async function explainAll(database: DatabaseHandle, steps: readonly Step[]): Promise<string> {
  const parts: string[] = [];
  for (const step of steps) {
    const rows = await rowsOf<Record<string, unknown>>(database.db, sql`explain (analyze, buffers) ${step.statement}`);
    parts.push(`-- ${step.name}\n${rows.map((row) => String(Object.values(row)[0])).join('\n')}`);
  }
  return parts.join('\n\n');
}

/**
 * Runs one statement with pgbench, the way the app sends it: `prepared` (the walk, see preparedRowsOf)
 * or `extended` (unnamed, planned on every run, as rowsOf sends it), with the same parameters bound as
 * values: drizzle's $1..$n become pgbench variables :p1..:pn, which both protocols send as parameters.
 * Returns statements per second, without connection set-up, and the CPU each cost PostgreSQL and pgbench.
 */
async function pgbenchStatement(
  url: string,
  step: Step,
  options: Options,
  seconds: number,
  workDir: string,
  postmaster: number | undefined,
): Promise<{ perSecond: number; cpu: StatementsCpu }> {
  const query = dialect.sqlToQuery(step.statement);
  const definitions = query.params.flatMap((value, position) => ['-D', `p${position + 1}=${String(value)}`]);
  const file = path.join(workDir, 'statement.sql');
  // One line: pgbench reads a statement up to its end of line.
  writeFileSync(file, `${query.sql.replace(/\$(\d+)/g, ':p$1').replace(/\s+/g, ' ')};\n`);
  const target = new URL(url);
  const running = postgresProcesses(postmaster);
  const before = { postgres: postgresCpuMs(postmaster), client: finishedChildrenCpuMs(), machine: machineCpuMs() };
  const result = spawnSync(
    'pgbench',
    [
      '-n', '-M', step.prepared ? 'prepared' : 'extended',
      '-c', String(options.connections),
      '-j', String(Math.min(options.connections, os.cpus().length)),
      '-T', String(seconds),
      '-h', target.hostname, '-p', target.port || '5432', '-U', decodeURIComponent(target.username || 'postgres'),
      ...definitions,
      '-f', file,
      target.pathname.slice(1),
    ],
    { encoding: 'utf8', env: { ...process.env, PGPASSWORD: decodeURIComponent(target.password), PGOPTIONS: target.searchParams.get('options') ?? '' } },
  );
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  const processed = /number of transactions actually processed: (\d+)/.exec(result.stdout);
  if (result.status !== 0 || !match || !processed) throw new Error(`pgbench failed: ${result.stderr || result.stdout}`);
  const statements = Number(processed[1]);
  // Read before waiting for pgbench's backends to be reaped, so that the wait does not count as idle.
  const machine = machineCpuPer(before.machine, statements);
  await untilReaped(postmaster, running);
  return {
    perSecond: Number(match[1]),
    cpu: {
      ...machine,
      postgres: perUnitUs(before.postgres, postgresCpuMs(postmaster), statements),
      client: perUnitUs(before.client, finishedChildrenCpuMs(), statements),
    },
  };
}

/**
 * The database's own limit for a request: each of its statements driven alone by pgbench at the same
 * concurrency, combined as the request runs them one after the other (1 / Σ 1/rate), and the CPU a
 * request's statements cost (Σ over them).
 */
async function pgbenchRequest(
  url: string,
  steps: readonly Step[],
  options: Options,
  workDir: string,
  postmaster: number | undefined,
): Promise<{ perSecond: number; cpu: StatementsCpu }> {
  let secondsPerRequest = 0;
  const cpu: StatementsCpu = { postgres: 0, client: 0, machine: 0, busy: 0 };
  for (const step of steps) {
    await pgbenchStatement(url, step, options, options.warmup, workDir, postmaster);
    const measured = await pgbenchStatement(url, step, options, options.duration, workDir, postmaster);
    secondsPerRequest += 1 / measured.perSecond;
    // A request runs each statement once, so its CPU is their sum; each statement runs for the same
    // time, so its busy share is their mean. A figure missing for one statement is missing for all.
    for (const key of ['postgres', 'client', 'machine', 'busy'] as const) {
      const part = measured.cpu[key];
      cpu[key] = cpu[key] === undefined || part === undefined ? undefined : cpu[key] + (key === 'busy' ? part / steps.length : part);
    }
  }
  return { perSecond: 1 / secondsPerRequest, cpu };
}

const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
const percent = (share: number | undefined) => (share === undefined ? '' : `${fixed(share * 100, 0)}%`);

/** Prints a table: the first column left-aligned, the others right-aligned, each as wide as its widest cell. */
function printColumns(header: readonly string[], lines: readonly string[][], rule = true): void {
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const format = (cells: readonly string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  console.log(format(header));
  if (rule) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

function printTable(rows: readonly Row[], options: Options): void {
  const header = ['request', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'SQL tx/s', '% of SQL', 'bare req/s', 'bare % of SQL', '% health', 'result'];
  const lines = rows.map((row) => [
    row.label,
    fixed(row.p50),
    fixed(row.p95),
    fixed(row.p99),
    fixed(row.requestsPerSecond, 0),
    row.statementsPerSecond === undefined ? '' : fixed(row.statementsPerSecond, 0),
    percent(row.shareOfStatements),
    row.bareNodePerSecond === undefined ? '' : fixed(row.bareNodePerSecond, 0),
    percent(row.bareNodePerSecond && row.statementsPerSecond ? row.bareNodePerSecond / row.statementsPerSecond : undefined),
    percent(row.shareOfBaseline),
    row.pass === undefined ? '' : `${row.pass ? 'PASS' : 'FAIL'}${row.failures ? ` (${row.failures} failed requests)` : ''}`,
  ]);
  console.log(
    `\n${options.connections} connections, ${options.duration} s each after ${options.warmup} s warm-up; targets: p95 ≤ ${P95_TARGET_MS} ms, ` +
      `≥ ${THROUGHPUT_TARGET * 100}% of the same statements' own throughput (pgbench, same connections). ` +
      "'bare': a Node server with no framework running the same statements (bench/bare-node-server.ts)",
  );
  printColumns(header, lines);

  const us = (value: number | undefined) => (value === undefined ? '-' : fixed(value, 0));
  console.log(
    '\nCPU per request, µs (from /proc). Under the app\'s load: the app, PostgreSQL, the load generator (autocannon), ' +
      "the whole machine and the share of its CPU time that was busy; the same for the bare server's; under pgbench: " +
      "PostgreSQL, pgbench, the machine and busy, summed over the request's statements. 'CPU allows': pgbench's machine " +
      "CPU per request over the app's, the share of SQL the app reaches when both runs keep every CPU busy.",
  );
  const busy = (share: number | undefined) => (share === undefined ? '-' : percent(share));
  // Blank where the row has no such load (the baseline has no bare server or pgbench).
  const loadCells = (cpu: CpuPerRequest | undefined) =>
    cpu ? [us(cpu.server), us(cpu.postgres), us(cpu.loadGenerator), us(cpu.machine), busy(cpu.busy)] : ['', '', '', '', ''];
  const pgbenchCells = (cpu: StatementsCpu | undefined) => (cpu ? [us(cpu.postgres), us(cpu.client), us(cpu.machine), busy(cpu.busy)] : ['', '', '', '']);
  printColumns(
    ['request', 'app', 'PG', 'load', 'machine', 'busy', 'bare', 'PG', 'load', 'machine', 'busy', 'PG', 'pgbench', 'machine', 'busy', 'CPU allows', '% of SQL'],
    rows.map(({ label, cpu, cpuShare, shareOfStatements }) => [
      label,
      ...loadCells(cpu?.app),
      ...loadCells(cpu?.bare),
      ...pgbenchCells(cpu?.pgbench),
      percent(cpuShare),
      percent(shareOfStatements),
    ]),
  );

  console.log('\nDatabase time per request, statements run one at a time (median ms):');
  printColumns(
    ['request', 'matches', 'statements'],
    rows.flatMap(({ label, database }) =>
      database ? [[label, database.matches, database.steps.map((step) => `${step.name} ${fixed(step.ms, 2)}`).join(', ')]] : [],
    ),
    false,
  );
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const loadBefore = os.loadavg();
  console.log(`${os.cpus().length} CPUs, load average ${loadBefore.map((value) => value.toFixed(2)).join(' ')} before the run`);

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-browse-'));
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPgCluster();
  let app: ServerChild | undefined;
  let bare: BareNodeServer | undefined;
  let database: DatabaseHandle | undefined;
  try {
    let url = process.env.BENCH_DATABASE_URL ?? (await createDatabase(cluster!.url, 'bench_browse'));
    console.log(cluster ? 'Throwaway PostgreSQL cluster started.' : 'Using BENCH_DATABASE_URL.');
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await database.migrate();
    const count = async (table: SQL) => (await rowsOf<{ n: number }>(database!.db, sql`select count(*)::int as n from ${table}`))[0]!.n;
    const existing = await count(sql`warehouses`);
    if (existing >= options.warehouses) {
      console.log(`The database already has ${existing.toLocaleString('en-GB')} warehouses; not seeding.`);
      // A database seeded before capacity over time (migration 0017) has no commitments: add them.
      const commitments = await count(sql`space_commitments`);
      if (commitments === 0) console.log(`Added ${(await seedScaleCommitments(database.db)).toLocaleString('en-GB')} capacity blocks.`);
      // As a seed ends: a migration that just rewrote rows leaves dead versions and an unset visibility
      // map, so index-only walks would visit the table until autovacuum came round.
      await analyzeAndVacuum(database.db);
    } else {
      console.log(`Seeding ${(options.warehouses - existing).toLocaleString('en-GB')} warehouses...`);
      const seeded = await seedScale(database, {
        warehouses: options.warehouses - existing,
        storage: createLocalStorage(path.join(dataDir, 'files')),
      });
      console.log(
        `Seeded ${seeded.warehouses.toLocaleString('en-GB')} warehouses, ${seeded.spaces.toLocaleString('en-GB')} spaces ` +
          `in ${seeded.seconds.toFixed(1)} s.`,
      );
    }

    if (Object.keys(options.pg).length > 0) {
      // Set on every connection (the app's pool and this one) through the startup options; nothing is stored.
      const withSettings = new URL(url);
      withSettings.searchParams.set('options', Object.entries(options.pg).map(([name, value]) => `-c ${name}=${value}`).join(' '));
      url = withSettings.toString();
      await database.close();
      database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
      console.log(`Server settings for this run: ${Object.entries(options.pg).map(([name, value]) => `${name}=${value}`).join(', ')}`);
    }

    const ids = await referenceIds(database);
    const [backend] = await rowsOf<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`);
    const postmaster = localPostmasterOf(url, backend!.pid);
    if (postmaster === undefined) console.log('PostgreSQL runs on another host (or /proc cannot tell): its CPU per request is not shown.');
    const list = scenarios(ids).filter((scenario, index) => index === 0 || !options.only || scenario.label.includes(options.only));
    app = await startAppProcess(url, dataDir);
    const base = `http://127.0.0.1:${app.port}`;
    bare = await startBareNodeServer(url, options.connections);

    const rows: Row[] = [];
    const explains: string[] = [];
    for (const scenario of list) {
      process.stdout.write(`  ${scenario.label}...`);
      const check = await fetch(base + scenario.path);
      if (!check.ok) throw new Error(`${scenario.path} answered ${check.status}: ${await check.text()}`);
      await load(base + scenario.path, options, options.warmup);
      const { result, latencies, cpu } = await load(base + scenario.path, options, options.duration, { server: app.child.pid, postmaster });
      const row: Row = {
        label: scenario.label,
        path: scenario.path,
        requests: result.requests.total,
        requestsPerSecond: result.requests.total / result.duration,
        p50: percentile(latencies, 0.5),
        p95: percentile(latencies, 0.95),
        p99: percentile(latencies, 0.99),
        failures: failuresOf(result),
        cpu: { app: cpu },
      };
      if (scenario.filters) {
        const { matches, steps } = await statementsFor(database, scenario);
        row.database = { matches, steps: await databaseTimes(database, steps) };
        await bare.setStatements(steps.map((step) => ({ ...dialect.sqlToQuery(step.statement), prepared: step.prepared })));
        await load(`http://127.0.0.1:${bare.port}/`, options, options.warmup);
        const bareLoad = await load(`http://127.0.0.1:${bare.port}/`, options, options.duration, { server: bare.child.pid, postmaster });
        if (failuresOf(bareLoad.result) > 0) throw new Error(`the bare Node server failed ${failuresOf(bareLoad.result)} requests of ${scenario.label}`);
        row.bareNodePerSecond = bareLoad.result.requests.total / bareLoad.result.duration;
        const statements = await pgbenchRequest(url, steps, options, dataDir, postmaster);
        row.statementsPerSecond = statements.perSecond;
        row.shareOfStatements = row.requestsPerSecond / row.statementsPerSecond;
        row.cpu = { app: cpu, bare: bareLoad.cpu, pgbench: statements.cpu };
        row.cpuShare = cpuShareOf(cpu, statements.cpu);
        if (options.explain) explains.push(`==== ${scenario.label}: ${scenario.path}\n${await explainAll(database, steps)}\n`);
      }
      rows.push(row);
      const others = row.statementsPerSecond ? `, bare Node ${fixed(row.bareNodePerSecond!, 0)} req/s, SQL ${fixed(row.statementsPerSecond, 0)} tx/s` : '';
      console.log(` ${fixed(row.requestsPerSecond, 0)} req/s${others}`);
    }

    const baseline = rows[0]!.requestsPerSecond;
    for (const row of rows.slice(1)) {
      row.shareOfBaseline = row.requestsPerSecond / baseline;
      row.pass = row.p95 <= P95_TARGET_MS && (row.shareOfStatements ?? 0) >= THROUGHPUT_TARGET && row.failures === 0;
    }
    printTable(rows, options);

    const loadAfter = os.loadavg();
    mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(
      RESULTS_FILE,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadBefore, loadAfter },
          options,
          targets: { p95Ms: P95_TARGET_MS, shareOfStatements: THROUGHPUT_TARGET },
          warehouses: existing >= options.warehouses ? existing : options.warehouses,
          results: rows,
        },
        null,
        2,
      )}\n`,
    );
    if (options.explain) writeFileSync(EXPLAIN_FILE, explains.join('\n'));
    console.log(`\nLoad average after: ${loadAfter.map((value) => value.toFixed(2)).join(' ')}. Written to ${path.relative(ROOT, RESULTS_FILE)}` +
      `${options.explain ? ` and ${path.relative(ROOT, EXPLAIN_FILE)}` : ''} (${((performance.now() - started) / 1000).toFixed(0)} s in all).`);
  } finally {
    await stopChildren([app?.child, bare?.child]);
    await database?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
