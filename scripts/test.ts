/**
 * `npm test`: every check — lint, types, import rules and unused code (deps), unit tests, the
 * production build once, the first-load size budget and the lean production install read from that
 * build, API tests on PGlite, the same API tests on a throwaway PostgreSQL cluster with files in S3
 * (s3rver), then browser journeys in Debian's chromium against that build, started with plain node as
 * a deployment starts it. Stages run side by side as the cores allow (scripts/stage-runner.ts); it ends
 * with each stage's time and the line "tests: N passed, N failed", and exits non-zero if anything
 * failed. `npm test -- unit api` runs only those stages (and nothing they need is built for them
 * unless named too, except the build the size, production and e2e stages read).
 *
 * With CI set, a stage that cannot run on this machine (no PostgreSQL binaries, no chromium) fails the
 * run; elsewhere it is named in the summary as not run.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium, ensureXmllint } from './ensure-debian-tool';
import { findPgBin, startPgCluster } from './pg-cluster';
import { type Stage, type StageContext, runStages, runVitest } from './stage-runner';

const reportDir = path.resolve('.test-data/reports');
const logDir = path.resolve('.test-data/logs');
for (const dir of [reportDir, logDir]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
const isCi = Boolean(process.env.CI);

/** A stage that cannot run here: a failure in CI, a named gap elsewhere. */
function cannotRun(context: StageContext, reason: string): boolean | { skipped: string } {
  if (!isCi) return { skipped: reason };
  context.log(`CI is set, so this stage must run: ${reason}`);
  return false;
}

const vitest = (context: StageContext, project: string, reportName: string, env: NodeJS.ProcessEnv = {}) =>
  runVitest(context, { project, reportFile: path.join(reportDir, `${reportName}.json`), env });

const npx = (context: StageContext, ...args: string[]) => context.exec('npx', args).then((code) => code === 0);

// In the order they start (scripts/stage-runner.ts): what the journeys need, the journeys (the longest
// stage), then the others, longest first, beside them as the cores allow.
const STAGES: Stage[] = [
  { name: 'build', label: 'production build (npm run build)', cores: 1, run: (context) => npx(context, 'tsx', 'scripts/build.ts') },
  {
    name: 'chromium',
    label: 'chromium for the journeys',
    cores: 0,
    run: async (context) => {
      const chromium = await ensureChromium(context);
      if (chromium.ok) return true;
      return cannotRun(context, chromium.message);
    },
  },
  {
    name: 'e2e',
    label: 'browser journeys (Playwright + chromium)',
    needs: ['build', 'chromium'],
    cores: 2,
    run: async (context) => {
      const file = path.join(reportDir, 'e2e.json');
      const code = await context.exec('npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
      if (!existsSync(file)) {
        context.count({ failed: 1 });
        return false;
      }
      const report = JSON.parse(readFileSync(file, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
      // A test that passed only on its retry (Playwright's "flaky") failed once: it fails the run.
      const { expected, unexpected, flaky, skipped } = report.stats;
      context.count({ passed: expected, failed: unexpected + flaky, skipped });
      if (flaky > 0) context.log(`${flaky} journey(s) passed only when retried: counted as failed (the retry's trace is in test-results/)`);
      return code === 0 && flaky === 0;
    },
  },
  { name: 'api', label: 'API tests on PGlite', cores: 1, run: (context) => vitest(context, 'api', 'api-pglite') },
  {
    name: 'api-postgres',
    label: 'API tests on PostgreSQL with S3 storage',
    cores: 1,
    // The PostgreSQL stage keeps files in S3 (s3rver), as a server deployment would; the PGlite stage keeps them local.
    run: async (context) => {
      if (process.env.TEST_DATABASE_URL) return vitest(context, 'api', 'api-postgres', { TEST_STORAGE: 's3' });
      if (!findPgBin()) return cannotRun(context, 'PostgreSQL binaries (initdb, pg_ctl) not found: install postgresql, set PG_BIN, or set TEST_DATABASE_URL');
      const cluster = await startPgCluster();
      try {
        return await vitest(context, 'api', 'api-postgres', { TEST_DATABASE_URL: cluster.url, TEST_STORAGE: 's3' });
      } finally {
        cluster.stop();
      }
    },
  },
  {
    name: 'unit',
    label: 'unit tests',
    cores: 1,
    // The payout file's test validates it with xmllint, installed here as chromium is; without it that
    // test is skipped, or fails with CI set (src/server/modules/payouts/payout-files.unit.test.ts).
    run: async (context) => {
      const xmllint = await ensureXmllint(context);
      if (!xmllint.ok) context.log(xmllint.message);
      return vitest(context, 'unit', 'unit');
    },
  },
  { name: 'types', label: 'type check (tsc)', cores: 1, run: (context) => npx(context, 'tsc', '--noEmit', '-p', 'tsconfig.json') },
  { name: 'lint', label: 'lint (eslint)', cores: 1, run: (context) => npx(context, 'eslint', '--max-warnings', '0', '.') },
  {
    name: 'deps',
    label: 'import rules and unused code (madge, knip)',
    cores: 1,
    // Cycles between files or domains, repositories read from outside their module, platform importing
    // a domain, routes importing routes (scripts/check-deps.ts); then unused files, exports and dependencies.
    run: async (context) => (await npx(context, 'tsx', 'scripts/check-deps.ts')) && npx(context, 'knip'),
  },
  { name: 'size', label: 'first-load size budget (bench/size.ts)', needs: ['build'], cores: 0, run: (context) => npx(context, 'tsx', 'bench/size.ts') },
  {
    name: 'production',
    label: 'lean production install (npm ci --omit=dev, node dist/server/main.js)',
    needs: ['build'],
    cores: 1,
    run: (context) => npx(context, 'tsx', 'scripts/check-production-install.ts'),
  },
];

const only = process.argv.slice(2);
const unknown = only.filter((name) => !STAGES.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(`Unknown stage ${unknown.join(', ')}; the stages are ${STAGES.map((stage) => stage.name).join(', ')}.`);
  process.exit(2);
}
// A chosen stage brings what it needs (the journeys their build and browser).
const chosen = new Set(only.length === 0 ? STAGES.map((stage) => stage.name) : only);
for (const stage of STAGES) if (chosen.has(stage.name)) for (const need of stage.needs ?? []) chosen.add(need);
const stages = STAGES.filter((stage) => chosen.has(stage.name));

// One stage per core (the journeys count for two): on a two-core machine, twice that starved the
// journeys and the API tests until their own time limits failed them.
const { ok } = await runStages(stages, { logDir, capacity: os.availableParallelism(), stream: stages.length === 1 });
process.exit(ok ? 0 : 1);
