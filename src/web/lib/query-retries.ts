import { retriesExhaustedMessage } from '@shared/errors';
import { isApiError, isBrowserOffline, type ApiError } from './api-client';

/**
 * The web app's one retry layer: TanStack Query's `retry` and `retryDelay`, set once as the
 * QueryClient's query defaults (src/web/app/providers.tsx). The API client makes one attempt per
 * call; this file decides whether another follows. Spec 01 section 9: up to 5 attempts, 1000 ms
 * base, doubling.
 */

export const MAX_ATTEMPTS = 5;
const RETRY_BASE_DELAY_MS = 1_000;

/**
 * Worth asking again: no answer arrived (network error, time-out) or the server failed (5xx).
 * Never a 4xx: a refusal (401, 403, 404, 409, 429…) is the answer and stays the same on a retry.
 * Never while the browser is offline: every attempt would fail alike, so the offline message shows
 * at once and the query refetches on reconnect.
 */
export function isRetryableError(error: unknown): error is ApiError {
  if (!isApiError(error)) return false; // the caller aborted, or the code itself failed
  if (error.kind === 'network') return !isBrowserOffline();
  return error.status >= 500;
}

const exhausted = new WeakSet<ApiError>();

/**
 * TanStack Query's `retry` for every query. `failureCount` counts the failures before this one,
 * so attempts stop at MAX_ATTEMPTS. When the last one fails, its error takes the spec's "Request
 * failed after 5 attempts. Last error: {message}": only this layer counts attempts, and TanStack
 * keeps the very error object the predicate saw, so the text is set on it here.
 */
export function shouldRetryRequest(failureCount: number, error: unknown): boolean {
  if (!isRetryableError(error)) return false;
  if (failureCount + 1 < MAX_ATTEMPTS) return true;
  if (!exhausted.has(error)) {
    exhausted.add(error);
    error.message = retriesExhaustedMessage(error.message);
  }
  return false;
}

/** TanStack Query's `retryDelay`: 1 s before the 2nd attempt, doubling before each further one. */
export function retryDelayMs(failureCount: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** failureCount;
}
