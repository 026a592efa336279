import { z } from 'zod';
import { RELEASE_MESSAGES } from '../errors';
import { calendarDate, documentReference, idParams, twoDecimalQuantity } from './common';
import { RELEASE_STATUSES } from '../statuses/release';

/** Limits of the release forms: a truck's plate and a carrier's name fit; a reason is a paragraph. */
export const RELEASE_LIMITS = { carrier: 200, reason: 1000, amount: 1_000_000_000 } as const;

/** A positive quantity with at most two decimals, in the receipt's unit. */
const quantity = twoDecimalQuantity(RELEASE_LIMITS.amount, RELEASE_MESSAGES.quantityInvalid);

/** POST /api/bookings/:id/releases: the trader asks for all or part of a receipt's goods to leave. */
export const requestReleaseBody = z.strictObject({
  receiptId: z.uuid({ message: RELEASE_MESSAGES.receiptRequired }),
  quantity,
  plannedOn: calendarDate(RELEASE_MESSAGES.plannedOnRequired),
  carrier: z.string().trim().max(RELEASE_LIMITS.carrier).default(''),
});
export type RequestReleaseBody = z.input<typeof requestReleaseBody>;

/** POST /api/releases/:id/approval: an administrator approves a held release, saying why. */
export const approveReleaseBody = z.strictObject({
  reason: z.string({ message: RELEASE_MESSAGES.reasonRequired }).trim().min(1, RELEASE_MESSAGES.reasonRequired).max(RELEASE_LIMITS.reason),
});
export type ApproveReleaseBody = z.input<typeof approveReleaseBody>;

/** POST /api/releases/:id/confirmation: the warehouse's owner says when and how much left. */
export const confirmReleaseBody = z.strictObject({
  releasedOn: calendarDate(RELEASE_MESSAGES.releasedOnRequired),
  quantity,
});
export type ConfirmReleaseBody = z.input<typeof confirmReleaseBody>;

export const releaseIdParams = idParams;

/** The receipt a release takes goods from, as the release names it: which goods, counted in what unit. */
const releaseReceipt = documentReference.extend({ commodity: z.string(), quantityUnit: z.string() });

/** A release on its booking's page: for the trader, the warehouse's owner and administrators. */
export const goodsRelease = z.object({
  id: z.string(),
  status: z.enum(RELEASE_STATUSES),
  receipt: releaseReceipt,
  quantity: z.number(),
  plannedOn: z.string(),
  carrier: z.string(),
  requestedAt: z.string(),
  /** While held: the booking's unpaid invoices' numbers (never their amounts), the reason it waits. */
  heldFor: z.array(z.string()),
  /** When it was approved; `reason` is the administrator's when they approved it while invoices were unpaid, null when payment did. */
  approval: z.object({ approvedAt: z.string(), reason: z.string().nullable() }).nullable(),
  /** When the owner confirmed goods left, and how much. */
  released: z.object({ releasedOn: z.string(), quantity: z.number() }).nullable(),
  cancelledAt: z.string().nullable(),
  /** What the viewer may do with it now. */
  canApprove: z.boolean(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
});
export type GoodsRelease = z.infer<typeof goodsRelease>;

/** A receipt the trader may ask to release from, with how much is not yet claimed by open releases. */
export const releasableReceipt = releaseReceipt.extend({ quantityInStore: z.number(), available: z.number() });
export type ReleasableReceipt = z.infer<typeof releasableReceipt>;

/**
 * GET /api/bookings/:id/releases: newest first; whether the viewer may request one, and from which
 * receipts (only what is still free to release); the unpaid invoices' numbers a new request would wait on.
 */
export const bookingReleasesResponse = z.object({
  items: z.array(goodsRelease),
  canRequest: z.boolean(),
  releasable: z.array(releasableReceipt),
  unpaidInvoiceNumbers: z.array(z.string()),
});
export type BookingReleasesResponse = z.infer<typeof bookingReleasesResponse>;
