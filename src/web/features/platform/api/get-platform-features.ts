import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformFeature } from '@shared/contracts/platform';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/platform/features` (administrator): every feature with its switch, ordered by name.
// Under the "platform-features" root that the server invalidates when a switch changes.

function getPlatformFeatures(signal?: AbortSignal): Promise<{ items: PlatformFeature[] }> {
  return apiRequest<{ items: PlatformFeature[] }>('GET', '/api/platform/features', { signal });
}

export function getPlatformFeaturesQueryOptions() {
  return queryOptions({
    queryKey: [LIVE_EVENT_KEYS.platformFeatures, 'all'] as const,
    queryFn: ({ signal }) => getPlatformFeatures(signal),
  });
}

export function usePlatformFeatureList() {
  return useQuery(getPlatformFeaturesQueryOptions());
}
