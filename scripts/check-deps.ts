/**
 * `npm test -- deps`: the import rules of docs/decisions/014-import-rules-and-unused-code-checked.md, checked on every run.
 *
 * - no import cycle between files (madge, the same as `npx madge --circular --extensions ts,tsx src`);
 * - no cycle between server modules (src/server/modules/<domain>) nor between web features
 *   (src/web/features/<domain>): a domain that needs another's rule asks its service, one way only;
 * - src/server/platform imports no domain module, and no routes file imports another routes file.
 *
 * Prints each broken rule and exits non-zero. Unused files, exports and dependencies are knip's
 * part of the same stage (scripts/test.ts runs it after this).
 */
import path from 'node:path';
import madge from 'madge';

const result = await madge('src', { tsConfig: 'tsconfig.json', fileExtensions: ['ts', 'tsx'] });
const graph = result.obj();
const problems: string[] = [];

for (const cycle of result.circular()) problems.push(`import cycle: ${cycle.join(' > ')}`);

/** The domain a file belongs to ("server:offers", "web:inquiries"), or null outside the domain folders. */
function domainOf(file: string): string | null {
  const match = /^(server\/modules|web\/features)\/([^/]+)\//.exec(file);
  if (!match) return null;
  return `${match[1] === 'server/modules' ? 'server' : 'web'}:${match[2]}`;
}

const domainEdges = new Map<string, Map<string, string>>();
for (const [file, imports] of Object.entries(graph)) {
  for (const imported of imports) {
    if (file.startsWith('server/platform/') && imported.startsWith('server/modules/')) {
      problems.push(`platform imports a domain module: ${file} -> ${imported}`);
    }
    if (/\.routes\.ts$/.test(file) && /\.routes\.ts$/.test(imported)) {
      problems.push(`a routes file imports another routes file: ${file} -> ${imported}`);
    }
    const from = domainOf(file);
    const to = domainOf(imported);
    if (!from || !to || from === to || file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
    const edges = domainEdges.get(from) ?? new Map<string, string>();
    if (!edges.has(to)) edges.set(to, `${file} -> ${imported}`);
    domainEdges.set(from, edges);
  }
}

// A cycle between domains: a path from `to` back to `from` for some edge from -> to.
function reaches(start: string, goal: string, seen = new Set<string>()): boolean {
  if (start === goal) return true;
  seen.add(start);
  for (const next of domainEdges.get(start)?.keys() ?? []) {
    if (!seen.has(next) && reaches(next, goal, seen)) return true;
  }
  return false;
}
for (const [from, edges] of domainEdges) {
  for (const [to, example] of edges) {
    if (reaches(to, from)) problems.push(`domains import each other: ${from} -> ${to} (${example}) and back`);
  }
}

const files = Object.keys(graph).length;
if (problems.length > 0) {
  for (const problem of problems) console.log(`✘ ${problem}`);
  console.log(`\n${problems.length} import rule(s) broken in ${files} files of ${path.resolve('src')}`);
  process.exit(1);
}
console.log(`import rules hold in ${files} files: no cycles between files or domains, platform and routes stay apart`);
