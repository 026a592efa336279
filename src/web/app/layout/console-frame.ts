import { can, type Asker } from '@shared/permissions';
import { matchPath } from 'react-router';
import { paths } from '@web/app/paths';

/**
 * The console's frame (docs/decisions/200-workspace-per-role.md), decided at once by the layout: who
 * works in the administrator's console and on which pages it shows. The destinations themselves load
 * after the first paint (./workspace-slots.tsx).
 */

/** Whether this person works in the administrator's console rather than a trader's or owner's workspace. */
export function isConsoleUser(user: Asker | null): user is Asker {
  return can(user, 'platform:view-counts');
}

/** Pages anyone may open (and their sub-pages): the console's side navigation stays off them, so the public site looks the same to all. */
const PUBLIC_PAGES = [paths.about, paths.faq, paths.contact, paths.privacy, paths.terms, paths.login, paths.register, paths.resetPassword, paths.listingRequest].map(
  (page) => page.path,
);
/** Pages under the public catalogue's address that belong to the console (My Warehouses and its form). */
const CONSOLE_PAGES_IN_CATALOGUE: readonly string[] = [paths.myWarehouses.path, paths.createWarehouse.path];

/** Whether an address is a page of the console (every signed-in page), for an administrator. */
export function isConsolePath(pathname: string): boolean {
  if (pathname === paths.home.path || pathname === paths.warehouses.path) return false;
  if (PUBLIC_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return false;
  // The public catalogue's warehouse pages, but not My Warehouses and its form.
  return !matchPath(paths.warehouse.path, pathname) || CONSOLE_PAGES_IN_CATALOGUE.includes(pathname);
}
