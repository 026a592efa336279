import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { PlatformConfig } from '@shared/contracts/platform';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/platform/config` (administrator): the platform fee percentage.

export function getPlatformConfigQueryOptions() {
  return apiQueryOptions<PlatformConfig>([LIVE_EVENT_KEYS.platformConfig], '/api/platform/config');
}

export function usePlatformConfig() {
  return useQuery(getPlatformConfigQueryOptions());
}
