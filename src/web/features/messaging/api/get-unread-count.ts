import { useQuery } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type { UnreadCountResponse } from '@shared/contracts/messaging';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/messages/unread-count` (signed in): messages from others the viewer has not read.

/**
 * Query-key root of the signed-in user's unread-message count: the server's live events invalidate
 * it, and the live-events client refetches it after a reconnect.
 */
const UNREAD_COUNT_QUERY_KEY = [MESSAGING_LIVE_KEYS.unreadCount] as const;

function getUnreadCountQueryOptions() {
  return apiQueryOptions<UnreadCountResponse>(UNREAD_COUNT_QUERY_KEY, '/api/messages/unread-count');
}

/** Unread messages of the signed-in user (the header's Messages badge, the dashboard's My Messages); 0 when signed out. */
export function useUnreadCount(isSignedIn: boolean): number {
  const query = useQuery({ ...getUnreadCountQueryOptions(), enabled: isSignedIn });
  return isSignedIn ? (query.data?.count ?? 0) : 0;
}
