import type { DashboardStats } from '@shared/contracts/dashboard';
import type { Database } from '../../db/client';
import { requireViewer, type Viewer } from '../../platform/viewer';
import { countActiveBookings } from '../bookings/bookings.service';
import { countActiveInquiries } from '../inquiries/inquiries.service';
import { countUsers } from '../users/users.service';
import { countPendingListingRequests } from '../listing-requests/listing-requests.service';
import { countWarehouses } from '../warehouses/warehouses.service';

/**
 * The counts on /dashboard, one block per role the viewer holds (null for the others). Numbers of
 * domains not built yet are null, so a card says "not available" instead of a made-up zero.
 */
export async function getDashboardStats(db: Database, viewer: Viewer | null): Promise<DashboardStats> {
  const signedIn = requireViewer(viewer);
  const roles = new Set(signedIn.roles);
  const [totalUsers, totalWarehouses, myWarehouses, allActiveInquiries, myActiveInquiries, myActiveBookings, pendingRequests] = await Promise.all([
    roles.has('administrator') ? countUsers(db) : null,
    roles.has('administrator') ? countWarehouses(db) : null,
    roles.has('warehouse_owner') ? countWarehouses(db, signedIn.id) : null,
    roles.has('administrator') ? countActiveInquiries(db) : null,
    roles.has('customer') ? countActiveInquiries(db, { traderId: signedIn.id }) : null,
    roles.has('customer') ? countActiveBookings(db, { traderId: signedIn.id }) : null,
    roles.has('administrator') ? countPendingListingRequests(db) : null,
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
