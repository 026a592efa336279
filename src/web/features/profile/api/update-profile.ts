import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { Profile, UpdateProfileBody } from '@shared/contracts/profile';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getProfileQueryOptions } from './get-profile';

// `PUT /api/profile`: replaces the profile; 400 with a message per field.

export function useUpdateProfile() {
  return useBodyMutation<UpdateProfileBody, Profile>('PUT', '/api/profile', (profile, queryClient) => {
    queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
    // The header shows the user's name, which lives in the session.
    void queryClient.invalidateQueries({ queryKey: [LIVE_EVENT_KEYS.session] });
  });
}
