/**
 * Zod-free on purpose: the web app's first load (live events, the unread badge) imports these
 * constants, and a module that builds zod schemas would bring zod into it.
 *
 * Messages the server pushes over the /api/events WebSocket. Small on purpose: they say what
 * changed, and the client refetches the data through the API.
 */
export type LiveEvent =
  /**
   * This user's session ended (deactivated, password reset, signed out elsewhere): the page signs
   * out at once. `reason` "deactivated" lets the sign-in screen say why.
   */
  | { type: 'session.ended'; reason?: SessionEndedReason }
  /** Data behind these query-key roots changed: refetch them (e.g. ["unread-count"], ["warehouses"]). */
  | { type: 'invalidate'; keys: string[] };

export const SESSION_ENDED_REASONS = ['deactivated'] as const;
export type SessionEndedReason = (typeof SESSION_ENDED_REASONS)[number];

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
  /** The fee percentage every signed-in user reads (estimates). */
  platformFee: 'platform-fee',
  /** The invoice issuer's details on /admin/settings (issue #38). */
  invoiceIssuer: 'invoice-issuer',
  adminUsers: 'admin-users',
} as const;

/**
 * Query-key roots the server invalidates when a thread changes: the open threads ("messages"), the
 * conversation lists ("threads") and the unread badges ("unread-count").
 */
export const MESSAGING_LIVE_KEYS = { messages: 'messages', threads: 'threads', unreadCount: 'unread-count' } as const;

/** Query-key root of the notifications centre and its badge; the server invalidates it. */
export const NOTIFICATIONS_LIVE_KEY = 'notifications';
