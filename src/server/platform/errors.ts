import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodType } from 'zod';
import ar from 'zod/v4/locales/ar.js';
import de from 'zod/v4/locales/de.js';
import fr from 'zod/v4/locales/fr.js';
import zhCN from 'zod/v4/locales/zh-CN.js';
import { errorResponse, type FieldError } from '@shared/contracts/common';
import type { Locale } from '@shared/locales';
import {
  type ApiErrorBody,
  codeForStatus,
  type ErrorCode,
  GENERIC_MESSAGES,
  HTTP_MESSAGES,
  statusOfCode,
} from '@shared/errors';
import { errorChain } from '../db/client';
import { requestLocale, sharedTextIn } from './texts';

/** What a route that reads a row answers besides its result: 400 a malformed id, 401 signed out, 404 a row the caller may not see (or none). */
export const ROW_READ_ERRORS = { 400: errorResponse, 401: errorResponse, 404: errorResponse } as const;

/**
 * What a route that changes a row answers besides its result, in the one error shape: 400 a malformed
 * id or body, 401 signed out, 403 a role that may not, 404 a row the caller may not see (or none),
 * 409 a row whose status no longer allows the change.
 */
export const ROW_CHANGE_ERRORS = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse } as const;

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

/** A limit refused the request: 429, and the error handler sends the wait as Retry-After, for every limit alike. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}

/**
 * Refuses a save with every problem the schema could not see at once: validation_error (400) with
 * each field's messages by its body path ("spaces.1.spaceTypeId"), as the schema's own errors, and
 * the first problem as the message. No problems, nothing thrown.
 */
export function throwIfInvalid(errors: readonly FieldError[]): void {
  if (errors.length === 0) return;
  const details: Record<string, string[]> = {};
  for (const { path, message } of errors) (details[path] ??= []).push(message);
  throw new AppError('validation_error', errors[0]!.message, details);
}


function errorBody(code: ErrorCode, message: string, details?: Record<string, string[]>): ApiErrorBody {
  return { error: details ? { code, message, details } : { code, message } };
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large) get plain messages, never internals. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: HTTP_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: HTTP_MESSAGES.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: HTTP_MESSAGES.unsupportedContentType,
  FST_ERR_CTP_BODY_TOO_LARGE: HTTP_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: HTTP_MESSAGES.invalidContentLength,
};

/** Socket errors of a database that is down or unreachable. */
const CONNECTION_ERROR_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** PostgreSQL's: class 08 (connection exception), shutting down or restarting (57P01-57P03), full (53300). */
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[1-3]|53300)$/;
/** What node-postgres says without a code when a connection dies under a query or cannot be made. */
const CONNECTION_LOST_MESSAGES = /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection is closed/i;

/** True when the error, or one it wraps, says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message } of errorChain(error)) {
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The error shape in the request's language (decision 234): the catalogue's texts translated, any other as written. */
export function localizedBody(request: FastifyRequest, code: ErrorCode, message: string, details?: Record<string, string[]>): ApiErrorBody {
  const locale = requestLocale(request);
  const say = (text: string) => sharedTextIn(locale, text);
  const saidDetails = details && Object.fromEntries(Object.entries(details).map(([field, messages]) => [field, messages.map(say)]));
  return errorBody(code, say(message), saidDetails);
}

/** zod's own wording, per language, of a check a contract gives no text of its own (English is zod's default). */
const ZOD_WORDING: Record<Exclude<Locale, 'en'>, () => { localeError: NonNullable<Parameters<ZodType['safeParse']>[1]>['error'] }> = { fr, de, ar, zh: zhCN };

/**
 * A refused part of a request (body, query, headers) checked again in the request's language: a
 * contract's own texts win, as in zod's order, and are translated from the catalogue afterwards like
 * every text; zod's defaults ("Too small: expected…") come in zod's wording of that language. Only on
 * this failure path, so a valid request never pays for it; undefined for English or a part it cannot read.
 */
function issuesInLanguage(request: FastifyRequest, error: { validationContext?: string }): { field: string; message: string }[] | undefined {
  const locale = requestLocale(request);
  if (locale === 'en') return undefined;
  const part = error.validationContext as 'body' | 'querystring' | 'headers' | undefined;
  const schema = part && (request.routeOptions.schema as Record<string, unknown> | undefined)?.[part];
  if (!(schema instanceof ZodType)) return undefined;
  const input = { body: request.body, querystring: request.query, headers: request.headers }[part!];
  const checked = schema.safeParse(input, { error: ZOD_WORDING[locale]().localeError });
  if (checked.success) return undefined;
  return checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(statusOfCode(error.code)).send(localizedBody(request, error.code, error.message, error.details));
    }
    if (isDatabaseUnavailable(error)) {
      // Not a defect of this request: the client may retry (its retry predicate covers 5xx).
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send(localizedBody(request, 'service_unavailable', GENERIC_MESSAGES.network));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path that names no record ("/api/inquiries/abc") is not found, like an unknown id: clients
      // then stop at once instead of treating it as input to correct or a failure to retry.
      if ((error as { validationContext?: string }).validationContext === 'params') {
        return reply.status(404).send(localizedBody(request, 'not_found', GENERIC_MESSAGES.notFound));
      }
      const issues = issuesInLanguage(request, error) ?? error.validation.map((issue) => ({ field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'), message: issue.message }));
      const details: Record<string, string[]> = {};
      for (const { field, message } of issues) (details[field || '_'] ??= []).push(message ?? GENERIC_MESSAGES.invalidInput);
      return reply.status(400).send(localizedBody(request, 'validation_error', GENERIC_MESSAGES.validation, details));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send(localizedBody(request, 'internal_error', GENERIC_MESSAGES.server));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message = FASTIFY_MESSAGES[error.code] ?? (status === 404 ? GENERIC_MESSAGES.notFound : GENERIC_MESSAGES.validation);
      return reply.status(status).send(localizedBody(request, codeForStatus(status), message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(localizedBody(request, 'internal_error', GENERIC_MESSAGES.server));
  });
}
