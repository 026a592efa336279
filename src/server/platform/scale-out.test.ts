/**
 * Two real app processes (`src/server/main.ts`, as production runs it) on one PostgreSQL database
 * and one S3 server, each with its own DATA_DIR so nothing can pass through a shared disk. What one
 * process does must hold on the other: files, live events, rate limits. Both start at once on an
 * empty database, as replicas of a first deploy would, so their migrations race too.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase, freePort } from '../../../scripts/pg-cluster';
import { signInAs } from '../../../tests/api/auth-helpers';
import { startTestS3Server, type TestS3Server } from '../../../tests/s3-server';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { makeImage, multipartBody } from '../../../tests/api/uploads';
import { type LiveEventsTab, openLiveEventsTab } from '../../../tests/api/live-events-tab';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PUBLIC_URL = 'http://marketplace.example.test';
const START_TIMEOUT_MS = 90_000;

type AppProcess = { child: ChildProcess; url: string; dataDir: string; output(): string; stop(): Promise<void> };

/** The env an operator would give: nothing from this test process leaks in but PATH and HOME. */
function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', LOG_LEVEL: 'warn', SEED_DEMO: '0', ...extra };
}

function runMain(env: NodeJS.ProcessEnv): { child: ChildProcess; output(): string } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => (output += String(chunk)));
  return { child, output: () => output };
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function startApp(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wm-scale-'));
  const { child, output } = runMain(baseEnv({ ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL }));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const health = await fetch(`${url}/api/health`).catch(() => null);
    if (health?.status === 200) return { child, url, dataDir, output, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the app process did not become healthy (exit code ${child.exitCode}):\n${output()}`);
}

function openTab(app: AppProcess, token: string): Promise<LiveEventsTab> {
  return openLiveEventsTab(`${app.url.replace('http', 'ws')}/api/events`, { headers: { authorization: `Bearer ${token}` }, origin: PUBLIC_URL });
}

// The suite's own S3 server when the stage runs on S3, else one of this file's.
let ownS3: TestS3Server | undefined;
let s3Env: Record<string, string> | undefined;
let unavailable = '';
const suiteS3 = inject('s3Storage');
if (suiteS3) {
  s3Env = {
    S3_ENDPOINT: suiteS3.endpoint!,
    S3_REGION: suiteS3.region,
    S3_BUCKET: suiteS3.bucket,
    S3_ACCESS_KEY_ID: suiteS3.credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: suiteS3.credentials!.secretAccessKey,
  };
} else {
  const started = await startTestS3Server();
  if ('unavailable' in started) unavailable = started.unavailable;
  else {
    ownS3 = started;
    s3Env = started.env;
  }
}
afterAll(async () => {
  await ownS3?.stop();
});

const postgres = inject('postgresTemplate');
const skipReason = !s3Env ? ` (skipped: ${unavailable})` : !postgres ? ' (skipped: needs PostgreSQL, TEST_DATABASE_URL)' : '';

describe.skipIf(!s3Env || !postgres)(`two app processes on one PostgreSQL database and one S3 bucket${skipReason}`, () => {
  let a: AppProcess;
  let b: AppProcess;
  let database: DatabaseHandle;

  beforeAll(async () => {
    // An empty database, not the migrated template: both processes migrate it at the same moment.
    const url = await createDatabase(postgres!.serverUrl, `scale_${process.pid}_${Date.now()}`);
    const env = { ...s3Env!, DATABASE_URL: url, DATABASE_POOL_SIZE: '4' };
    const started = await Promise.allSettled([startApp(env), startApp(env)]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) {
      // Stop the one that did start before reporting why the other did not.
      await Promise.all(started.map((result) => (result.status === 'fulfilled' ? result.value.stop() : undefined)));
      throw failed.reason;
    }
    [a, b] = started.map((result) => (result as PromiseFulfilledResult<AppProcess>).value) as [AppProcess, AppProcess];
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
  }, 2 * START_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.close();
  });

  it('serves from process B an image uploaded through process A, and B removes it for both', async () => {
    const owner = await signInAs({ db: database.db }, ['warehouse_owner']);
    const body = await multipartBody(await makeImage('png', 320, 200));
    const uploaded = await fetch(`${a.url}/api/warehouse-images`, {
      method: 'POST',
      headers: { ...owner.headers, ...body.headers },
      body: new Uint8Array(body.payload),
    });
    expect(uploaded.status).toBe(201);
    const image = (await uploaded.json()) as { id: string; url: string; thumbnailUrl: string };

    const fromA = await fetch(`${a.url}${image.url}`);
    const fromB = await fetch(`${b.url}${image.url}`);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Buffer.from(await fromB.arrayBuffer()).equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect((await fetch(`${b.url}${image.thumbnailUrl}`)).status).toBe(200);
    // Nothing went to either process's own disk.
    expect(existsSync(path.join(a.dataDir, 'files'))).toBe(false);
    expect(existsSync(path.join(b.dataDir, 'files'))).toBe(false);

    const removed = await fetch(`${b.url}/api/warehouse-images/${image.id}`, { method: 'DELETE', headers: owner.headers });
    expect(removed.status).toBe(204);
    expect((await fetch(`${a.url}${image.url}`)).status).toBe(404);
  });

  it('delivers to a socket on process B the live events of a change made through process A', async () => {
    const admin = await signInAs({ db: database.db }, ['administrator']);
    const trader = await signInAs({ db: database.db }, ['customer']);
    const tabOnB = await openTab(b, trader.token);
    try {
      const promoted = await fetch(`${a.url}/api/admin/users/${trader.user.id}/roles`, {
        method: 'PUT',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ roles: ['customer', 'warehouse_owner'] }),
      });
      expect(promoted.status).toBe(200);
      expect(await tabOnB.next(10_000)).toEqual({ type: 'invalidate', keys: ['auth'] });

      const deactivated = await fetch(`${a.url}/api/admin/users/${trader.user.id}/status`, {
        method: 'PATCH',
        headers: { ...admin.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ isActive: false }),
      });
      expect(deactivated.status).toBe(200);
      // Invalidations of admin lists may come first; the sign-out must follow and close the socket.
      let event = await tabOnB.next(10_000);
      while (event.type !== 'session.ended') event = await tabOnB.next(10_000);
      expect((await tabOnB.closed).code).toBe(4401);
    } finally {
      tabOnB.socket.close();
    }
  });

  it('counts a rate limit once for both processes: hits on A use up the limit on B', async () => {
    const address = `client-${randomUUID()}`;
    const report = (app: AppProcess) =>
      fetch(`${app.url}/api/client-errors`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: address, url: '/' }),
      });
    for (let i = 0; i < 20; i += 1) expect((await report(a)).status).toBe(204);
    for (let i = 0; i < 10; i += 1) expect((await report(b)).status).toBe(204);
    const refusedOnB = await report(b);
    expect(refusedOnB.status).toBe(429);
    expect(Number(refusedOnB.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await report(a)).status).toBe(429);
  });
});

describe.skipIf(!s3Env)(`starting with S3 storage that cannot be used${s3Env ? '' : ` (skipped: ${unavailable})`}`, () => {
  /** Runs main.ts with these S3 settings and the embedded database; answers its exit code and output. */
  async function startWith(s3: Record<string, string>): Promise<{ code: number | null; output: string; dataDir: string }> {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wm-scale-'));
    const { child, output } = runMain(baseEnv({ ...s3Env!, ...s3, DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' }));
    // A process that starts anyway must not outlive the test; until just before the test's own limit,
    // though, since on a loaded machine tsx alone can take 30 s to reach the S3 check.
    const timer = setTimeout(() => child.kill('SIGKILL'), START_TIMEOUT_MS - 5_000);
    try {
      const code = await exited(child);
      return { code, output: output(), dataDir };
    } finally {
      clearTimeout(timer);
    }
  }

  it('stops at once with a message naming the missing bucket, before touching the database', async () => {
    const started = await startWith({ S3_BUCKET: 'no-such-bucket' });
    try {
      expect(started.code).toBe(1);
      expect(started.output).toContain(`Failed to start: S3 bucket "no-such-bucket" at ${s3Env!.S3_ENDPOINT} does not exist: create it or correct S3_BUCKET.`);
      expect(existsSync(path.join(started.dataDir, 'pglite'))).toBe(false);
    } finally {
      rmSync(started.dataDir, { recursive: true, force: true });
    }
  }, START_TIMEOUT_MS);

  // s3rver checks the access key id but not SigV4 signatures, so an unknown key stands for bad credentials here.
  it('stops at once when the S3 server refuses the credentials', async () => {
    const started = await startWith({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
    try {
      expect(started.code).toBe(1);
      expect(started.output).toMatch(/Failed to start: S3 bucket ".*" at .* refused the credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    } finally {
      rmSync(started.dataDir, { recursive: true, force: true });
    }
  }, START_TIMEOUT_MS);
});
