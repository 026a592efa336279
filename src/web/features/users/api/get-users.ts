import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { ListUsersResponse } from '@shared/contracts/users';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/admin/users?search=&page=&pageSize=` (administrator): newest first; search matches
// email and name. The key root is the live-event key the server invalidates for administrators.

export type UsersListParams = { search: string; page: number; pageSize: number };

export const USERS_PAGE_SIZE = 25;

function getUsers(params: UsersListParams, signal?: AbortSignal): Promise<ListUsersResponse> {
  return apiRequest<ListUsersResponse>('GET', '/api/admin/users', {
    signal,
    query: { search: params.search.trim() || undefined, page: params.page, pageSize: params.pageSize },
  });
}

function getUsersQueryOptions(params: UsersListParams = { search: '', page: 1, pageSize: USERS_PAGE_SIZE }) {
  return queryOptions({
    queryKey: [LIVE_EVENT_KEYS.adminUsers, params] as const,
    queryFn: ({ signal }) => getUsers(params, signal),
    // Paging and searching keep the previous page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/** Every page and search of the list: what a change to any user invalidates. */
export function getAllUsersQueryKey() {
  return getUsersQueryOptions().queryKey.slice(0, 1);
}

export function useUsers(params: UsersListParams) {
  return useQuery(getUsersQueryOptions(params));
}
