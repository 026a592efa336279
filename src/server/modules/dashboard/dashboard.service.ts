import { todayUtc } from '@shared/dates';
import { dayCount, periodWithDefaults, utilisationOfM2Days } from '@shared/capacity';
import type { DashboardStats, UtilisationQuery, UtilisationResponse } from '@shared/contracts/dashboard';
import { dashboardBlocksOf } from '@shared/dashboard';
import type { Database } from '../../db/client';
import { requirePermission, type Viewer } from '../../platform/viewer';
import { countActiveBookings } from '../bookings/bookings.service';
import { findUtilisation } from '../capacity/capacity.service';
import { countActiveInquiries } from '../inquiries/inquiries.service';
import { listOffersAwaitingAnswer } from '../offers/offers.reads.service';
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
  const blocks = dashboardBlocksOf(signedIn);
  const global = blocks.administrator;
  const [totalUsers, totalWarehouses, myWarehouses, allActiveInquiries, myActiveInquiries, myActiveBookings, pendingRequests, awaiting] = await Promise.all([
    global ? countUsers(db) : null,
    global ? countWarehouses(db) : null,
    blocks.owner ? countWarehouses(db, signedIn.id) : null,
    global ? countActiveInquiries(db) : null,
    blocks.customer ? countActiveInquiries(db, { traderId: signedIn.id }) : null,
    blocks.customer ? countActiveBookings(db, { traderId: signedIn.id }) : null,
    global ? countPendingListingRequests(db) : null,
    blocks.customer ? listOffersAwaitingAnswer(db, signedIn.id) : { soonest: [], total: 0 },
  ]);
  return {
    administrator:
      totalUsers !== null && totalWarehouses !== null
        ? { totalUsers, totalWarehouses, pendingListingRequests: pendingRequests, activeInquiries: allActiveInquiries }
        : null,
    owner: myWarehouses !== null ? { myWarehouses } : null,
    customer:
      myActiveInquiries !== null
        ? { activeInquiries: myActiveInquiries, activeBookings: myActiveBookings, offersAwaitingAnswer: awaiting.soonest, offersAwaitingAnswerCount: awaiting.total }
        : null,
  };
}

/** How many warehouses the administrators' utilisation lists. */
export const UTILISATION_TOP = 10;

/**
 * Utilisation per warehouse over a period (administrators): booked m²-days over available
 * m²-days, the most used first, and the platform's figure. The period is the query's, or from
 * today (UTC, the server's day) for CAPACITY_WINDOW_DAYS days. Summed by the capacity service,
 * divided by the shared rule.
 */
export async function getUtilisation(db: Database, viewer: Viewer | null, query: UtilisationQuery): Promise<UtilisationResponse> {
  requirePermission(viewer, 'platform:view-counts');
  const period = periodWithDefaults(query, todayUtc());
  const { mostUsed: rows, platform } = await findUtilisation(db, period, UTILISATION_TOP);
  return {
    period: { ...period, days: dayCount(period) },
    warehouseCount: platform.warehouseCount,
    overall: utilisationOfM2Days(platform.bookedM2Days, platform.availableM2Days),
    items: rows.map((row) => ({
      warehouseId: row.warehouseId,
      name: row.name,
      city: row.city,
      country: row.country,
      isActive: row.isActive,
      totalM2: Number(row.totalM2),
      bookedM2Days: Number(row.bookedM2Days),
      availableM2Days: Number(row.availableM2Days),
      utilisation: utilisationOfM2Days(row.bookedM2Days, row.availableM2Days) ?? 0,
    })),
  };
}
