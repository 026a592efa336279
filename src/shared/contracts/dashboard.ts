import { z } from 'zod';

/**
 * Counts for /dashboard. Each domain fills its own numbers; a domain not built yet reports null
 * and the card says so instead of showing a made-up zero.
 */
export const dashboardStats = z.object({
  administrator: z
    .object({
      totalUsers: z.number().int(),
      totalWarehouses: z.number().int(),
      pendingListingRequests: z.number().int().nullable(),
      activeInquiries: z.number().int().nullable(),
    })
    .nullable(),
  owner: z.object({ myWarehouses: z.number().int() }).nullable(),
  customer: z
    .object({ activeInquiries: z.number().int().nullable(), activeBookings: z.number().int().nullable() })
    .nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
