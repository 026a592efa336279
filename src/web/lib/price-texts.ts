import { t } from '@lingui/core/macro';
import { formatCents } from '@shared/money';
import { PRICING_TYPE_LABELS, type PricingType, type ServiceRates } from '@shared/pricing';

/**
 * Prices with their unit, the one way every screen writes them, in the reader's language: a trader
 * cannot judge a price without its period (issue #37). Call them while rendering.
 */

/** The unit and period every space price is quoted in (CONVENTIONS: "€0.12 per m² per day"). */
export function spacePriceUnit(): string {
  return t`per m² per day`;
}

/** 12 -> "€0.12 per m² per day". */
export function spacePriceText(pricePerM2Cents: number): string {
  const price = formatCents(pricePerM2Cents);
  return t`${price} per m² per day`;
}

/** 12 -> "From €0.12 per m² per day": a warehouse's lowest space price. */
export function fromPriceText(minPricePerM2Cents: number): string {
  const price = formatCents(minPricePerM2Cents);
  return t`From ${price} per m² per day`;
}

type PricedService = ServiceRates & { pricingType: PricingType };

/** As the shared formatter: a price of 0 is a price. */
const hasPrice = (cents: number | null | undefined): cents is number => typeof cents === 'number' && Number.isFinite(cents);

/**
 * A service's price: "€48.00 per hour" or "Ask for Quote" as a text, or a price per a unit the owner
 * wrote ("pallet", in the listing's language), which a screen that knows that language marks.
 */
export function servicePrice(service: PricedService): string | { price: string; unit: string } {
  if (service.pricingType === 'hourly_rate' && hasPrice(service.pricePerHourCents)) {
    const price = formatCents(service.pricePerHourCents);
    return t`${price} per hour`;
  }
  const unit = service.unitType?.trim();
  if (service.pricingType === 'per_unit' && hasPrice(service.pricePerUnitCents) && unit) return { price: formatCents(service.pricePerUnitCents), unit };
  return PRICING_TYPE_LABELS.ask_quote;
}

/** "€48.00 per hour", "€6.50 per pallet" (the unit as the owner wrote it), or "Ask for Quote". */
export function servicePriceText(service: PricedService): string {
  const priced = servicePrice(service);
  if (typeof priced === 'string') return priced;
  const { price, unit } = priced;
  return t`${price} per ${unit}`;
}
