import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_LIVE_KEY } from '@shared/contracts/events';
import type { NotificationsResponse } from '@shared/contracts/notifications';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/notifications?page=&pageSize=` and `GET /api/notifications/unread-count` (signed in): the
// viewer's own notifications. Every query lives under the live key "notifications".

export const NOTIFICATIONS_PAGE_SIZE = 20;

function getNotificationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [NOTIFICATIONS_LIVE_KEY, 'list', { page }] as const,
    queryFn: ({ signal }) =>
      apiRequest<NotificationsResponse>('GET', '/api/notifications', { signal, query: { page, pageSize: NOTIFICATIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(page: number) {
  return useQuery(getNotificationsQueryOptions(page));
}

/** Unread notifications of a signed-in administrator (the header's badge); 0 for anyone else. */
export function useUnreadNotificationCount(isAdministrator: boolean): number {
  const query = useQuery({
    queryKey: [NOTIFICATIONS_LIVE_KEY, 'unread-count'] as const,
    queryFn: ({ signal }) => apiRequest<{ count: number }>('GET', '/api/notifications/unread-count', { signal }),
    enabled: isAdministrator,
  });
  return isAdministrator ? (query.data?.count ?? 0) : 0;
}
