import type { FastifyBaseLogger } from 'fastify';
import { WebSocket } from 'ws';
import { z } from 'zod';
import { LIVE_EVENTS_CLOSE_CODES, SESSION_ENDED_REASONS, type LiveEvent } from '@shared/contracts/events';
import { ROLES, type Role } from '@shared/roles';
import type { DatabaseHandle } from '../db/client';

/**
 * Live events: services publish a small message after their transaction commits; it goes through
 * PostgreSQL NOTIFY on one channel, every app process LISTENs once and hands it to the sockets it
 * holds. On PGlite NOTIFY stays inside the process; on a PostgreSQL server it reaches every process,
 * so a change made behind one load-balanced process reaches a browser connected to another.
 *
 * A notification sent while nobody listens is gone, so events only say *what* changed: clients
 * refetch the data through the API, and refetch everything after a reconnect.
 */

export const EVENTS_CHANNEL = 'app_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more; stay clear of the edge. */
const MAX_NOTIFY_PAYLOAD_BYTES = 7900;
/** Long id lists are split over several notifications (36-character UUIDs: ~4 KB each). */
const IDS_PER_NOTIFICATION = 100;
/** A user with more open tabs than this loses the oldest socket (it is a resource, not a right). */
const MAX_SOCKETS_PER_USER = 50;
/** A socket this far behind on sending is a dead or hopelessly slow client. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const HEARTBEAT_INTERVAL_MS = 30_000;
const SESSION_CHECK_BATCH = 1000;

export type Audience =
  | { userIds: readonly string[] }
  /** Exactly these sessions (all tabs of one browser), e.g. after signing out there. */
  | { sessionIds: readonly string[] }
  | { roles: readonly Role[] }
  | 'everyone';

export type PublishMessage = { audience: Audience; event: LiveEvent };

/** What services depend on: something that can publish. Tests may pass a fake. */
export type EventPublisher = {
  publish(message: PublishMessage): Promise<void>;
  /** Tells every process that a user's roles changed, so role-addressed events follow at once. */
  publishRolesChanged(userId: string, roles: readonly Role[]): Promise<void>;
};

const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session.ended'), reason: z.enum(SESSION_ENDED_REASONS).optional() }),
  z.object({ type: z.literal('invalidate'), keys: z.array(z.string()) }),
]);
const audienceSchema = z.union([
  z.literal('everyone'),
  z.object({ userIds: z.array(z.string()) }),
  z.object({ sessionIds: z.array(z.string()) }),
  z.object({ roles: z.array(z.enum(ROLES)) }),
]);
/** The NOTIFY payload: ids and event types only, never data. */
const notificationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), audience: audienceSchema, event: liveEventSchema }),
  z.object({ kind: z.literal('roles'), userId: z.string(), roles: z.array(z.enum(ROLES)) }),
]);
type Notification = z.infer<typeof notificationSchema>;

function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

function splitAudience(audience: Audience): Audience[] {
  if (audience === 'everyone' || 'roles' in audience) return [audience];
  if ('userIds' in audience) return chunk([...new Set(audience.userIds)], IDS_PER_NOTIFICATION).map((userIds) => ({ userIds }));
  return chunk([...new Set(audience.sessionIds)], IDS_PER_NOTIFICATION).map((sessionIds) => ({ sessionIds }));
}

async function notify(database: Pick<DatabaseHandle, 'notify'>, notification: Notification): Promise<void> {
  const payload = JSON.stringify(notification);
  if (Buffer.byteLength(payload) > MAX_NOTIFY_PAYLOAD_BYTES) {
    throw new Error(`Live event payload is ${Buffer.byteLength(payload)} bytes; NOTIFY allows fewer than 8000`);
  }
  await database.notify(EVENTS_CHANNEL, payload);
}

/**
 * Sends one event to its audience in every app process. Call it after the transaction that made the
 * change has committed (never inside one: on PGlite that would wait on itself). Throws if the
 * database refuses; EventBus.publish is the forgiving version services use.
 */
export async function publishEvent(database: Pick<DatabaseHandle, 'notify'>, message: PublishMessage): Promise<void> {
  for (const audience of splitAudience(message.audience)) {
    if (typeof audience === 'object' && 'userIds' in audience && audience.userIds.length === 0) continue;
    if (typeof audience === 'object' && 'sessionIds' in audience && audience.sessionIds.length === 0) continue;
    await notify(database, { kind: 'event', audience, event: message.event } as Notification);
  }
}

