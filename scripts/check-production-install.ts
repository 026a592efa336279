/**
 * `npm run check:production-install`: proves that the built app runs from a production install.
 * Builds nothing: it takes the dist/ that `npm run build` made (and fails if there is none), copies
 * it with package.json and package-lock.json into a fresh temp directory, runs
 * `npm ci --omit=dev` there (from the npm cache when it can: --prefer-offline), fails when
 * node_modules is over PRODUCTION_INSTALL_BUDGET_MB, then starts `node dist/server/main.js` as a
 * deployment does (NODE_ENV=production, demo content, its own data folder, a free port) and checks
 * that the health check, the home page and the catalogue answer. So a package the server needs at
 * run time cannot sit in devDependencies, and one only the browser or the build needs cannot
 * quietly come back into dependencies.
 *
 * Prints one line, e.g. "production install: 140.2 MB (budget 150 MB), server answered health in
 * 2.1 s", and exits non-zero on any failure with what npm or the server wrote.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './pg-cluster';

/** Disk use of node_modules after `npm ci --omit=dev`, as `du -sh` counts it (MB of 1024 × 1024 bytes). */
// The printed documents' pdfkit and fontkit cost 28 MB (decision 216); the server bundles its ORM and zod (decision 240).
const PRODUCTION_INSTALL_BUDGET_MB = 150;
/**
 * From the start to the first answer of /api/health. A new database is migrated and seeded first
 * (demo warehouses with their pictures drawn by sharp): seconds on an idle machine, over a minute
 * on a busy two-CPU one.
 */
const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;

class CheckFailed extends Error {}

function requireBuild(): void {
  for (const file of ['dist/server/main.js', 'dist/web/index.html']) {
    if (!existsSync(path.join(ROOT, file))) {
      throw new CheckFailed(`${file} is missing: run \`npm run build\` first (this check installs and starts the build, it does not make one)`);
    }
  }
}

/** `npm ci --omit=dev` in `dir`; its output is shown only when it fails. */
function installProductionDependencies(dir: string): void {
  const args = ['ci', '--omit=dev', '--no-audit', '--no-fund', '--ignore-scripts=false', '--prefer-offline'];
  const result = spawnSync('npm', args, { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    throw new CheckFailed(`npm ${args.join(' ')} failed (exit ${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`);
  }
}

/** Disk use of `dir` in bytes, as `du -s` counts it (blocks, each hard-linked file once). */
function diskUseBytes(dir: string): number {
  const result = spawnSync('du', ['-sk', dir], { encoding: 'utf8' });
  const kilobytes = Number(result.stdout.split(/\s/)[0]);
  if (result.status !== 0 || !Number.isFinite(kilobytes)) throw new CheckFailed(`du -sk ${dir} failed: ${result.stderr}`);
  return kilobytes * 1024;
}

type Server = { child: ChildProcess; baseUrl: string; output: () => string };

/** `node dist/server/main.js` from the install, with only the environment a deployment would set. */
async function startServer(dir: string): Promise<Server> {
  const port = await freePort();
  const dataDir = path.join(dir, 'data');
  mkdirSync(dataDir);
  const child = spawn(process.execPath, [path.join(dir, 'dist', 'server', 'main.js')], {
    cwd: dir,
    // Not the caller's environment: a DATABASE_URL, S3_BUCKET or .env of the developer must not leak in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const output = () => `--- server stderr ---\n${stderr || '(empty)\n'}--- server stdout ---\n${stdout || '(empty)\n'}`;
  return { child, baseUrl: `http://127.0.0.1:${port}`, output };
}

/** Waits for the first 200 of /api/health; answers the seconds it took. */
async function waitForHealth(server: Server): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < HEALTH_TIMEOUT_MS) {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new CheckFailed(`the server exited (${server.child.exitCode ?? server.child.signalCode}) before /api/health answered`);
    }
    try {
      const response = await fetch(`${server.baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return (Date.now() - started) / 1000;
    } catch {
      // Not listening yet (migrations and the demo seed run first).
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new CheckFailed(`/api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

/** What a deployment must serve: the health check, the app's pages as HTML, and the catalogue's API. */
async function checkAnswers(server: Server): Promise<void> {
  const checks = [
    { path: '/api/health', type: 'application/json' },
    { path: '/', type: 'text/html', body: /<!doctype html>/i },
    { path: '/m-warehouses', type: 'text/html', body: /<!doctype html>/i },
    { path: '/api/warehouses', type: 'application/json' },
  ];
  for (const check of checks) {
    const response = await fetch(`${server.baseUrl}${check.path}`, { signal: AbortSignal.timeout(30_000) });
    const body = await response.text();
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith(check.type) || (check.body && !check.body.test(body))) {
      throw new CheckFailed(`GET ${check.path} answered ${response.status} ${type}, expected 200 ${check.type}:\n${body.slice(0, 500)}`);
    }
  }
}

/** SIGTERM (the server closes gracefully), then SIGKILL if it has not exited in time. */
async function stopServer(server: Server): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

async function main(): Promise<void> {
  requireBuild();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-production-install-'));
  let server: Server | undefined;
  try {
    cpSync(path.join(ROOT, 'dist'), path.join(dir, 'dist'), { recursive: true });
    for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(ROOT, file), path.join(dir, file));
    installProductionDependencies(dir);
    const sizeMb = diskUseBytes(path.join(dir, 'node_modules')) / MB;
    if (sizeMb > PRODUCTION_INSTALL_BUDGET_MB) {
      const largest = spawnSync('sh', ['-c', 'du -sk node_modules/[!@]* node_modules/@*/* | sort -n | tail -15'], { cwd: dir, encoding: 'utf8' });
      throw new CheckFailed(
        `production install: ${sizeMb.toFixed(1)} MB, over the budget of ${PRODUCTION_INSTALL_BUDGET_MB} MB. ` +
          `A package only the browser or the build uses belongs in devDependencies. Largest (KB):\n${largest.stdout}`,
      );
    }
    server = await startServer(dir);
    try {
      const healthSeconds = await waitForHealth(server);
      await checkAnswers(server);
      console.log(
        `production install: ${sizeMb.toFixed(1)} MB (budget ${PRODUCTION_INSTALL_BUDGET_MB} MB), server answered health in ${healthSeconds.toFixed(1)} s`,
      );
    } catch (error) {
      throw new CheckFailed(`${error instanceof Error ? error.message : String(error)}\n${server.output()}`);
    }
  } finally {
    if (server) await stopServer(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(`✘ production install: ${error instanceof CheckFailed ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
