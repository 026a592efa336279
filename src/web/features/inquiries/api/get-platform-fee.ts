import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformFeeResponse } from '@shared/contracts/platform';
import { DEFAULT_PLATFORM_FEE_PERCENTAGE } from '@shared/offer-pricing';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/platform/fee` (any signed-in user): the percentage offers add, for the estimate.

export function getPlatformFeeQueryOptions() {
  return apiQueryOptions<PlatformFeeResponse>([LIVE_EVENT_KEYS.platformFee], '/api/platform/fee');
}

/**
 * The platform fee percentage. Until it loads, or if it cannot be loaded, the default (20 %) stays:
 * spec 02 §8, "Failure to load the platform fee is only logged; the default stays".
 */
export function usePlatformFeePercentage(): number {
  const fee = useQuery(getPlatformFeeQueryOptions());
  return fee.data?.platformFeePercentage ?? DEFAULT_PLATFORM_FEE_PERCENTAGE;
}
