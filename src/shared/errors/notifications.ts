/** Notifications (the bell and its page). */

export const NOTIFICATION_MESSAGES = {
  empty: 'No notifications',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Failed to mark the notification as read',
  notFound: 'Notification not found',
} as const;
