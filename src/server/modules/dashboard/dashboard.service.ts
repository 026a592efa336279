import type { DashboardStats } from '@shared/contracts/dashboard';
import { can } from '@shared/permissions';
import type { Database } from '../../db/client';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { countActiveBookings } from '../bookings/bookings.service';
import { countActiveInquiries } from '../inquiries/inquiries.service';
import { countUsers } from '../users/users.service';
import { countPendingListingRequests } from '../listing-requests/listing-requests.service';
import { countWarehouses } from '../warehouses/warehouses.service';

/**
 * The counts on /dashboard, one block per role the viewer holds (null for the others): the global
 * counts for whoever may see them (platform:view-counts), the owner's and the customer's own. Numbers
 * of domains not built yet are null, so a card says "not available" instead of a made-up zero.
 */
export async function getDashboardStats(db: Database, viewer: Viewer | null): Promise<DashboardStats> {
  const signedIn = requirePermission(viewer, 'account:use');
  const roles = new Set(signedIn.roles);
  const global = can(signedIn, 'platform:view-counts');
  const [totalUsers, totalWarehouses, myWarehouses, allActiveInquiries, myActiveInquiries, myActiveBookings, pendingRequests] = await Promise.all([
    global ? countUsers(db) : null,
    global ? countWarehouses(db) : null,
    roles.has('warehouse_owner') ? countWarehouses(db, signedIn.id) : null,
    global ? countActiveInquiries(db) : null,
    roles.has('customer') ? countActiveInquiries(db, { traderId: signedIn.id }) : null,
    roles.has('customer') ? countActiveBookings(db, { traderId: signedIn.id }) : null,
    global ? countPendingListingRequests(db) : null,
  ]);
  return {
    administrator:
      totalUsers !== null && totalWarehouses !== null
        ? { totalUsers, totalWarehouses, pendingListingRequests: pendingRequests, activeInquiries: allActiveInquiries }
        : null,
    owner: myWarehouses !== null ? { myWarehouses } : null,
    customer: myActiveInquiries !== null ? { activeInquiries: myActiveInquiries, activeBookings: myActiveBookings } : null,
  };
}
