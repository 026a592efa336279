import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformConfig } from '@shared/contracts/platform';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/platform/config` (administrator): the platform fee percentage.

function getPlatformConfig(signal?: AbortSignal): Promise<PlatformConfig> {
  return apiRequest<PlatformConfig>('GET', '/api/platform/config', { signal });
}

export function getPlatformConfigQueryOptions() {
  return queryOptions({
    queryKey: [LIVE_EVENT_KEYS.platformConfig] as const,
    queryFn: ({ signal }) => getPlatformConfig(signal),
  });
}

export function usePlatformConfig() {
  return useQuery(getPlatformConfigQueryOptions());
}
