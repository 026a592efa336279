import { z } from 'zod';
import { utilisationPeriodProblems } from '../dashboard';

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
    .object({
      activeInquiries: z.number().int().nullable(),
      activeBookings: z.number().int().nullable(),
      /** Sent offers that await the trader's answer, the soonest to run out first (a few; decision 203). */
      offersAwaitingAnswer: z.array(
        z.object({ inquiryId: z.string(), warehouseName: z.string(), validUntil: z.string(), totalWithFeeCents: z.number().int() }),
      ),
      /** How many there are in all (the list holds the soonest few). */
      offersAwaitingAnswerCount: z.number().int(),
    })
    .nullable(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/**
 * GET /api/admin/utilisation: the period, inclusive days; left out, from today for
 * CAPACITY_WINDOW_DAYS days (`to` alone counts back from it, `from` alone forward).
 */
export const utilisationQuery = z.object({ from: z.string().optional(), to: z.string().optional() }).superRefine((query, context) => {
  for (const [field, message] of Object.entries(utilisationPeriodProblems(query))) context.addIssue({ code: 'custom', path: [field], message });
});
export type UtilisationQuery = z.infer<typeof utilisationQuery>;

const warehouseUtilisation = z.object({
  warehouseId: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
  isActive: z.boolean(),
  totalM2: z.number(),
  /** m² booked (space_commitments of kind 'booking') times the days of the period they hold. */
  bookedM2Days: z.number(),
  /** Total m² times the days of the period. */
  availableM2Days: z.number(),
  /** bookedM2Days / availableM2Days, 0 to 1 (shared/capacity.ts utilisation). */
  utilisation: z.number(),
});

/**
 * The warehouses most used over the period, busiest first (only those with bookings in it), and
 * the platform's figure over every warehouse that has space.
 */
export const utilisationResponse = z.object({
  period: z.object({ from: z.string(), to: z.string(), days: z.number().int() }),
  /** Warehouses with space: what `overall` counts. */
  warehouseCount: z.number().int(),
  /** Every warehouse's booked m²-days over all their available m²-days; null when none has space. */
  overall: z.number().nullable(),
  items: z.array(warehouseUtilisation),
});
export type UtilisationResponse = z.infer<typeof utilisationResponse>;
