import { useQuery } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { ListUsersResponse } from '@shared/contracts/users';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { listQuery } from '@web/lib/use-list-search-params';

// `GET /api/admin/users?search=&page=&pageSize=` (administrator): newest first; search matches
// email and name. The key root is the live-event key the server invalidates for administrators.

export type UsersListParams = { search: string; page: number; pageSize: number };

export const USERS_PAGE_SIZE = 25;

function getUsersQueryOptions(params: UsersListParams = { search: '', page: 1, pageSize: USERS_PAGE_SIZE }) {
  return pagedListQueryOptions<ListUsersResponse>([LIVE_EVENT_KEYS.adminUsers, params], '/api/admin/users', listQuery(params, params.pageSize));
}

/** Every page and search of the list: what a change to any user invalidates. */
export function getAllUsersQueryKey() {
  return getUsersQueryOptions().queryKey.slice(0, 1);
}

export function useUsers(params: UsersListParams) {
  return useQuery(getUsersQueryOptions(params));
}
