import { z } from 'zod';
import { BOOKING_MESSAGES } from '../errors';
import { OFFER_PRICING_TYPES } from '../offer-pricing';
import { BOOKING_STATUSES } from '../statuses/booking';
import { filledText, listedWarehouse, uuidParam } from './common';
import { listSearch, pageOf, pageQuery } from './pagination';
import { MAX_CANCELLATION_REASON_LENGTH } from './limits';

/** The booking's page, as linked from emails and messages (PUBLIC_URL in front). */
export function bookingLinkPath(id: string): string {
  return `/bookings/${encodeURIComponent(id)}`;
}

const bookingStatusSchema = z.enum(BOOKING_STATUSES);

export const offerIdParams = z.object({ offerId: uuidParam });

/** POST /api/offers/:offerId/booking: 201 with a new booking, 200 with the one the offer already has. */
export const createBookingResponse = z.object({ id: z.string() });
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;

/** POST /api/bookings/:id/cancel. */
export const cancelBookingBody = z.strictObject({
  reason: filledText(BOOKING_MESSAGES.reasonRequired, MAX_CANCELLATION_REASON_LENGTH),
});
export type CancelBookingBody = z.input<typeof cancelBookingBody>;

/** The customer; the email is shown to the administrators and the warehouse's owner (and the trader, it is theirs). */
const bookingTrader = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});

/**
 * What a booking costs. `linesTotalCents` is the sum of its space and service lines (the offer's
 * subtotal, what the warehouse's owner earns); the platform fee and `totalCostCents`, the all-in
 * total the trader pays, are null for an owner unless the platform settings let owners see them
 * (can 'booking:view-price', issue #37): the server leaves them out, not only the screen.
 */
const bookingAmounts = {
  linesTotalCents: z.number().int(),
  totalCostCents: z.number().int().nullable(),
};

/** A row of /bookings (My Bookings). */
const bookingListItem = z.object({
  id: z.string(),
  status: bookingStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  ...bookingAmounts,
  createdAt: z.string(),
  warehouse: listedWarehouse,
});
export type BookingListItem = z.infer<typeof bookingListItem>;

export const listBookingsQuery = z.object({ ...pageQuery() });
export type ListBookingsQuery = z.output<typeof listBookingsQuery>;

export const listBookingsResponse = pageOf(bookingListItem);
export type ListBookingsResponse = z.infer<typeof listBookingsResponse>;

export const ADMIN_BOOKING_FILTERS = ['all', ...BOOKING_STATUSES] as const;
export type AdminBookingFilter = (typeof ADMIN_BOOKING_FILTERS)[number];

export const listAdminBookingsQuery = z.object({
  status: z.enum(ADMIN_BOOKING_FILTERS).default('all'),
  /**
   * As the administrator's inquiry search: the customer's name or email or the warehouse's name,
   * case-insensitively, and also the booking's number ("#3f2a9c1e", with or without the "#").
   */
  search: listSearch,
  ...pageQuery(),
});
export type ListAdminBookingsQuery = z.output<typeof listAdminBookingsQuery>;

/** A row of /admin/bookings (Manage Bookings). */
const adminBookingListItem = bookingListItem.extend({ trader: bookingTrader });
export type AdminBookingListItem = z.infer<typeof adminBookingListItem>;

export const listAdminBookingsResponse = pageOf(adminBookingListItem);
export type ListAdminBookingsResponse = z.infer<typeof listAdminBookingsResponse>;

/** A booked space: a snapshot of the offer's line, so later warehouse edits do not change it. */
const bookedSpace = z.object({
  /** Goods received name the booked space they went into (issue #38). */
  id: z.string(),
  spaceTypeName: z.string(),
  sizeM2: z.number(),
  pricePerM2Cents: z.number().int(),
  totalCents: z.number().int(),
});

const bookedService = z.object({
  name: z.string(),
  pricingType: z.enum(OFFER_PRICING_TYPES),
  quantity: z.number().int().nullable(),
  unitType: z.string().nullable(),
  pricePerHourCents: z.number().int().nullable(),
  pricePerUnitCents: z.number().int().nullable(),
  fixedPriceCents: z.number().int().nullable(),
  totalCents: z.number().int(),
});
export type BookedService = z.infer<typeof bookedService>;

/** /bookings/{id}: for the trader, the warehouse's owner and administrators (404 for anyone else). */
export const bookingDetail = z.object({
  id: z.string(),
  inquiryId: z.string(),
  status: bookingStatusSchema,
  startDate: z.string(),
  endDate: z.string(),
  ...bookingAmounts,
  /** The offer's fee (percentage and amount), null where the total is. */
  platformFee: z.object({ percentage: z.number(), cents: z.number().int() }).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  warehouse: listedWarehouse.extend({ address: z.string() }),
  trader: bookingTrader,
  spaces: z.array(bookedSpace),
  services: z.array(bookedService),
  /** Whether the viewer may complete or cancel it now (an administrator, while it is active). */
  canComplete: z.boolean(),
  canCancel: z.boolean(),
});
export type BookingDetail = z.infer<typeof bookingDetail>;
