import type { PlatformConfig } from '@shared/contracts/platform';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getPlatformConfigQueryOptions } from './get-platform-config';

// `PUT /api/platform/config` (administrator): 0 to 100, at most two decimals.

export function useUpdatePlatformConfig() {
  return useBodyMutation<PlatformConfig, PlatformConfig>('PUT', '/api/platform/config', (config, queryClient) => {
    queryClient.setQueryData(getPlatformConfigQueryOptions().queryKey, config);
    return queryClient.invalidateQueries({ queryKey: getPlatformConfigQueryOptions().queryKey });
  });
}
