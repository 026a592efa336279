/**
 * Unread messages of the signed-in user, shown as the badge of the header's Messages link.
 * Placeholder until the messaging feature exposes its endpoint: it answers 0 without a request,
 * which hides the badge.
 */
export function useUnreadCount(): number {
  return 0;
}
