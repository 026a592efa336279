import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';
import { codeForStatus, GENERIC_MESSAGES, type ApiErrorBody, type ErrorCode } from '@shared/errors';

/**
 * The one HTTP client of the web app. Every feature's fetcher calls `apiRequest` (a read through
 * `apiQueryOptions` below); nothing else calls `fetch` for the API. JSON in and out, cookies sent
 * same-origin, a time-out, and every failure shaped as an ApiError. One attempt per call: retries
 * are TanStack Query's alone, with the shared predicate of query-retries.ts.
 */

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiErrorKind =
  | 'network'
  | 'validation'
  | 'auth'
  | 'permission'
  | 'not_found'
  | 'server'
  | 'general';

/** Server codes plus the two the client produces itself when no answer arrived. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'timeout';

type QueryValue = string | number | boolean | null | undefined;
type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export type ApiRequestOptions = {
  /** Sent as JSON, or as is when it is FormData (uploads). */
  body?: unknown;
  /** Appended to the path; null and undefined values are left out, arrays repeat the key. */
  query?: QueryParams;
  signal?: AbortSignal;
  /** Lets a request outlive the page (error reports sent while the page unloads). */
  keepalive?: boolean;
};

export type ApiClientConfig = {
  /** Prefix for every path; '' in the browser (same origin). */
  baseUrl?: string;
  /** Time-out of one request, so of each attempt TanStack Query makes. */
  timeoutMs?: number;
};

const DEFAULT_API_CLIENT_CONFIG = {
  baseUrl: '',
  timeoutMs: 10_000,
} as const satisfies Required<ApiClientConfig>;

type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  kind: ApiErrorKind;
  message: string;
  details?: Record<string, string[]>;
  cause?: unknown;
};

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or 0 when no answer arrived (network error, time-out). */
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly kind: ApiErrorKind;
  /** Per-field messages of a validation error. */
  readonly details: Record<string, string[]> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.kind = init.kind;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function kindForStatus(status: number): ApiErrorKind {
  if (status === 400 || status === 422) return 'validation';
  if (status === 401) return 'auth';
  if (status === 403) return 'permission';
  if (status === 404) return 'not_found';
  if (status >= 500) return 'server';
  return 'general';
}

function genericMessageForKind(kind: ApiErrorKind): string {
  switch (kind) {
    case 'network':
      return isBrowserOffline() ? GENERIC_MESSAGES.offline : GENERIC_MESSAGES.network;
    case 'validation':
      return GENERIC_MESSAGES.validation;
    case 'auth':
      return GENERIC_MESSAGES.auth;
    case 'permission':
      return GENERIC_MESSAGES.permission;
    case 'not_found':
      return GENERIC_MESSAGES.notFound;
    case 'server':
      return GENERIC_MESSAGES.server;
    case 'general':
      return GENERIC_MESSAGES.default;
  }
}

export function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function buildUrl(baseUrl: string, path: string, query: QueryParams | undefined): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as QueryValue[]) {
      if (value !== null && value !== undefined) search.append(key, String(value));
    }
  }
  const queryString = search.toString();
  if (!queryString) return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${queryString}`;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromResponse(status: number, body: unknown): ApiError {
  const kind = kindForStatus(status);
  const serverError = isErrorBody(body) ? body.error : undefined;
  const message =
    typeof serverError?.message === 'string' && serverError.message.trim() !== ''
      ? serverError.message
      : genericMessageForKind(kind);
  return new ApiError({
    status,
    kind,
    code: typeof serverError?.code === 'string' ? serverError.code : codeForStatus(status),
    message,
    details: serverError?.details,
  });
}

function networkError(cause: unknown): ApiError {
  return new ApiError({
    status: 0,
    kind: 'network',
    code: 'network_error',
    message: genericMessageForKind('network'),
    cause,
  });
}

function timeoutError(): ApiError {
  return new ApiError({
    status: 0,
    kind: 'network',
    code: 'timeout',
    message: GENERIC_MESSAGES.timeout,
  });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

export type ApiClient = {
  request<T>(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<T>;
};

export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const settings = { ...DEFAULT_API_CLIENT_CONFIG, ...config };

  /** One attempt: resolves with the parsed body, rejects with an ApiError or the caller's abort. */
  async function attempt(
    method: HttpMethod,
    url: string,
    init: RequestInit,
    callerSignal: AbortSignal | undefined,
  ): Promise<unknown> {
    if (callerSignal?.aborted) throw abortReason(callerSignal);
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, settings.timeoutMs);
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      const response = await fetch(url, { ...init, method, signal: controller.signal });
      // The timer keeps running while the body streams in: a stalled body is a time-out too.
      const body = await readBody(response);
      if (!response.ok) throw errorFromResponse(response.status, body);
      return body;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (callerSignal?.aborted) throw abortReason(callerSignal);
      if (timedOut) throw timeoutError();
      throw networkError(error);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    options: ApiRequestOptions = {},
  ): Promise<T> {
    const { body, query, signal, keepalive } = options;
    const url = buildUrl(settings.baseUrl, path, query);
    const headers: Record<string, string> = { Accept: 'application/json' };
    let requestBody: BodyInit | undefined;
    if (body instanceof FormData) {
      requestBody = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }
    const init: RequestInit = {
      headers,
      body: requestBody,
      credentials: 'same-origin',
      ...(keepalive ? { keepalive: true } : {}),
    };

    return (await attempt(method, url, init, signal)) as T;
  }

  return { request };
}

const defaultClient = createApiClient();

export function apiRequest<T>(
  method: HttpMethod,
  path: string,
  options?: ApiRequestOptions,
): Promise<T> {
  return defaultClient.request<T>(method, path, options);
}

type QueryParamsOption = ApiRequestOptions['query'];

/**
 * The query of one `GET` endpoint: its key, and the fetcher that reads `path` (with `query`) and hands
 * on TanStack Query's abort signal. Each endpoint keeps its file under `features/<domain>/api/` (its
 * path, key and response type, its `getXQueryOptions` and `useX`); what differs (a stale time,
 * `enabled`) is spread over these options. Here rather than in a file of their own: see
 * docs/decisions/116-web-reads-one-fetcher.md.
 */
export function apiQueryOptions<Response>(queryKey: QueryKey, path: string, query?: QueryParamsOption) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => apiRequest<Response>('GET', path, { signal, query }),
  });
}

/** A page of a list: paging, filtering or searching keeps the previous page on screen until the next arrives. */
export function pagedListQueryOptions<Response>(queryKey: QueryKey, path: string, query: QueryParamsOption) {
  return queryOptions({ ...apiQueryOptions<Response>(queryKey, path, query), placeholderData: keepPreviousData });
}
