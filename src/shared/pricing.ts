// Kept free of zod: the warehouse form, the request form and the server all derive the same way.

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

