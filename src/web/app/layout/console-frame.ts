import { can, type Asker } from '@shared/permissions';
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

/** Pages anyone may open: the console's side navigation stays off them, so the public site looks the same to all. */
const PUBLIC_PREFIXES = ['/about', '/faq', '/contact', '/privacy', '/terms', '/login', '/register', '/reset-password', '/warehouse-request'];

/** Whether an address is a page of the console (every signed-in page), for an administrator. */
export function isConsolePath(pathname: string): boolean {
  if (pathname === paths.home.path) return false;
  if (PUBLIC_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  // The public catalogue (/m-warehouses and a warehouse's page) but not My Warehouses and its forms.
  if (pathname === paths.warehouses.path) return false;
  const catalogueMatch = /^\/m-warehouses\/([^/]+)$/.exec(pathname);
  if (catalogueMatch && !['dashboard', 'create'].includes(catalogueMatch[1] ?? '')) return false;
  return true;
}
