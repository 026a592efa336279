/**
 * `npm start`: builds only when the build is missing or older than its sources, then runs the
 * compiled server in this process with plain node. Plain JavaScript on purpose: starting must not
 * need TypeScript tooling (a deployment runs `node dist/server/main.js` without dev dependencies).
 *
 * Stale means: a file under src/ (tests aside) or a build input at the root was modified after the
 * older of dist/web/index.html and dist/server/main.js. A checkout or pull touches the files it
 * changes, so new code is always built; an unchanged tree starts in about a second.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUTPUTS = ['dist/web/index.html', 'dist/server/main.js'];
const ROOT_INPUTS = ['package.json', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'tailwind.config.ts', 'postcss.config.js', 'scripts/build.ts'];
const IS_TEST = /\.test\.tsx?$/;

function modifiedMs(file) {
  try {
    return statSync(path.join(ROOT, file)).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestSourceMs() {
  const sources = readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !IS_TEST.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
  return Math.max(...[...sources, ...ROOT_INPUTS].map((file) => modifiedMs(file) ?? 0));
}

function isBuildStale() {
  const built = OUTPUTS.map(modifiedMs);
  if (built.some((time) => time === undefined)) return true;
  return newestSourceMs() > Math.min(...built);
}

if (isBuildStale()) {
  console.log('Building the app (the build is missing or older than the sources)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'main.js')).href);
