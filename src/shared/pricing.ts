// Kept free of zod: the warehouse form, the request form and the server all derive the same way.
import { formatCents } from './money';

export const PRICING_TYPES = ['hourly_rate', 'per_unit', 'ask_quote'] as const;
export type PricingType = (typeof PRICING_TYPES)[number];

export type ServiceRates = {
  pricePerHourCents?: number | null;
  pricePerUnitCents?: number | null;
  unitType?: string | null;
};

const hasPrice = (cents: number | null | undefined): cents is number => typeof cents === 'number' && Number.isFinite(cents);

/**
 * How a service assigned to a warehouse is priced (spec 01 §4): an hourly price makes it hourly_rate;
 * a unit price together with a unit type makes it per_unit; anything else is ask_quote.
 * A price of 0 counts as given (a free service is still priced); a blank unit type does not.
 */
export function derivePricingType({ pricePerHourCents, pricePerUnitCents, unitType }: ServiceRates): PricingType {
  if (hasPrice(pricePerHourCents)) return 'hourly_rate';
  if (hasPrice(pricePerUnitCents) && typeof unitType === 'string' && unitType.trim() !== '') return 'per_unit';
  return 'ask_quote';
}

/**
 * The pricing types' labels (spec 02 section 5), for every screen that names one: the owners'
 * forms (the first two and ask_quote), the offer form and lines, and the booking (all four).
 */
export const PRICING_TYPE_LABELS = {
  hourly_rate: 'Per Hour',
  per_unit: 'Per Unit',
  fixed: 'Fixed Price',
  ask_quote: 'Ask for Quote',
} as const satisfies Record<PricingType | 'fixed', string>;

/** The unit and period every space price is quoted in (CONVENTIONS: "€0.12 per m² per day"). */
export const SPACE_PRICE_UNIT = 'per m² per day';

/**
 * A space's price with its unit and period, the one way every screen writes it: 12 -> "€0.12 per
 * m² per day". A trader cannot judge a price without its period (issue #37).
 */
export function formatSpacePrice(pricePerM2Cents: number): string {
  return `${formatCents(pricePerM2Cents)} ${SPACE_PRICE_UNIT}`;
}

/** "From €0.42 per m² per day" (the lowest of a warehouse's spaces), or null when none is priced. */
export function formatFromPrice(minPricePerM2Cents: number | null): string | null {
  return minPricePerM2Cents === null ? null : `From ${formatSpacePrice(minPricePerM2Cents)}`;
}

type PricedService = ServiceRates & { pricingType: PricingType };

/**
 * How a warehouse service's price reads: "€48.00 per hour", "€6.50 per pallet", or "Ask for Quote"
 * for ask_quote and for a type whose price (or unit) is missing.
 */
export function formatServicePrice(service: PricedService): string {
  if (service.pricingType === 'hourly_rate' && hasPrice(service.pricePerHourCents)) {
    return `${formatCents(service.pricePerHourCents)} per hour`;
  }
  const unit = service.unitType?.trim();
  if (service.pricingType === 'per_unit' && hasPrice(service.pricePerUnitCents) && unit) {
    return `${formatCents(service.pricePerUnitCents)} per ${unit}`;
  }
  return PRICING_TYPE_LABELS.ask_quote;
}
