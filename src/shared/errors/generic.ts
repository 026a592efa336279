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
  /** Not in the spec: text with a NUL byte or half of a UTF-16 pair (see wellFormedInput). */
  invalidCharacters: 'This text contains characters that are not allowed.',
  /** Not in the spec: a multipart body without a usable boundary, or cut off. */
  malformedUpload: 'The upload could not be read. Please choose the file again.',
  /** Not in the spec: the image decodes to more pixels than MAX_IMAGE_PIXELS (server/platform/images.ts). */
  imageTooManyPixels: 'The image has too many pixels (at most 50 megapixels). Please choose a smaller image.',
  /** Not in the spec: more uploads are waiting to be processed than the server queues. */
  imageQueueFull: 'Too many images are being processed right now. Please try again in a moment.',
} as const;

/** A rate limit refused the request (429); the same seconds are in its Retry-After header. */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  return `Too many requests. Please try again in ${retryAfterSeconds} seconds.`;
}

export function retriesExhaustedMessage(lastError: string): string {
  return `Request failed after 5 attempts. Last error: ${lastError}`;
}
