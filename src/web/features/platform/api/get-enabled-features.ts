import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformFeatureKey } from '@shared/platform-features';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/platform/enabled-features` (public): which platform features are on, by key. Screens
// use it to hide what an administrator switched off; the server enforces the switches anyway.

type EnabledFeatures = { features: Record<string, boolean> };

function getEnabledFeaturesQueryOptions() {
  return {
    // Under the "platform-features" root: the live event of that name refetches it at once.
    ...apiQueryOptions<EnabledFeatures>([LIVE_EVENT_KEYS.platformFeatures, 'enabled'], '/api/platform/enabled-features'),
    // Switches change rarely, and a change arrives by live event: no need to refetch on every mount.
    staleTime: 5 * 60_000,
  };
}

export type PlatformFeatures = {
  /** False only for a feature the server reports as switched off. */
  isEnabled: (key: PlatformFeatureKey) => boolean;
  /** True until the first answer; `isEnabled` answers true meanwhile. */
  isPending: boolean;
};

/**
 * The platform switches for the screens that honour them. Until the answer arrives (or if it
 * fails) every feature reads as on: hiding a working button would be worse than the server's
 * refusal if it is in fact off.
 */
export function usePlatformFeatures(): PlatformFeatures {
  const query = useQuery(getEnabledFeaturesQueryOptions());
  const features = query.data?.features;
  return {
    isEnabled: (key) => features?.[key] !== false,
    isPending: query.isPending,
  };
}
