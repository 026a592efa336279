import type { SessionResponse } from '@shared/contracts/auth';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { Profile, ProfileNameBody } from '@shared/contracts/profile';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getProfileQueryOptions } from './get-profile';

// `PUT /api/profile/name`: the name step (decision 204); 400 with a message per field.

export function useSetProfileName() {
  return useBodyMutation<ProfileNameBody, Profile>('PUT', '/api/profile/name', async (profile, queryClient) => {
    queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
    // The guards read the name from the session: it has it before the step moves on, so the
    // user is not sent back to the step by a session still without it.
    queryClient.setQueryData<SessionResponse>(getSessionQueryOptions().queryKey, (session) =>
      session?.user ? { user: { ...session.user, firstName: profile.firstName, lastName: profile.lastName } } : session,
    );
    await queryClient.invalidateQueries({ queryKey: [LIVE_EVENT_KEYS.session] });
  });
}
