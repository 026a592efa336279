import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformConfig } from '@shared/contracts/platform';
import { apiRequest } from '@web/lib/api-client';
import { getPlatformConfigQueryOptions } from './get-platform-config';

// `PUT /api/platform/config` (administrator): 0 to 100, at most two decimals.

function updatePlatformConfig(body: PlatformConfig): Promise<PlatformConfig> {
  return apiRequest<PlatformConfig>('PUT', '/api/platform/config', { body });
}

export function useUpdatePlatformConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformConfig,
    onSuccess: (config) => {
      queryClient.setQueryData(getPlatformConfigQueryOptions().queryKey, config);
      return queryClient.invalidateQueries({ queryKey: getPlatformConfigQueryOptions().queryKey });
    },
  });
}
