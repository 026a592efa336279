/**
 * `npm test -- deps`: the import rules of docs/where-rules-live.md ("Import direction"), checked on
 * every run. madge reads the import graph of src/ (the same as
 * `npx madge --circular --extensions ts,tsx src`, aliases resolved through tsconfig.json); the
 * rules themselves are findImportProblems in scripts/import-rules.ts (no file or domain cycles,
 * platform ↛ modules, routes ↛ routes, a module's repositories imported only inside that module).
 *
 * Prints each broken rule and exits non-zero. Unused files, exports and dependencies are knip's
 * part of the same stage (scripts/test.ts runs it after this).
 */
import path from 'node:path';
import madge from 'madge';
import { findImportProblems } from './import-rules';

const result = await madge('src', { tsConfig: 'tsconfig.json', fileExtensions: ['ts', 'tsx'] });
const graph = result.obj();
const problems = findImportProblems(graph, result.circular());

const files = Object.keys(graph).length;
if (problems.length > 0) {
  for (const problem of problems) console.log(`✘ ${problem}`);
  console.log(`\n${problems.length} import rule(s) broken in ${files} files of ${path.resolve('src')}`);
  process.exit(1);
}
console.log(`import rules hold in ${files} files: no cycles between files or domains, platform and routes stay apart, repositories stay in their modules`);
