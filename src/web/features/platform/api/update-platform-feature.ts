import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GENERIC_MESSAGES } from '@shared/errors';
import type { PlatformFeature } from '@shared/contracts/platform';
import { apiRequest } from '@web/lib/api-client';
import { getPlatformFeaturesQueryOptions } from './get-platform-features';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `PATCH /api/platform/features/:id` (administrator): switches a feature on or off.

function updatePlatformFeature({ id, isEnabled }: { id: string; isEnabled: boolean }): Promise<PlatformFeature> {
  return apiRequest<PlatformFeature>('PATCH', `/api/platform/features/${encodeURIComponent(id)}`, { body: { isEnabled } });
}

export function useUpdatePlatformFeature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlatformFeature,
    meta: outcomeNotices<PlatformFeature, unknown>({
      success: (feature) => {
        const name = feature.name;
        return feature.isEnabled ? t`${name} is now on.` : t`${name} is now off.`;
      },
      failure: GENERIC_MESSAGES.default,
    }),
    onSuccess: (feature) => {
      queryClient.setQueryData(getPlatformFeaturesQueryOptions().queryKey, (current) =>
        current ? { items: current.items.map((item) => (item.id === feature.id ? feature : item)) } : current,
      );
    },
    // The root key: the admin list and every screen's enabled-features answer.
    onSettled: () => queryClient.invalidateQueries({ queryKey: getPlatformFeaturesQueryOptions().queryKey.slice(0, 1) }),
  });
}
