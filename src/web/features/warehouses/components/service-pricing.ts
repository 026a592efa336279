import { formatCents } from '@shared/money';
import type { PricingType } from '@shared/pricing';

type PricedService = {
  pricingType: PricingType;
  pricePerHourCents: number | null;
  pricePerUnitCents: number | null;
  unitType: string | null;
};

/** How a service's price reads on the detail page: "€48.00 per hour", "€6.50 per pallet" or "Ask for quote". */
export function formatServicePrice(service: PricedService): string {
  if (service.pricingType === 'hourly_rate' && service.pricePerHourCents !== null) {
    return `${formatCents(service.pricePerHourCents)} per hour`;
  }
  const unit = service.unitType?.trim();
  if (service.pricingType === 'per_unit' && service.pricePerUnitCents !== null && unit) {
    return `${formatCents(service.pricePerUnitCents)} per ${unit}`;
  }
  return 'Ask for quote';
}

/** "From €0.42 per m²", or null when the warehouse has no priced space. */
export function formatFromPrice(minPricePerM2Cents: number | null): string | null {
  return minPricePerM2Cents === null ? null : `From ${formatCents(minPricePerM2Cents)} per m²`;
}
