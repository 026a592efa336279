import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { type ApiErrorBody, codeForStatus, type ErrorCode, GENERIC_MESSAGES, STATUS_BY_CODE } from '@shared/errors';

/** Services throw AppError; the one error handler below turns it into the JSON error shape. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}


export function errorBody(code: ErrorCode, message: string, details?: Record<string, string[]>): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) get plain messages, never internals. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but a JSON body was expected.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request has an invalid content length.',
};

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(STATUS_BY_CODE[error.code]).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (details[field] ??= []).push(issue.message ?? GENERIC_MESSAGES.invalidInput);
      }
      return reply.status(400).send(errorBody('validation_error', GENERIC_MESSAGES.validation, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal_error', GENERIC_MESSAGES.server));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status === 429) {
      // The rate limiter's own message says when to try again.
      return reply.status(429).send(errorBody('rate_limited', error.message || 'Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? (status === 404 ? GENERIC_MESSAGES.notFound : GENERIC_MESSAGES.validation);
      return reply.status(status).send(errorBody(codeForStatus(status), message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal_error', GENERIC_MESSAGES.server));
  });
}
