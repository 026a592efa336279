/**
 * Live delivery across app processes: messages sent through one process reach WebSocket
 * connections held by another.
 *
 *   npm run bench:realtime                         throwaway PostgreSQL cluster, 1,000 connections
 *   npm run bench:realtime -- --connections 200 --rate 20
 *   BENCH_DATABASE_URL=postgres://… npm run bench:realtime   an existing server (adds its own users)
 *
 * Starts PostgreSQL (scripts/pg-cluster.ts) and two app processes on it (bench/app-process.ts), A and
 * B. Creates one trader per connection, each with a submitted inquiry and a session, and opens every
 * trader's live-events WebSocket on B. Then each trader sends one message into their own inquiry's
 * thread through A (POST /api/inquiries/:id/messages), spread evenly at --rate messages per second;
 * the server announces the thread change to its participants, B receives it through PostgreSQL
 * LISTEN/NOTIFY and pushes it to that trader's socket. Delivery latency is the time from the start
 * of the POST to the arrival of the "messages" invalidation on the socket (one clock: this process).
 * Prints p50/p95/p99, how many never arrived, and B's memory per held connection (RSS growth while
 * opening them, divided by their number). Target: p95 under 150 ms, nothing lost.
 *
 * A benchmark, not a test: it exits 0 whatever the figures. Everything shares this machine's CPUs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { type DatabaseHandle, openDatabase } from '../src/server/db/client';
import { inquiries, roles, sessions, spaceTypes, userRoles, users } from '../src/server/db/schema';
import { seedReferenceData } from '../src/server/db/seed/reference-data';
import { insertListingForOwner } from '../src/server/modules/warehouses/warehouses.service';
import { generateToken, hashToken } from '../src/server/platform/tokens';
import { positiveNumberOption } from '../scripts/command-line';
import { createDatabase, startPgCluster } from '../scripts/pg-cluster';
import { type AppProcess, startAppProcess } from './app-process';
import { stopChildren } from './server-child';

const P95_TARGET_MS = 150;
const LATE_AFTER_MS = 10_000;

type Options = { connections: number; rate: number };

function parseOptions(argv: readonly string[]): Options {
  return { connections: positiveNumberOption(argv, 'connections', 1000), rate: positiveNumberOption(argv, 'rate', 50) };
}

type Trader = { userId: string; token: string; inquiryId: string };

/** One owner with a warehouse, and `count` traders each with a submitted inquiry on it and a session. */
async function createTraders(database: DatabaseHandle, count: number): Promise<Trader[]> {
  const db = database.db;
  const run = Date.now().toString(36);
  const roleIds = new Map((await db.select().from(roles)).map((role) => [role.name, role.id]));
  const [owner] = await db
    .insert(users)
    .values({ email: `bench-owner-${run}@example.test`, isActive: true, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  await db.insert(userRoles).values({ userId: owner!.id, roleId: roleIds.get('warehouse_owner')! });
  const [spaceType] = await db.select().from(spaceTypes).where(eq(spaceTypes.name, 'Indoor'));
  const warehouseId = await db.transaction((tx) =>
    insertListingForOwner(
      tx,
      {
        ownerId: owner!.id,
        name: `Realtime Bench Hall ${run}`,
        description: '',
        address: 'Sadama 1',
        city: 'Tallinn',
        country: 'Estonia',
        postalCode: '10111',
        spaces: [{ spaceTypeId: spaceType!.id, sizeM2: 5000, pricePerM2Cents: 300 }],
        features: [],
        services: [],
        images: [],
      },
      null,
    ),
  );

  const traders: Trader[] = [];
  const batch = 200;
  for (let start = 0; start < count; start += batch) {
    const size = Math.min(batch, count - start);
    const created = await db
      .insert(users)
      .values(
        Array.from({ length: size }, (_, index) => ({
          email: `bench-trader-${run}-${start + index}@example.test`,
          firstName: 'Bench',
          lastName: `Trader ${start + index}`,
          isActive: true,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    await db.insert(userRoles).values(created.map((user) => ({ userId: user.id, roleId: roleIds.get('customer')! })));
    const made = await db
      .insert(inquiries)
      .values(
        created.map((user) => ({
          traderId: user.id,
          warehouseId,
          status: 'submitted' as const,
          startDate: '2031-05-01',
          endDate: '2031-05-10',
          submittedAt: new Date(),
        })),
      )
      .returning({ id: inquiries.id, traderId: inquiries.traderId });
    const tokens = created.map(() => generateToken());
    await db.insert(sessions).values(
      created.map((user, index) => ({ userId: user.id, tokenHash: hashToken(tokens[index]!), expiresAt: new Date(Date.now() + 86_400_000) })),
    );
    const inquiryOf = new Map(made.map((row) => [row.traderId, row.id]));
    created.forEach((user, index) => traders.push({ userId: user.id, token: tokens[index]!, inquiryId: inquiryOf.get(user.id)! }));
  }
  return traders;
}

type Connection = { socket: WebSocket; arrivedAt: number | null; waitingSince: number | null };

function connect(port: number, trader: Trader): Promise<Connection> {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/events`, { headers: { authorization: `Bearer ${trader.token}` } });
  const connection: Connection = { socket, arrivedAt: null, waitingSince: null };
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as { type: string; keys?: string[] };
    if (connection.waitingSince !== null && connection.arrivedAt === null && event.type === 'invalidate' && event.keys?.includes('messages')) {
      connection.arrivedAt = performance.now();
    }
  });
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(connection));
    socket.once('error', reject);
  });
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  console.log(`${os.cpus().length} CPUs, load average ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} before the run`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-realtime-'));
  const cluster = process.env.BENCH_DATABASE_URL ? null : await startPgCluster();
  let database: DatabaseHandle | undefined;
  const apps: AppProcess[] = [];
  const connections: Connection[] = [];
  try {
    const url = process.env.BENCH_DATABASE_URL ?? (await createDatabase(cluster!.url, 'bench_realtime'));
    database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
    await database.migrate();
    await seedReferenceData(database.db);
    const traders = await createTraders(database, options.connections);
    console.log(`${traders.length.toLocaleString('en-GB')} traders with an inquiry and a session.`);

    const [a, b] = await Promise.all([startAppProcess(url, dataDir), startAppProcess(url, dataDir)]);
    apps.push(a!, b!);
    const before = await b!.memory();
    for (let start = 0; start < traders.length; start += 50) {
      connections.push(...(await Promise.all(traders.slice(start, start + 50).map((trader) => connect(b!.port, trader)))));
    }
    await sleep(1000);
    const after = await b!.memory();
    console.log(`${connections.length.toLocaleString('en-GB')} live connections held by process B.`);

    const gapMs = 1000 / options.rate;
    const sendLatencies: number[] = [];
    let failedSends = 0;
    const started = performance.now();
    const sends = traders.map(async (trader, index) => {
      await sleep(index * gapMs);
      const connection = connections[index]!;
      connection.waitingSince = performance.now();
      const response = await fetch(`http://127.0.0.1:${a!.port}/api/inquiries/${trader.inquiryId}/messages`, {
        method: 'POST',
        headers: { authorization: `Bearer ${trader.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ body: `Benchmark message ${index}` }),
      });
      sendLatencies.push(performance.now() - connection.waitingSince);
      if (response.status !== 201) {
        failedSends += 1;
        if (failedSends <= 3) console.log(`  send ${index} answered ${response.status}: ${await response.text()}`);
      }
    });
    await Promise.all(sends);
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + LATE_AFTER_MS;
    while (connections.some((connection) => connection.arrivedAt === null) && performance.now() < deadline) await sleep(50);

    const latencies = connections
      .filter((connection) => connection.arrivedAt !== null)
      .map((connection) => connection.arrivedAt! - connection.waitingSince!)
      .sort((x, y) => x - y);
    const lost = connections.length - latencies.length;
    const sortedSends = [...sendLatencies].sort((x, y) => x - y);
    const perConnectionKb = (after.rss - before.rss) / connections.length / 1024;
    const p95 = percentile(latencies, 95);

    console.log(`\n${traders.length.toLocaleString('en-GB')} messages through A in ${sendSeconds.toFixed(1)} s (${options.rate}/s requested), ${failedSends} refused`);
    console.log('                              p50 ms  p95 ms  p99 ms');
    console.log(`POST message (A)           ${[50, 95, 99].map((p) => percentile(sortedSends, p).toFixed(1).padStart(8)).join('')}`);
    console.log(`delivery to socket on B    ${[50, 95, 99].map((p) => percentile(latencies, p).toFixed(1).padStart(8)).join('')}`);
    console.log(`\nlost (not delivered within ${LATE_AFTER_MS / 1000} s): ${lost}`);
    console.log(`memory of B per connection: ${perConnectionKb.toFixed(1)} KB RSS (${((after.rss - before.rss) / 1024 / 1024).toFixed(1)} MB for ${connections.length})`);
    console.log(`target p95 < ${P95_TARGET_MS} ms and nothing lost: ${p95 < P95_TARGET_MS && lost === 0 ? 'PASS' : 'FAIL'}`);
    console.log(`Load average after: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')}`);
  } finally {
    for (const connection of connections) connection.socket.terminate();
    await stopChildren(apps.map((app) => app.child));
    await database?.close();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
