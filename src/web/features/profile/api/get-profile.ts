import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/contracts/profile';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/profile`: the signed-in user's profile with the (read-only) account email. The key root
// is the live-event key the server invalidates when the profile changes in another tab.

export function getProfileQueryOptions() {
  return apiQueryOptions<Profile>([LIVE_EVENT_KEYS.profile], '/api/profile');
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
