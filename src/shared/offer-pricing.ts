/**
 * Offer pricing (spec 02 section 9): line totals, subtotal, platform fee and total. Pure functions
 * on integer cents, used by the administrator's offer form (live figures) and by the server, which
 * recomputes every amount with them and never stores a total the client sent.
 */
import { addDays } from './dates';
import { OFFER_MESSAGES } from './errors';
import { basisPointsOfCents, sumCents, toHundredths } from './money';

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

/**
 * The pricing types a service line's select offers: all four when creating, only Per Hour, Per Unit
 * and Fixed Price when editing (spec 02 §5), except that a line already asking for a quote keeps its
 * own type, so opening the form never changes a saved line.
 */
export function offerFormPricingTypes(isEditing: boolean, current: OfferPricingType): readonly OfferPricingType[] {
  if (!isEditing) return OFFER_PRICING_TYPES;
  return OFFER_PRICING_TYPES.filter((type) => type !== 'ask_quote' || current === 'ask_quote');
}

/** Hourly and per-unit lines count something (hours, pallets) and have a unit; fixed and quote lines have neither. */
export function isCountedPricingType(pricingType: OfferPricingType): boolean {
  return pricingType === 'hourly_rate' || pricingType === 'per_unit';
}

/**
 * The message a service line's quantity field shows as it is typed, or null: a counted line needs a
 * whole number of 0 or more ("2.5" hours would otherwise be priced as €0.00 until the save refused
 * it); other lines have no quantity.
 */
export function serviceQuantityError(pricingType: OfferPricingType, quantity: string): string | null {
  if (!isCountedPricingType(pricingType)) return null;
  return readServiceQuantity(quantity) === null ? OFFER_MESSAGES.wholeQuantity : null;
}

/** A quantity field as typed: a whole number of 0 or more, else null. */
export function readServiceQuantity(quantity: string): number | null {
  const text = quantity.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** The unit a line keeps: its own, or "hour" for an hourly line without one; none for fixed and quote lines. */
export function serviceUnitType(pricingType: OfferPricingType, unitType: string | null | undefined): string | null {
  if (!isCountedPricingType(pricingType)) return null;
  return unitType?.trim() || (pricingType === 'hourly_rate' ? 'hour' : null);
}

/** A percentage with at most two decimals as whole hundredths of a percent (20.5 -> 2050); null if not a number. */
function percentageHundredths(percentage: number | string): number | null {
  return toHundredths(percentage);
}

/** Fee in cents: the subtotal times the percentage, rounded half up (spec 02 section 9) where every rate is rounded (money.ts). */
export function feeCentsFromPercentage(subtotalCents: number, percentage: number | string): number {
  // Hundredths of a percent are basis points; a percentage that is not one gives no fee.
  return basisPointsOfCents(subtotalCents, Math.max(0, percentageHundredths(percentage) ?? 0));
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

export type FeeBreakdown = { subtotalCents: number; platformFeeCents: number; totalWithFeeCents: number };

/**
 * An amount before the fee with the fee and total an offer would show: the inquiry's estimate
 * priced the way the offer will be (issue #37), with the offer's own rounding, so the three
 * figures always add up to the cent.
 */
export function withPlatformFee(subtotalCents: number, percentage: number): FeeBreakdown {
  const platformFeeCents = feeCentsFromPercentage(subtotalCents, percentage);
  return { subtotalCents, platformFeeCents, totalWithFeeCents: subtotalCents + platformFeeCents };
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
