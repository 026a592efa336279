import { GENERIC_MESSAGES } from '@shared/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, type ApiErrorKind } from './api-client';
import { MAX_ATTEMPTS, retryDelayMs, shouldRetryRequest } from './query-retries';

function apiError(status: number, kind: ApiErrorKind, message = 'What the server said'): ApiError {
  return new ApiError({ status, kind, code: status === 0 ? 'network_error' : 'internal_error', message });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shouldRetryRequest', () => {
  it('retries network errors, time-outs and 5xx', () => {
    expect(shouldRetryRequest(0, apiError(0, 'network'))).toBe(true);
    expect(shouldRetryRequest(0, new ApiError({ status: 0, kind: 'network', code: 'timeout', message: GENERIC_MESSAGES.timeout }))).toBe(true);
    expect(shouldRetryRequest(0, apiError(500, 'server'))).toBe(true);
    expect(shouldRetryRequest(0, apiError(503, 'server'))).toBe(true);
  });

  it.each([
    [400, 'validation'],
    [401, 'auth'],
    [403, 'permission'],
    [404, 'not_found'],
    [409, 'general'],
    [413, 'general'],
    [429, 'general'],
  ] as const)('never retries a %i', (status, kind) => {
    const error = apiError(status, kind);
    expect(shouldRetryRequest(0, error)).toBe(false);
    expect(error.message).toBe('What the server said');
  });

  it('never retries what is not an API error (an abort, a defect in the code)', () => {
    expect(shouldRetryRequest(0, new DOMException('The operation was aborted.', 'AbortError'))).toBe(false);
    expect(shouldRetryRequest(0, new TypeError('x is undefined'))).toBe(false);
  });

  it('does not retry a network error while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(shouldRetryRequest(0, apiError(0, 'network', GENERIC_MESSAGES.offline))).toBe(false);
  });

  it('stops after 5 attempts and gives the last error the spec text, once', () => {
    expect(MAX_ATTEMPTS).toBe(5);
    const decisions = [0, 1, 2, 3].map((failures) => shouldRetryRequest(failures, apiError(503, 'server')));
    expect(decisions).toEqual([true, true, true, true]);
    const last = apiError(503, 'server', GENERIC_MESSAGES.server);
    expect(shouldRetryRequest(4, last)).toBe(false);
    expect(last.message).toBe('Request failed after 5 attempts. Last error: Server error. Please try again later.');
    // TanStack asks once per failure; asked again, the text is not wrapped twice.
    expect(shouldRetryRequest(4, last)).toBe(false);
    expect(last.message).toBe('Request failed after 5 attempts. Last error: Server error. Please try again later.');
  });
});

describe('retryDelayMs', () => {
  it('waits 1 s before the 2nd attempt, doubling before each further one', () => {
    expect([0, 1, 2, 3].map(retryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
  });
});
