import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GENERIC_MESSAGES, retriesExhaustedMessage } from '@shared/errors';
import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@web/app/providers';
import { ApiError, createApiClient } from './api-client';

/**
 * A real HTTP server on a random local port: the client's time-outs and error mapping, and the
 * QueryClient's retries, run against real sockets, not a mocked fetch.
 */

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl = '';
/** Requests received, per path (without the query string). */
const hits = new Map<string, number>();
const received: { method: string; url: string; contentType?: string; body: string }[] = [];
/** Paths on this server that answer only the first N attempts with an error. */
const failuresLeft = new Map<string, number>();

function sendJson(res: ServerResponse, status: number, payload?: unknown): void {
  if (payload === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(payload));
}

const routes: Record<string, Handler> = {
  '/ok': (req, res, body) =>
    sendJson(res, 200, { method: req.method, url: req.url, body: body ? JSON.parse(body) : null }),
  '/flaky': (_req, res) => {
    const left = failuresLeft.get('/flaky') ?? 0;
    if (left > 0) {
      failuresLeft.set('/flaky', left - 1);
      sendJson(res, 503);
      return;
    }
    sendJson(res, 200, { recovered: true });
  },
  '/always-503': (_req, res) => sendJson(res, 503),
  '/always-429': (_req, res) => sendJson(res, 429, { error: { code: 'rate_limited', message: 'Too many requests' } }),
  '/always-500-with-message': (_req, res) =>
    sendJson(res, 500, { error: { code: 'internal_error', message: 'Database is unavailable' } }),
  '/not-found': (_req, res) =>
    sendJson(res, 404, { error: { code: 'not_found', message: 'Warehouse not found' } }),
  '/invalid': (_req, res) =>
    sendJson(res, 400, {
      error: {
        code: 'validation_error',
        message: 'Please check your input and try again.',
        details: { name: ['Name is required'] },
      },
    }),
  '/unauthenticated': (_req, res) => sendJson(res, 401),
  '/forbidden': (_req, res) => sendJson(res, 403, { error: { code: 'forbidden', message: '' } }),
  '/conflict': (_req, res) =>
    sendJson(res, 409, { error: { code: 'conflict', message: 'This offer has expired' } }),
  '/html-502': (_req, res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><body>Bad gateway</body></html>');
  },
  '/no-content': (_req, res) => sendJson(res, 204),
  '/slow': (_req, res) => {
    const timer = setTimeout(() => sendJson(res, 200, { late: true }), 500);
    res.on('close', () => clearTimeout(timer));
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      hits.set(path, (hits.get(path) ?? 0) + 1);
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        contentType: req.headers['content-type'],
        body,
      });
      const handler = routes[path];
      if (handler) handler(req, res, body);
      else sendJson(res, 404);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  hits.clear();
  received.length = 0;
  failuresLeft.clear();
});

function client(overrides: { timeoutMs?: number } = {}) {
  return createApiClient({ baseUrl, timeoutMs: 2_000, ...overrides });
}

async function captureError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest: success', () => {
  it('sends JSON with the query string and parses the JSON answer', async () => {
    const result = await client().request<{ method: string; url: string; body: unknown }>(
      'POST',
      '/ok',
      { body: { name: 'North Yard' }, query: { page: 2, city: 'Tallinn', skip: undefined, tag: ['a', 'b'] } },
    );
    expect(result).toEqual({
      method: 'POST',
      url: '/ok?page=2&city=Tallinn&tag=a&tag=b',
      body: { name: 'North Yard' },
    });
    expect(received[0]?.contentType).toBe('application/json');
  });

  it('returns undefined for 204 No Content', async () => {
    await expect(client().request('DELETE', '/no-content')).resolves.toBeUndefined();
  });
});

/**
 * Reads go through the app's own QueryClient, as a page's queries do: the API client makes one
 * attempt per call, and the QueryClient's defaults (the one retry layer) decide on more. The waits
 * are shortened to 1 ms for these keys; the predicate is the app's.
 */
function appQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  queryClient.setQueryDefaults(['test'], { retryDelay: 1 });
  return queryClient;
}

let queryNumber = 0;

function load<T>(queryClient: QueryClient, path: string, overrides: { timeoutMs?: number } = {}): Promise<T> {
  queryNumber += 1;
  return queryClient.fetchQuery({
    queryKey: ['test', path, queryNumber],
    queryFn: ({ signal }) => client(overrides).request<T>('GET', path, { signal }),
  });
}

function mutate(queryClient: QueryClient, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string): Promise<unknown> {
  return new MutationObserver(queryClient, { mutationFn: () => client().request(method, path, { body: { a: 1 } }) }).mutate();
}

