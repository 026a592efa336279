/**
 * Offer pricing (spec 02 section 9): line totals, subtotal, platform fee and total. Pure functions
 * on integer cents, used by the administrator's offer form (live figures) and by the server, which
 * recomputes every amount with them and never stores a total the client sent.
 */
import { addDays, daysBetween, isIsoDate } from './dates';
import { toHundredths } from './money';

/** Offer service pricing types (spec 02 section 5); their labels are PRICING_TYPE_LABELS (pricing.ts). */
export const OFFER_PRICING_TYPES = ['hourly_rate', 'per_unit', 'fixed', 'ask_quote'] as const;
export type OfferPricingType = (typeof OFFER_PRICING_TYPES)[number];

/** Spec 02 section 9: 20 % unless the platform settings say otherwise. */
export const DEFAULT_PLATFORM_FEE_PERCENTAGE = 20;
/** Spec 02 section 9: an offer is valid for 7 days from today by default. */
const DEFAULT_OFFER_VALIDITY_DAYS = 7;
/** Offer amounts are PostgreSQL `integer` columns; no line or total may exceed this. */
export const MAX_OFFER_AMOUNT_CENTS = 2_147_483_647;

/**
 * Days an offer's space allocation is charged for: the date difference of the inquiry's period
 * (spec 02 section 9, "date difference rounded up"; calendar dates are whole days, so rounding up
 * never changes it). Unlike the inquiry estimate, the end day is not counted: 1 to 8 November is 7
 * days. A same-day period still charges 1 day, so an allocation is never priced at zero. Null when
 * a date is not a real "YYYY-MM-DD" date or the end is before the start.
 */
export function offerDays(startDate: string, endDate: string): number | null {
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  const difference = daysBetween(startDate, endDate);
  if (difference < 0) return null;
  return Math.max(1, difference);
}

/**
 * price per m² per day × allocated m² × days, in cents rounded half up. Sizes have two decimals,
 * so the exact product is a whole number of hundredths of a cent; BigInt keeps it exact for any
 * size. Null for a size that is not a number, or a negative input.
 */
export function spaceLineTotalCents(line: { pricePerM2Cents: number; spaceAllocatedM2: number | string; days: number }): number | null {
  const hundredths = toHundredths(line.spaceAllocatedM2);
  if (hundredths === null || hundredths < 0) return null;
  if (!Number.isSafeInteger(line.pricePerM2Cents) || line.pricePerM2Cents < 0) return null;
  if (!Number.isSafeInteger(line.days) || line.days < 0) return null;
  const exact = BigInt(line.pricePerM2Cents) * BigInt(hundredths) * BigInt(line.days);
  return Number((exact + 50n) / 100n);
}

export type OfferServiceLine = {
  pricingType: OfferPricingType;
  quantity?: number | null;
  pricePerHourCents?: number | null;
  pricePerUnitCents?: number | null;
  fixedPriceCents?: number | null;
};

/**
 * A service line's total by its pricing type: hourly_rate quantity × price per hour, per_unit
 * quantity × price per unit, fixed the fixed price, ask_quote 0 (priced later). A missing quantity
 * or price counts as 0.
 */
export function serviceLineTotalCents(line: OfferServiceLine): number {
  const quantity = line.quantity ?? 0;
  switch (line.pricingType) {
    case 'hourly_rate':
      return quantity * (line.pricePerHourCents ?? 0);
    case 'per_unit':
      return quantity * (line.pricePerUnitCents ?? 0);
    case 'fixed':
      return line.fixedPriceCents ?? 0;
    case 'ask_quote':
      return 0;
  }
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + amount, 0);
}

/** A percentage with at most two decimals as whole hundredths of a percent (20.5 -> 2050); null if not a number. */
function percentageHundredths(percentage: number | string): number | null {
  return toHundredths(percentage);
}

/** Fee in cents: the subtotal times the percentage, rounded half up (spec 02 section 9). */
export function feeCentsFromPercentage(subtotalCents: number, percentage: number | string): number {
  const hundredths = percentageHundredths(percentage) ?? 0;
  // subtotal (≤ 2^31) × hundredths (≤ 10,000) stays far inside the safe integer range.
  return Math.floor((subtotalCents * hundredths + 5_000) / 10_000);
}

/**
 * The percentage a fee amount is of the subtotal, rounded half up to two decimals and kept within
 * 0–100 (editing the amount recomputes the percentage, spec 02 section 9). Null when the subtotal is
 * 0: any percentage gives a zero fee then, so none follows from the amount.
 */
export function percentageFromFeeCents(subtotalCents: number, feeCents: number): number | null {
  if (subtotalCents <= 0) return null;
  const hundredths = Math.floor((feeCents * 10_000 * 2 + subtotalCents) / (subtotalCents * 2));
  return Math.min(10_000, Math.max(0, hundredths)) / 100;
}

/**
 * Whether a fee amount agrees with the percentage: it is the amount the percentage gives, or an
 * amount typed by the administrator whose own percentage (rounded to two decimals) is this one.
 * The server keeps such an amount and refuses any other.
 */
export function isFeeConsistent(subtotalCents: number, percentage: number, feeCents: number): boolean {
  if (feeCents === feeCentsFromPercentage(subtotalCents, percentage)) return true;
  const fromFee = percentageFromFeeCents(subtotalCents, feeCents);
  return fromFee !== null && feeCents <= subtotalCents && toHundredths(fromFee) === toHundredths(percentage);
}

export type OfferTotals = {
  spaceTotalsCents: number[];
  serviceTotalsCents: number[];
  /** The spec's total_cost_cents: every line, before the fee. */
  subtotalCents: number;
  platformFeeCents: number;
  totalWithFeeCents: number;
};

/**
 * Every amount of an offer. `platformFeeCents` is an amount the administrator typed; it is used
 * when consistent with the percentage (isFeeConsistent), otherwise the percentage decides.
 * Space lines with an unreadable size count as 0.
 */
export function computeOfferTotals(input: {
  days: number;
  spaces: readonly { pricePerM2Cents: number; spaceAllocatedM2: number | string }[];
  services: readonly OfferServiceLine[];
  platformFeePercentage: number;
  platformFeeCents?: number | null;
}): OfferTotals {
  const spaceTotalsCents = input.spaces.map((space) => spaceLineTotalCents({ ...space, days: input.days }) ?? 0);
  const serviceTotalsCents = input.services.map(serviceLineTotalCents);
  const subtotalCents = sumCents(spaceTotalsCents) + sumCents(serviceTotalsCents);
  const typed = input.platformFeeCents;
  const platformFeeCents =
    typed !== undefined && typed !== null && isFeeConsistent(subtotalCents, input.platformFeePercentage, typed)
      ? typed
      : feeCentsFromPercentage(subtotalCents, input.platformFeePercentage);
  return { spaceTotalsCents, serviceTotalsCents, subtotalCents, platformFeeCents, totalWithFeeCents: subtotalCents + platformFeeCents };
}

/** An offer's default "valid until": 7 days after today (spec 02 section 9). */
export function defaultValidUntil(today: string): string {
  return addDays(today, DEFAULT_OFFER_VALIDITY_DAYS);
}

/** An offer is expired once its valid-until day is over: valid_until < today. */
export function isPastValidUntil(validUntil: string, today: string): boolean {
  return validUntil < today;
}
