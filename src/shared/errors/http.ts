/** A request the server could not read (any route): texts the screens never need, so apart from generic.ts. */

export const HTTP_MESSAGES = {
  /** Fastify's own 4xx errors get plain messages, never internals. */
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty but a JSON body was expected.',
  unsupportedContentType: 'Unsupported content type.',
  bodyTooLarge: 'The request body is too large.',
  invalidContentLength: 'The request has an invalid content length.',
  /** An id in a path or query that is not a UUID (a path answers 404 instead; see errors.ts). */
  invalidId: 'Invalid id',
  /** Not in the spec: text with a NUL byte or half of a UTF-16 pair (see wellFormedInput). */
  invalidCharacters: 'This text contains characters that are not allowed.',
} as const;
