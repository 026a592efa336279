import { formatCents } from '@shared/money';

/** "From €0.42 per m²", or null when the warehouse has no priced space. */
export function formatFromPrice(minPricePerM2Cents: number | null): string | null {
  return minPricePerM2Cents === null ? null : `From ${formatCents(minPricePerM2Cents)} per m²`;
}
