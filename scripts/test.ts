/**
 * `npm test`: every check, in order of cost — lint, types, import rules and unused code (deps), unit
 * tests, the first-load size budget, API tests on PGlite, the same API tests on a throwaway
 * PostgreSQL cluster with files in S3 (s3rver) and two app processes (when the binaries are on the
 * machine), then browser journeys in Debian's chromium against the production build, started with
 * plain node as a deployment starts it. Prints one closing line
 * "tests: N passed, N failed" and exits non-zero if anything failed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium';
import { findPgBin, startPgCluster } from './pg-cluster';

type Counts = { passed: number; failed: number; skipped: number };
const totals: Counts = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const reportDir = path.resolve('.test-data/reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const only = process.argv.slice(2);
const wants = (stage: string) => only.length === 0 || only.includes(stage);

function run(label: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(label);
  return ok;
}

function addVitestCounts(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function addPlaywrightCounts(file: string) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  totals.passed += report.stats.expected + report.stats.flaky;
  totals.failed += report.stats.unexpected;
  totals.skipped += report.stats.skipped;
}

function vitest(label: string, project: string, reportName: string, env: NodeJS.ProcessEnv = {}) {
  const file = path.join(reportDir, `${reportName}.json`);
  const ok = run(label, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
  addVitestCounts(file);
  if (!ok && !existsSync(file)) totals.failed += 1;
}

if (wants('lint')) run('lint (eslint)', 'npx', ['eslint', '--max-warnings', '0', '.']);
if (wants('types')) run('type check (tsc)', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
if (wants('deps')) {
  // Cycles between files or domains, platform importing a domain, routes importing routes (madge).
  run('import rules (madge)', 'npm', ['run', '--silent', 'check:imports']);
  // Unused files, exports and dependencies; knip.json says what it cannot see.
  run('unused code and dependencies (knip)', 'npm', ['run', '--silent', 'check:unused']);
}
if (wants('unit')) vitest('unit tests', 'unit', 'unit');
if (wants('size')) run('first-load size budget (bench/size.ts)', 'npx', ['tsx', 'bench/size.ts']);
if (wants('api')) vitest('API tests on PGlite', 'api', 'api-pglite');

// The PostgreSQL stage keeps files in S3 (s3rver), as a server deployment would; the PGlite stage keeps them local.
if (wants('api-postgres')) {
  if (process.env.TEST_DATABASE_URL) {
    vitest('API tests on PostgreSQL (TEST_DATABASE_URL) with S3 storage', 'api', 'api-postgres', { TEST_STORAGE: 's3' });
  } else if (findPgBin()) {
    const cluster = await startPgCluster();
    try {
      vitest('API tests on a throwaway PostgreSQL cluster with S3 storage', 'api', 'api-postgres', { TEST_DATABASE_URL: cluster.url, TEST_STORAGE: 's3' });
    } finally {
      cluster.stop();
    }
  } else {
    console.log('\n• PostgreSQL binaries not found: API tests ran on PGlite only (install postgresql or set TEST_DATABASE_URL).');
  }
}

if (wants('e2e')) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.log(`\n✘ browser journeys: ${chromium.message}`);
    failures.push('browser journeys (no chromium)');
    totals.failed += 1;
  } else if (run('production build (npm run build)', 'npm', ['run', 'build', '--silent'])) {
    const file = path.join(reportDir, 'e2e.json');
    run('browser journeys (Playwright + chromium)', 'npx', ['playwright', 'test'], {
      CHROMIUM_PATH: chromium.path,
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    addPlaywrightCounts(file);
  }
}

console.log('');
if (failures.length > 0) console.log(`Failed stages: ${failures.join('; ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
