/**
 * Query-key root of the signed-in user's unread-message count: the server's live events invalidate
 * it, and the live-events client refetches it after a reconnect.
 */
export const UNREAD_COUNT_QUERY_KEY = ['unread-count'] as const;

/**
 * Unread messages of the signed-in user, shown as the badge of the header's Messages link.
 * Placeholder until the messaging feature exposes its endpoint: it answers 0 without a request,
 * which hides the badge.
 */
export function useUnreadCount(): number {
  return 0;
}
