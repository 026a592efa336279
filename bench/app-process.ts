/**
 * The app under test in its own process, for the benchmarks: `startAppProcess(url, dataDir)` runs
 * this file as a child (`--serve`), which builds the app on that PostgreSQL database (logger off, a
 * random port) and reports its port over IPC. A separate process, so the load generator never shares
 * the app's event loop; several of them share one database like production app processes do.
 */
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { createLocalStorage } from '../src/server/platform/storage';
import { askChild, reportListening, type ServerChild, startServerChild } from './server-child';

async function serve(): Promise<void> {
  const url = process.env.BENCH_SERVE_DATABASE_URL!;
  const dataDir = process.env.BENCH_SERVE_DATA_DIR!;
  const database = await openDatabase({ kind: 'postgres', url });
  // No exchange-rate feed: a benchmark measures the app, never a fetch from the ECB.
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO: '0', LOG_LEVEL: 'silent', EXCHANGE_RATES_FEED_URL: 'off' });
  const app = await buildApp({ config, database, storage: createLocalStorage(path.join(dataDir, 'files')), logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  reportListening(app.server);
  process.on('message', (message) => {
    if (message === 'memory') process.send?.({ rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed });
  });
  const stop = async () => {
    // Never let a slow close keep the benchmark (and its PostgreSQL cluster) alive.
    setTimeout(() => process.exit(0), 5000).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('disconnect', () => void stop());
}

type Memory = { rss: number; heapUsed: number };
export type AppProcess = ServerChild & { memory(): Promise<Memory> };

export async function startAppProcess(url: string, dataDir: string): Promise<AppProcess> {
  const server = await startServerChild(import.meta.url, { BENCH_SERVE_DATABASE_URL: url, BENCH_SERVE_DATA_DIR: dataDir });
  return { ...server, memory: () => askChild<Memory>(server.child, 'memory', 'rss') };
}

if (process.argv.includes('--serve')) void serve();
