import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectLiveEvents, liveEventsUrl, parseLiveEvent, reconnectDelayMs, type SocketLike } from './events';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  closedWith: number | undefined;

  constructor(readonly url: string) {}

  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  send(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const handlers = { onOpen: vi.fn(), onInvalidate: vi.fn(), onSessionEnded: vi.fn(), onConnectFailed: vi.fn() };
  const connection = connectLiveEvents({
    url: 'ws://example.test/api/events',
    handlers,
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  });
  return { sockets, handlers, connection, latest: () => sockets[sockets.length - 1]! };
}

describe('live events client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('builds the socket address from the page address', () => {
    expect(liveEventsUrl({ protocol: 'https:', host: 'app.example.test' })).toBe('wss://app.example.test/api/events');
    expect(liveEventsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/events');
  });

  it('reads only the messages it knows', () => {
    expect(parseLiveEvent('{"type":"session.ended"}')).toEqual({ type: 'session.ended' });
    expect(parseLiveEvent('{"type":"session.ended","reason":"deactivated"}')).toEqual({ type: 'session.ended', reason: 'deactivated' });
    expect(parseLiveEvent('{"type":"session.ended","reason":"bogus"}')).toEqual({ type: 'session.ended' });
    expect(parseLiveEvent('{"type":"invalidate","keys":["profile",3]}')).toEqual({ type: 'invalidate', keys: ['profile'] });
    expect(parseLiveEvent('{"type":"something"}')).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent(new ArrayBuffer(2))).toBeNull();
  });

  it('backs off 1 s, 2 s, 5 s, then 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });

  it('refetches on every (re)connect and passes invalidations on', () => {
    const { sockets, handlers, latest } = setup();
    latest().open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(1);
    latest().send({ type: 'invalidate', keys: ['platform-features', 'profile'] });
    expect(handlers.onInvalidate).toHaveBeenCalledWith(['platform-features', 'profile']);

    latest().drop(1001);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().open();
    expect(handlers.onOpen).toHaveBeenCalledTimes(2);
  });

  it('waits longer after each failed attempt and starts over once connected', () => {
    const { sockets, handlers, latest } = setup();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const before = sockets.length;
      latest().drop();
      let waited = 0;
      while (sockets.length === before) {
        vi.advanceTimersByTime(500);
        waited += 500;
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(handlers.onConnectFailed).toHaveBeenCalledTimes(5);

    latest().open();
    latest().drop();
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(7);
  });

  it('signs out on session.ended and never reconnects', () => {
    const { sockets, handlers, latest } = setup();
    latest().open();
    latest().send({ type: 'session.ended', reason: 'deactivated' });
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(handlers.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(handlers.onSessionEnded).toHaveBeenCalledWith('deactivated');
    expect(sockets).toHaveLength(1);
  });

  it('treats close code 4401 alone as the end of the session', () => {
    const { sockets, handlers, latest } = setup();
    latest().open();
    latest().drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(handlers.onSessionEnded).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('closes for good when stopped, cancelling a pending reconnect', () => {
    const { sockets, latest, connection } = setup();
    latest().open();
    connection.close();
    expect(latest().closedWith).toBe(1000);

    const second = setup();
    second.latest().drop();
    second.connection.close();
    vi.advanceTimersByTime(60_000);
    expect(second.sockets).toHaveLength(1);
    expect(sockets).toHaveLength(1);
  });

  it('ignores messages that arrive after it was stopped', () => {
    const { handlers, latest, connection } = setup();
    latest().open();
    const socket = latest();
    connection.close();
    socket.send({ type: 'session.ended' });
    socket.send({ type: 'invalidate', keys: ['profile'] });
    expect(handlers.onSessionEnded).not.toHaveBeenCalled();
    expect(handlers.onInvalidate).not.toHaveBeenCalled();
  });

  it('reconnects at once when asked (back online)', () => {
    const { sockets, latest, connection } = setup();
    latest().drop();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
  });
});
