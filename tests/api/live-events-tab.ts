import { WebSocket } from 'ws';
import type { LiveEvent } from '@shared/contracts/events';

/** A test's browser tab on /api/events: collects the events it receives and how it was closed. */
export type LiveEventsTab = {
  socket: WebSocket;
  /** Events that arrived while no one was waiting in next(). */
  received: LiveEvent[];
  next(timeoutMs?: number): Promise<LiveEvent>;
  closed: Promise<{ code: number; reason: string }>;
};

/** Opens a live-events socket at `url` (ws://host:port/api/events) and resolves once it is open. */
export async function openLiveEventsTab(url: string, options: { headers?: Record<string, string>; origin?: string } = {}): Promise<LiveEventsTab> {
  const socket = new WebSocket(url, { ...(options.headers ? { headers: options.headers } : {}), ...(options.origin ? { origin: options.origin } : {}) });
  const received: LiveEvent[] = [];
  const waiting: ((event: LiveEvent) => void)[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(String(data)) as LiveEvent;
    const waiter = waiting.shift();
    if (waiter) waiter(event);
    else received.push(event);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    received,
    closed,
    next(timeoutMs = 5000) {
      const queued = received.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no live event arrived')), timeoutMs);
        waiting.push((event) => {
          clearTimeout(timer);
          resolve(event);
        });
      });
    },
  };
}
