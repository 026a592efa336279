/**
 * `npm run check`: the quick loop for a change in progress (a minute or two). Lint, type check and the
 * unit tests over the whole tree (lint and tsc keep caches under node_modules/.cache), and the API tests
 * of the server modules the change touches, on PGlite. `npm test` runs everything, before landing.
 *
 *   npm run check                   what the working tree changes against HEAD (untracked files too)
 *   npm run check -- --since main   everything since that revision, committed or not
 *
 * Which API tests a touched file calls for: scripts/changed-tests.ts. A change to what every module
 * stands on (app.ts, db/, config.ts, tests/api/) is named, with the advice to run `npm test -- api`,
 * rather than running the whole suite here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { apiTestsFor } from './changed-tests';
import { optionValue } from './command-line';
import { type Stage, runStages, runVitest } from './stage-runner';

function git(...args: string[]): string[] {
  return execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
}

function changedFiles(since: string | undefined): string[] {
  const tracked = git('diff', '--name-only', since ?? 'HEAD');
  const untracked = git('ls-files', '--others', '--exclude-standard');
  return [...new Set([...tracked, ...untracked])].filter((file) => existsSync(file));
}

const files = changedFiles(optionValue(process.argv.slice(2), 'since'));
const { tests, foundation } = apiTestsFor(files, [...git('ls-files'), ...git('ls-files', '--others', '--exclude-standard')]);
console.log(`${files.length} changed file(s); API tests of the change: ${tests.length === 0 ? 'none' : tests.join(' ')}`);
if (foundation.length > 0) {
  console.log(`The change touches what every module stands on (${foundation.join(', ')}): run \`npm test -- api\` before landing it.`);
}

const logDir = path.resolve('.test-data/check-logs');
rmSync(logDir, { recursive: true, force: true });
mkdirSync(logDir, { recursive: true });
const npx = (args: string[]) => async (context: Parameters<Stage['run']>[0]) => (await context.exec('npx', args)) === 0;

const stages: Stage[] = [
  { name: 'lint', label: 'lint (eslint, cached)', cores: 1, run: npx(['eslint', '--max-warnings', '0', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']) },
  {
    name: 'types',
    label: 'type check (tsc, incremental)',
    cores: 1,
    run: npx(['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/tsc/tsbuildinfo']),
  },
  { name: 'unit', label: 'unit tests', cores: 1, run: (context) => runVitest(context, { project: 'unit', reportFile: path.join(logDir, 'unit.json') }) },
  ...(tests.length === 0
    ? []
    : [
        {
          name: 'api',
          label: `API tests of the change (${tests.length} files, PGlite)`,
          cores: 1,
          run: (context) => runVitest(context, { project: 'api', reportFile: path.join(logDir, 'api.json'), files: tests }),
        } satisfies Stage,
      ]),
];

const { ok } = await runStages(stages, { logDir });
process.exit(ok ? 0 : 1);