/** The user a socket belongs to, as the session resolved it when the socket opened. */
export type SocketOwner = { id: string; sessionId: string; roles: readonly Role[] };

type Connection = {
  socket: WebSocket;
  userId: string;
  sessionId: string;
  roles: Set<Role>;
  isAlive: boolean;
};

export type EventBusOptions = {
  database: Pick<DatabaseHandle, 'listen' | 'notify'>;
  log: FastifyBaseLogger;
  /** Of these session ids, the ones still valid (row present, not expired, account active). */
  findLiveSessionIds: (sessionIds: string[]) => Promise<Set<string>>;
  heartbeatIntervalMs?: number;
};

/**
 * The process-local half of live events: LISTENs on the channel, keeps the open sockets by user
 * (one per browser tab; many tabs per user), fans each notification out to the matching sockets,
 * pings every 30 s to drop dead ones and re-checks that each socket's session is still valid.
 */
export class EventBus implements EventPublisher {
  private readonly connectionsByUser = new Map<string, Set<Connection>>();
  private unlisten: (() => Promise<void>) | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private readonly database: EventBusOptions['database'];
  private readonly log: FastifyBaseLogger;
  private readonly findLiveSessionIds: EventBusOptions['findLiveSessionIds'];
  private readonly heartbeatIntervalMs: number;

  constructor(options: EventBusOptions) {
    this.database = options.database;
    this.log = options.log;
    this.findLiveSessionIds = options.findLiveSessionIds;
    this.heartbeatIntervalMs = options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS;
  }