describe('retries: one layer, TanStack Query with the shared predicate', () => {
  it('makes one request per call of the client itself, whatever the answer', async () => {
    const error = await captureError(client().request('GET', '/always-503'));
    expect(hits.get('/always-503')).toBe(1);
    expect(error.message).toBe(GENERIC_MESSAGES.server);
  });

  it('retries a read on 5xx and returns the answer once the server recovers', async () => {
    failuresLeft.set('/flaky', 2);
    await expect(load(appQueryClient(), '/flaky')).resolves.toEqual({ recovered: true });
    expect(hits.get('/flaky')).toBe(3);
  });

  it('a failing page load makes at most 5 requests, then says so with the last error', async () => {
    const error = await captureError(load(appQueryClient(), '/always-503'));
    expect(hits.get('/always-503')).toBe(5);
    expect(error.message).toBe(retriesExhaustedMessage(GENERIC_MESSAGES.server));
    expect(error.message).toBe(
      'Request failed after 5 attempts. Last error: Server error. Please try again later.',
    );
    expect(error).toMatchObject({ status: 503, kind: 'server', code: 'service_unavailable' });
  });

  it("keeps the server's own message as the last error", async () => {
    const error = await captureError(load(appQueryClient(), '/always-500-with-message'));
    expect(hits.get('/always-500-with-message')).toBe(5);
    expect(error.message).toBe('Request failed after 5 attempts. Last error: Database is unavailable');
    expect(error.code).toBe('internal_error');
  });

  it.each([
    ['/unauthenticated', 401],
    ['/forbidden', 403],
    ['/not-found', 404],
    ['/conflict', 409],
    ['/always-429', 429],
    ['/invalid', 400],
  ] as const)('a %s answer (%i) makes exactly 1 request, its message unchanged', async (path, status) => {
    const error = await captureError(load(appQueryClient(), path));
    expect(hits.get(path)).toBe(1);
    expect(error.status).toBe(status);
    expect(error.message).not.toMatch(/^Request failed after/);
  });

  it('retries network errors and reports them with the network message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const unreachable = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    let calls = 0;
    const error = await captureError(
      appQueryClient().fetchQuery({
        queryKey: ['test', 'unreachable'],
        queryFn: () => {
          calls += 1;
          return unreachable.request('GET', '/anything');
        },
      }),
    );
    expect(calls).toBe(5);
    expect(error).toMatchObject({ kind: 'network', status: 0 });
    expect(error.message).toBe(retriesExhaustedMessage(GENERIC_MESSAGES.network));
  });

  it('retries a read that times out, then reports the time-out as the last error', async () => {
    const error = await captureError(load(appQueryClient(), '/slow', { timeoutMs: 30 }));
    expect(hits.get('/slow')).toBe(5);
    expect(error.message).toBe('Request failed after 5 attempts. Last error: Request timeout');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('a %s mutation is never retried', async (method) => {
    const error = await captureError(mutate(appQueryClient(), method, '/always-503'));
    expect(hits.get('/always-503')).toBe(1);
    expect(error.message).toBe(GENERIC_MESSAGES.server);
  });
});

describe('apiRequest: answers that are not retried', () => {
  it('maps 404 to not_found with the server message, after one attempt', async () => {
    const error = await captureError(client().request('GET', '/not-found'));
    expect(hits.get('/not-found')).toBe(1);
    expect(error).toMatchObject({
      status: 404,
      kind: 'not_found',
      code: 'not_found',
      message: 'Warehouse not found',
    });
  });

  it('maps 400 to validation and keeps the per-field details', async () => {
    const error = await captureError(client().request('GET', '/invalid'));
    expect(hits.get('/invalid')).toBe(1);
    expect(error.kind).toBe('validation');
    expect(error.code).toBe('validation_error');
    expect(error.details).toEqual({ name: ['Name is required'] });
  });

  it('falls back to the generic message of the kind when the server gave none', async () => {
    const auth = await captureError(client().request('GET', '/unauthenticated'));
    expect(auth).toMatchObject({ status: 401, kind: 'auth', code: 'unauthenticated' });
    expect(auth.message).toBe(GENERIC_MESSAGES.auth);

    const forbidden = await captureError(client().request('GET', '/forbidden'));
    expect(forbidden).toMatchObject({ status: 403, kind: 'permission', code: 'forbidden' });
    expect(forbidden.message).toBe(GENERIC_MESSAGES.permission);
  });

  it('maps other 4xx to general', async () => {
    const error = await captureError(client().request('GET', '/conflict'));
    expect(error).toMatchObject({ status: 409, kind: 'general', code: 'conflict' });
    expect(error.message).toBe('This offer has expired');
  });

  it('survives a non-JSON error page', async () => {
    const error = await captureError(client().request('POST', '/html-502'));
    expect(error).toMatchObject({ status: 502, kind: 'server', code: 'internal_error' });
    expect(error.message).toBe(GENERIC_MESSAGES.server);
  });
});

describe('apiRequest: time-outs and cancellation', () => {
  it('times out a POST after one attempt with "Request timeout"', async () => {
    const error = await captureError(client({ timeoutMs: 50 }).request('POST', '/slow'));
    expect(hits.get('/slow')).toBe(1);
    expect(error.message).toBe('Request timeout');
    expect(error).toMatchObject({ kind: 'network', code: 'timeout', status: 0 });
  });

  it("passes the caller's abort through without retrying", async () => {
    const controller = new AbortController();
    const pending = client().request('GET', '/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 30);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(hits.get('/slow')).toBe(1);
  });

  it('does not send a request whose signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      client().request('GET', '/ok', { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(hits.get('/ok')).toBeUndefined();
  });
});
