import { can, type Asker } from './permissions';

/**
 * Which blocks of counts /dashboard holds for a viewer: the platform's (whoever may see its counts),
 * an owner's and a customer's. One rule for the server, which answers null for the other blocks, and
 * for the page, which draws the same blocks while the counts load so nothing moves when they arrive.
 */
export function dashboardBlocksOf(viewer: Asker): { administrator: boolean; owner: boolean; customer: boolean } {
  return {
    administrator: can(viewer, 'platform:view-counts'),
    owner: viewer.roles.includes('warehouse_owner'),
    customer: viewer.roles.includes('customer'),
  };
}