  /** LISTEN once for the whole process and start the heartbeat. */
  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(
      EVENTS_CHANNEL,
      (payload) => this.receive(payload),
      () => this.eventsMissed(),
    );
    this.heartbeatTimer = setInterval(() => void this.heartbeat(), this.heartbeatIntervalMs);
    this.heartbeatTimer.unref();
  }

  /** Closes every socket (clients reconnect elsewhere) and stops listening. */
  async stop(): Promise<void> {
    this.closeAllSockets();
    clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    try {
      await unlisten?.();
    } catch (error) {
      // The database may already be gone at shutdown; nothing is left to unsubscribe from then.
      this.log.debug({ err: error }, 'live events: unlisten failed');
    }
  }

  closeAllSockets(): void {
    this.closeEverySocket(LIVE_EVENTS_CLOSE_CODES.serverShutdown, 'Server shutting down');
  }

  /**
   * Listening resumed after the database connection was lost: whatever was published meanwhile never
   * arrived. Every socket is closed; its client reconnects and refetches everything, as after any drop.
   */
  eventsMissed(): void {
    const count = this.socketCount();
    this.log.warn({ sockets: count }, 'live events: listening resumed after a lost connection; sockets told to refetch');
    this.closeEverySocket(LIVE_EVENTS_CLOSE_CODES.eventsMissed, 'Events may have been missed');
  }

  /** Publishes to every process. A failure is logged, not thrown: the change itself is already saved. */
  async publish(message: PublishMessage): Promise<void> {
    try {
      await publishEvent(this.database, message);
    } catch (error) {
      this.log.error({ err: error, event: message.event.type }, 'live events: publish failed');
    }
  }

  async publishRolesChanged(userId: string, roles: readonly Role[]): Promise<void> {
    try {
      await notify(this.database, { kind: 'roles', userId, roles: [...roles] });
    } catch (error) {
      this.log.error({ err: error }, 'live events: publish failed');
    }
  }

  /** Registers a freshly opened socket. Synchronous, so no event can slip by before it is listed. */
  connect(owner: SocketOwner, socket: WebSocket): void {
    const connection: Connection = {
      socket,
      userId: owner.id,
      sessionId: owner.sessionId,
      roles: new Set(owner.roles),
      isAlive: true,
    };
    let connections = this.connectionsByUser.get(owner.id);
    if (!connections) {
      connections = new Set();
      this.connectionsByUser.set(owner.id, connections);
    }
    if (connections.size >= MAX_SOCKETS_PER_USER) {
      const oldest = connections.values().next().value;
      if (oldest) {
        this.closeSocket(oldest, LIVE_EVENTS_CLOSE_CODES.tooManyConnections, 'Too many open connections');
        this.remove(oldest);
      }
    }
    connections.add(connection);
    socket.on('pong', () => {
      connection.isAlive = true;
    });
    socket.on('close', () => this.remove(connection));
    // Clients have nothing to say on this channel; incoming messages are ignored.
  }

  /** Open sockets in this process, for tests and metrics. */
  socketCount(userId?: string): number {
    if (userId) return this.connectionsByUser.get(userId)?.size ?? 0;
    let count = 0;
    for (const connections of this.connectionsByUser.values()) count += connections.size;
    return count;
  }

  /**
   * Every 30 s: terminate sockets that did not answer the last ping, ping the rest, and end the
   * sockets whose session is no longer valid (signed out, expired, account deactivated elsewhere).
   */
  async heartbeat(): Promise<void> {
    for (const connection of this.allConnections()) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        this.remove(connection);
        continue;
      }
      connection.isAlive = false;
      try {
        connection.socket.ping();
      } catch {
        connection.socket.terminate();
        this.remove(connection);
      }
    }
    await this.recheckSessions();
  }

  async recheckSessions(): Promise<void> {
    const sessionIds = [...new Set([...this.allConnections()].map((connection) => connection.sessionId))];
    if (sessionIds.length === 0) return;
    const live = new Set<string>();
    try {
      // In batches: one statement's parameters are limited, and a process may hold many sockets.
      for (const batch of chunk(sessionIds, SESSION_CHECK_BATCH)) {
        for (const id of await this.findLiveSessionIds(batch)) live.add(id);
      }
    } catch (error) {
      // The database is unreachable: keep the sockets; the next heartbeat tries again.
      this.log.warn({ err: error }, 'live events: session re-check failed');
      return;
    }
    for (const connection of this.allConnections()) {
      if (!live.has(connection.sessionId)) this.deliver(connection, { type: 'session.ended' });
    }
  }

  private receive(payload: string): void {
    let notification: Notification;
    try {
      notification = notificationSchema.parse(JSON.parse(payload));
    } catch (error) {
      this.log.warn({ err: error }, 'live events: ignored a malformed notification');
      return;
    }
    if (notification.kind === 'roles') {
      for (const connection of this.connectionsByUser.get(notification.userId) ?? []) {
        connection.roles = new Set(notification.roles);
      }
      return;
    }
    for (const connection of this.recipients(notification.audience)) this.deliver(connection, notification.event);
  }

  private *recipients(audience: Audience): Iterable<Connection> {
    if (audience === 'everyone') {
      yield* this.allConnections();
    } else if ('userIds' in audience) {
      for (const userId of audience.userIds) yield* this.connectionsByUser.get(userId) ?? [];
    } else if ('sessionIds' in audience) {
      const wanted = new Set(audience.sessionIds);
      for (const connection of this.allConnections()) if (wanted.has(connection.sessionId)) yield connection;
    } else {
      for (const connection of this.allConnections()) {
        if (audience.roles.some((role) => connection.roles.has(role))) yield connection;
      }
    }
  }

  private deliver(connection: Connection, event: LiveEvent): void {
    const { socket } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      socket.terminate();
      this.remove(connection);
      return;
    }
    socket.send(JSON.stringify(event));
    if (event.type === 'session.ended') {
      // The page signs out on this event; the socket has nothing more to carry.
      this.closeSocket(connection, LIVE_EVENTS_CLOSE_CODES.sessionEnded, 'Session ended');
      this.remove(connection);
    }
  }

  private closeSocket(connection: Connection, code: number, reason: string): void {
    const { socket } = connection;
    if (socket.readyState === WebSocket.CLOSED) return;
    socket.close(code, reason);
    // A client that never answers the close handshake is cut off, so shutdown is not held up.
    setTimeout(() => socket.terminate(), 2000).unref();
  }

  private closeEverySocket(code: number, reason: string): void {
    for (const connection of this.allConnections()) this.closeSocket(connection, code, reason);
    this.connectionsByUser.clear();
  }

  private remove(connection: Connection): void {
    const connections = this.connectionsByUser.get(connection.userId);
    if (!connections) return;
    connections.delete(connection);
    if (connections.size === 0) this.connectionsByUser.delete(connection.userId);
  }

  private *allConnections(): Iterable<Connection> {
    // A copy, so sockets can be removed while iterating.
    const all: Connection[] = [];
    for (const connections of this.connectionsByUser.values()) all.push(...connections);
    yield* all;
  }
}
