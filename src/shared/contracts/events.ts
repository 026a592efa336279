/**
 * Messages the server pushes over the /api/events WebSocket. Small on purpose: they say what
 * changed, and the client refetches the data through the API.
 */
export type LiveEvent =
  /** This user's session ended (deactivated, password reset): the page signs out at once. */
  | { type: 'session.ended' }
  /** Data behind these query-key roots changed: refetch them (e.g. ["unread-count"], ["warehouses"]). */
  | { type: 'invalidate'; keys: string[] };

export const LIVE_EVENTS_PATH = '/api/events';

/**
 * Why the server closed the socket. 4401: the session ended (the page signs out, no reconnect);
 * 1001: the server is shutting down (reconnect with back-off); 4429: too many sockets for one user.
 */
/**
 * eventsMissed (1012, "service restart"): the server lost its database notifications for a while;
 * the client reconnects, as after any close, and refetches everything on open.
 */
export const LIVE_EVENTS_CLOSE_CODES = { sessionEnded: 4401, serverShutdown: 1001, tooManyConnections: 4429, eventsMissed: 1012 } as const;

/** Query-key roots the server invalidates. The session query lives under ["auth", ...]. */
export const LIVE_EVENT_KEYS = {
  session: 'auth',
  profile: 'profile',
  platformFeatures: 'platform-features',
  platformConfig: 'platform-config',
  adminUsers: 'admin-users',
} as const;
