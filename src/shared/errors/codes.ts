/** Error codes and their HTTP statuses, and the JSON error body every API route answers with. */

export const ERROR_CODES = [
  'validation_error',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The HTTP status of each error code: the server answers with it, the web reads it back. */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  validation_error: 400,
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
};

/** The code of a status that came without one (Fastify's own errors, a proxy's answer). */
export function codeForStatus(status: number): ErrorCode {
  // Schema violations are reported as validation_error above; any other 400 is a malformed request.
  if (status === 400) return 'bad_request';
  const match = (Object.entries(STATUS_BY_CODE) as [ErrorCode, number][]).find(([, s]) => s === status);
  if (match) return match[0];
  return status >= 500 ? 'internal_error' : 'bad_request';
}

/** The JSON error body every API route answers with. */
export type ApiErrorBody = {
  error: { code: ErrorCode; message: string; details?: Record<string, string[]> };
};
