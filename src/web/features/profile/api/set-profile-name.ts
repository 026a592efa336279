import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { Profile, ProfileNameBody } from '@shared/contracts/profile';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getProfileQueryOptions } from './get-profile';

// `PUT /api/profile/name`: the name step (decision 204); 400 with a message per field.

export function useSetProfileName() {
  return useBodyMutation<ProfileNameBody, Profile>('PUT', '/api/profile/name', async (profile, queryClient) => {
    queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
    // Awaited: the guards read the name from the session, which must have it before the step moves
    // on, or the user would be sent back to the step.
    await queryClient.invalidateQueries({ queryKey: [LIVE_EVENT_KEYS.session] });
  });
}
