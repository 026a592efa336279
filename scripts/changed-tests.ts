/**
 * Which API tests a change calls for (`npm run check`): a file of src/server/modules/<module>/ or a
 * shared file named after the module (contracts, errors, statuses) calls for that module's API tests; a
 * file of src/server/platform/ for the platform tests named after it; a changed API test for itself.
 * What every module stands on (app.ts, config.ts, jobs.ts, db/, tests/api/) is named as foundation:
 * a change there calls for the whole API suite, which is `npm test`'s to run.
 */
const FOUNDATION = [/^src\/server\/(app|config|jobs)\.ts$/, /^src\/server\/db\//, /^tests\/api\//];
const isApiTest = (file: string) => /^src\/server\/.*\.test\.ts$/.test(file) && !file.endsWith('.unit.test.ts');
const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];

/**
 * `changed`: the files the change touches; `tree`: every file of the checkout (git ls-files), from
 * which the tests are picked. Paths are relative to the repository, with forward slashes.
 */
export function apiTestsFor(changed: readonly string[], tree: readonly string[]): { tests: string[]; foundation: string[] } {
  const apiTests = tree.filter(isApiTest);
  const modules = new Set(tree.map(moduleOf).filter(Boolean));
  const tests = new Set<string>();
  const foundation: string[] = [];
  for (const file of changed) {
    if (FOUNDATION.some((pattern) => pattern.test(file))) foundation.push(file);
    if (isApiTest(file)) tests.add(file);
    const shared = /^src\/shared\/(?:contracts|errors|statuses)\/([\w-]+)\.ts$/.exec(file)?.[1];
    const module = moduleOf(file) ?? [shared, `${shared}s`].find((name) => shared && modules.has(name));
    if (module) for (const test of apiTests) if (moduleOf(test) === module) tests.add(test);
    const platform = /^src\/server\/platform\/([\w-]+)\.ts$/.exec(file)?.[1];
    if (platform && !file.endsWith('.test.ts')) {
      for (const test of apiTests) if (test.startsWith(`src/server/platform/${platform}`)) tests.add(test);
    }
  }
  return { tests: [...tests].sort(), foundation };
}
