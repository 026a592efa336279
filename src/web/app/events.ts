import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import {
  LIVE_EVENTS_CLOSE_CODES,
  LIVE_EVENTS_PATH,
  SESSION_ENDED_REASONS,
  type LiveEvent,
  MESSAGING_LIVE_KEYS,
  NOTIFICATIONS_LIVE_KEY,
  type SessionEndedReason,
} from '@shared/contracts/events';
import { getSessionQueryOptions, storeSignedOut } from '@web/features/auth/api/get-session';
import { isSigningOutHere, SIGN_OUT_MUTATION_KEY } from '@web/features/auth/api/sign-out';
import { paths } from './paths';
import type { RedirectState } from './route-guards';

/**
 * Live events: one WebSocket per tab to /api/events while signed in. The server pushes small
 * messages saying what changed; this client refetches through the API. Loaded once someone is
 * signed in (./use-live-events.ts), not with a visitor's first page; zod-free all the same.
 */

/** Waits before the 1st, 2nd, 3rd and every later reconnect (spec 01 section 9). */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

export function reconnectDelayMs(failedAttempts: number): number {
  return RECONNECT_DELAYS_MS[Math.min(failedAttempts, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
}

export function liveEventsUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_EVENTS_PATH}`;
}

/** A message of the server, or null for anything this client does not understand. */
export function parseLiveEvent(data: unknown): LiveEvent | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const message = value as { type?: unknown; keys?: unknown };
  if (message.type === 'session.ended') {
    const reason = (value as { reason?: unknown }).reason;
    return SESSION_ENDED_REASONS.some((known) => known === reason) ? { type: 'session.ended', reason: reason as SessionEndedReason } : { type: 'session.ended' };
  }
  if (message.type === 'invalidate' && Array.isArray(message.keys)) {
    return { type: 'invalidate', keys: message.keys.filter((key): key is string => typeof key === 'string') };
  }
  return null;
}

/** A handler checked bivariantly (method style), so the DOM's own handler types fit it. */
type Handler<Event> = { handle(event: Event): void }['handle'];

/** The part of the browser's WebSocket this client uses (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<{ code: number }> | null;
  onerror: Handler<unknown> | null;
  close(code?: number, reason?: string): void;
};

type LiveEventsHandlers = {
  /** Connected, first time or again: refetch what may have changed meanwhile. */
  onOpen: () => void;
  onInvalidate: (keys: string[]) => void;
  /** The server ended this session (message or close code 4401). No reconnect follows. */
  onSessionEnded: (reason?: SessionEndedReason) => void;
  /** A connection attempt failed before opening (the session may have ended). */
  onConnectFailed?: () => void;
};

export type LiveEventsConnection = {
  /** Stops for good: closes the socket and cancels any pending reconnect. */
  close: () => void;
  /** Skips the back-off wait (the browser came back online). */
  reconnectNow: () => void;
};

type ConnectOptions = {
  url: string;
  handlers: LiveEventsHandlers;
  createSocket?: (url: string) => SocketLike;
};

const OPEN_OR_CONNECTING = new Set([0, 1]);

export function connectLiveEvents({ url, handlers, createSocket = (address) => new WebSocket(address) }: ConnectOptions): LiveEventsConnection {
  let socket: SocketLike | null = null;
  let failedAttempts = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isStopped = false;
  let hasSessionEnded = false;

  function endSession(reason?: SessionEndedReason) {
    if (hasSessionEnded) return;
    hasSessionEnded = true;
    isStopped = true;
    clearTimeout(timer);
    handlers.onSessionEnded(reason);
  }

  function scheduleReconnect() {
    clearTimeout(timer);
    timer = setTimeout(open, reconnectDelayMs(failedAttempts));
    failedAttempts += 1;
  }

  function open() {
    if (isStopped) return;
    let hasOpened = false;
    const current = createSocket(url);
    socket = current;
    current.onopen = () => {
      hasOpened = true;
      failedAttempts = 0;
      handlers.onOpen();
    };
    current.onmessage = (event) => {
      // A message still buffered when this tab stopped listening (signed out here) is not for it.
      if (isStopped) return;
      const message = parseLiveEvent(event.data);
      if (!message) return;
      if (message.type === 'session.ended') endSession(message.reason);
      else if (message.keys.length > 0) handlers.onInvalidate(message.keys);
    };
    current.onclose = (event) => {
      if (socket === current) socket = null;
      if (isStopped) return;
      if (event.code === LIVE_EVENTS_CLOSE_CODES.sessionEnded) {
        endSession();
        return;
      }
      if (!hasOpened) handlers.onConnectFailed?.();
      scheduleReconnect();
    };
    // An error is always followed by close, which decides what happens next.
    current.onerror = () => {};
  }

  open();

  return {
    close() {
      isStopped = true;
      clearTimeout(timer);
      const current = socket;
      socket = null;
      if (current && OPEN_OR_CONNECTING.has(current.readyState)) current.close(1000, 'Signed out or page closed');
    },
    reconnectNow() {
      if (isStopped || (socket && OPEN_OR_CONNECTING.has(socket.readyState))) return;
      clearTimeout(timer);
      failedAttempts = 0;
      open();
    },
  };
}

/**
 * Opens the tab's live-events socket for a signed-in person (./use-live-events.ts calls it) and
 * answers the server: invalidate events refetch the named query-key roots; session.ended signs the
 * tab out at once and shows the sign-in screen. Answers the function that stops it.
 */
export function startLiveEvents(queryClient: QueryClient, navigate: NavigateFunction): () => void {
  const sessionKey = getSessionQueryOptions().queryKey;
  const connection = connectLiveEvents({
    url: liveEventsUrl(window.location),
    handlers: {
      onOpen: () => {
        void queryClient.invalidateQueries({ queryKey: sessionKey });
        // What changes most while a tab is offline: messages, their badges and notifications.
        for (const key of [...Object.values(MESSAGING_LIVE_KEYS), NOTIFICATIONS_LIVE_KEY]) {
          void queryClient.invalidateQueries({ queryKey: [key] });
        }
      },
      onInvalidate: (keys) => {
        for (const key of keys) void queryClient.invalidateQueries({ queryKey: [key] });
      },
      onSessionEnded: (reason) => {
        // This tab's own Sign Out ends the session too; that flow returns home by itself.
        if (isSigningOutHere() || queryClient.isMutating({ mutationKey: SIGN_OUT_MUTATION_KEY }) > 0) return;
        const { pathname, search, hash } = window.location;
        storeSignedOut(queryClient);
        // Come back here after signing in again, unless "here" is an auth screen (a used reset link).
        const authScreens: string[] = [paths.login.path, paths.register.path, paths.resetPassword.path];
        const state: RedirectState | undefined = authScreens.includes(pathname)
          ? undefined
          : { from: { pathname, search, hash }, reason: reason === 'deactivated' ? 'deactivated' : 'session_expired' };
        void navigate(paths.login.getHref(), { replace: true, state });
      },
      // Refused handshakes look alike from here; if the session is gone, the refetch signs out.
      onConnectFailed: () => void queryClient.invalidateQueries({ queryKey: sessionKey }),
    },
  });
  const reconnectNow = () => connection.reconnectNow();
  window.addEventListener('online', reconnectNow);
  return () => {
    window.removeEventListener('online', reconnectNow);
    connection.close();
  };
}
