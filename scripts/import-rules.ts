/**
 * The import rules of docs/where-rules-live.md ("Import direction"), as a pure function of an import
 * graph, so each rule can be tested on a small made-up graph (import-rules.unit.test.ts);
 * scripts/check-deps.ts reads the real graph with madge and prints what this finds.
 *
 * Paths are relative to src/, as madge gives them ("server/modules/offers/offers.service.ts").
 * - no import cycle between files (`cycles`, as madge finds them);
 * - no cycle between server modules (server/modules/<domain>) nor between web features
 *   (web/features/<domain>): a domain that needs another's rule asks its service, one way only
 *   (tests left out: a test may reach into the domains it sets up);
 * - server/platform imports no domain module, and no routes file imports another routes file;
 * - a module's repositories (server/modules/<m>/…/*.repository.ts) are imported only from inside
 *   server/modules/<m>/, tests included: everyone else asks the module's service (or, in tests, its
 *   `*.test-support.ts`), which keeps the module's tables its own.
 */

/** The domain a file belongs to ("server:offers", "web:inquiries"), or null outside the domain folders. */
function domainOf(file: string): string | null {
  const match = /^(server\/modules|web\/features)\/([^/]+)\//.exec(file);
  if (!match) return null;
  return `${match[1] === 'server/modules' ? 'server' : 'web'}:${match[2]}`;
}

/** The module whose repository the file is ("capacity" for server/modules/capacity/utilisation.repository.ts), or null. */
function repositoryModuleOf(file: string): string | null {
  return /^server\/modules\/([^/]+)\/(?:.+\/)?[^/]+\.repository\.ts$/.exec(file)?.[1] ?? null;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every broken rule, one line each; empty when all hold. */
export function findImportProblems(graph: Record<string, readonly string[]>, cycles: readonly (readonly string[])[]): string[] {
  const problems: string[] = [];
  for (const cycle of cycles) problems.push(`import cycle: ${cycle.join(' > ')}`);

  const domainEdges = new Map<string, Map<string, string>>();
  for (const [file, imports] of Object.entries(graph)) {
    for (const imported of imports) {
      if (file.startsWith('server/platform/') && imported.startsWith('server/modules/')) {
        problems.push(`platform imports a domain module: ${file} -> ${imported}`);
      }
      if (/\.routes\.ts$/.test(file) && /\.routes\.ts$/.test(imported)) {
        problems.push(`a routes file imports another routes file: ${file} -> ${imported}`);
      }
      const owner = repositoryModuleOf(imported);
      if (owner && !file.startsWith(`server/modules/${owner}/`)) {
        problems.push(`a repository is imported from outside its module (ask the ${owner} service): ${file} -> ${imported}`);
      }
      const from = domainOf(file);
      const to = domainOf(imported);
      if (!from || !to || from === to || isTest(file)) continue;
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
  return problems;
}
