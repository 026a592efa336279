import type { PlatformConfig, UpdatePlatformConfigBody } from '@shared/contracts/platform';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getPlatformConfigQueryOptions } from './get-platform-config';

// `PUT /api/platform/config` (administrator): the settings given change (the fee 0 to 100, at most two decimals), the others stay.

export function useUpdatePlatformConfig() {
  return useBodyMutation<UpdatePlatformConfigBody, PlatformConfig>('PUT', '/api/platform/config', (config, queryClient) => {
    queryClient.setQueryData(getPlatformConfigQueryOptions().queryKey, config);
    return queryClient.invalidateQueries({ queryKey: getPlatformConfigQueryOptions().queryKey });
  });
}
