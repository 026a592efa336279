/**
 * The web app's pages as the server needs them to name a page's code in its HTML (decision 244):
 * each route pattern of src/web/app/page-routes.tsx with the source of the page it loads, as the
 * build's manifest keys it (relative to src/web). Read from the route table itself at build time
 * (vite.config.ts writes dist/web-pages.json), so a page added there is preloaded without a second
 * list to keep in step.
 */
import type { WebPage } from '../src/server/platform/delivery.ts';

const ROUTE = /path:\s*paths\.(\w+)\.path,\s*(?:\/\/[^\n]*\n\s*)*Component:\s*lazyPage\(\s*\(\)\s*=>\s*import\('@web\/([^']+)'\)/g;

/** The table's pages, in its order; `paths` is the app's (src/web/app/paths.ts). */
export function pageTableOf(routesSource: string, paths: Record<string, { path: string }>): WebPage[] {
  return [...routesSource.matchAll(ROUTE)].map(([, name, source]) => {
    const pattern = paths[name!]?.path;
    if (!pattern) throw new Error(`page-routes.tsx names paths.${name}, which src/web/app/paths.ts does not have`);
    return { pattern, source: `${source}.tsx` };
  });
}
