import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { Profile, UpdateProfileBody } from '@shared/contracts/profile';
import { apiRequest } from '@web/lib/api-client';
import { getProfileQueryOptions } from './get-profile';

// `PUT /api/profile`: replaces the profile; 400 with a message per field.

function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiRequest<Profile>('PUT', '/api/profile', { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      // The header shows the user's name, which lives in the session.
      void queryClient.invalidateQueries({ queryKey: [LIVE_EVENT_KEYS.session] });
    },
  });
}
