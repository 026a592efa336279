import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformFeature } from '@shared/contracts/platform';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/platform/features` (administrator): every feature with its switch, ordered by name.
// Under the "platform-features" root that the server invalidates when a switch changes.

export function getPlatformFeaturesQueryOptions() {
  return apiQueryOptions<{ items: PlatformFeature[] }>([LIVE_EVENT_KEYS.platformFeatures, 'all'], '/api/platform/features');
}

export function usePlatformFeatureList() {
  return useQuery(getPlatformFeaturesQueryOptions());
}
