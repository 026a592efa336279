import { useQuery } from '@tanstack/react-query';
import { NOTIFICATIONS_LIVE_KEY } from '@shared/contracts/events';
import type { NotificationsResponse } from '@shared/contracts/notifications';
import { apiQueryOptions, pagedListQueryOptions } from '@web/lib/api-client';

// `GET /api/notifications?page=&pageSize=` and `GET /api/notifications/unread-count` (signed in): the
// viewer's own notifications. Every query lives under the live key "notifications".

export const NOTIFICATIONS_PAGE_SIZE = 20;

function getNotificationsQueryOptions(page: number) {
  return pagedListQueryOptions<NotificationsResponse>([NOTIFICATIONS_LIVE_KEY, 'list', { page }], '/api/notifications', {
    page,
    pageSize: NOTIFICATIONS_PAGE_SIZE,
  });
}

export function useNotifications(page: number) {
  return useQuery(getNotificationsQueryOptions(page));
}

/** Unread notifications of a signed-in user (the header's badge); 0 for a visitor. */
export function useUnreadNotificationCount(isSignedIn: boolean): number {
  const query = useQuery({
    ...apiQueryOptions<{ count: number }>([NOTIFICATIONS_LIVE_KEY, 'unread-count'], '/api/notifications/unread-count'),
    enabled: isSignedIn,
  });
  return isSignedIn ? (query.data?.count ?? 0) : 0;
}
