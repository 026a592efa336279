import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@shared/contracts/profile';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/profile`: the signed-in user's profile with the (read-only) account email. The key root
// is the live-event key the server invalidates when the profile changes in another tab.

function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('GET', '/api/profile', { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: [LIVE_EVENT_KEYS.profile] as const,
    queryFn: ({ signal }) => getProfile(signal),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
