/** Texts of any screen or route: the generic catalogue by kind, rate limits, retries. */

/** Generic catalogue, by kind (spec 01 section 8). */
export const GENERIC_MESSAGES = {
  default: 'An unexpected error occurred. Please try again.',
  network: 'Unable to connect to the server. Please check your connection.',
  validation: 'Please check your input and try again.',
  auth: 'Authentication error. Please sign in again.',
  notFound: 'The requested resource was not found.',
  server: 'Server error. Please try again later.',
  invalidInput: 'Please check your input values.',
  permission: 'You do not have permission to perform this action.',
  offline: 'No internet connection. Please check your connection and try again.',
  /** Ours: what the offline banner adds, since paused requests carry on by themselves. */
  offlineResumes: 'What you asked for will load as soon as you are back online.',
  timeout: 'Request timeout',
  fileUpload: 'Failed to upload file.',
} as const;

/** A rate limit refused the request (429); the same seconds are in its Retry-After header. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

export function retriesExhaustedMessage(lastError: string): string {
  return `Request failed after 5 attempts. Last error: ${lastError}`;
}
