import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponse } from '@shared/contracts/common';
import type { Action } from '@shared/permissions';
import { IMAGE_MESSAGES } from '@shared/errors';
import { type Actor, actorOf } from './activity-log';
import { AppError, ROW_CHANGE_ERRORS } from './errors';
import type { RateLimitRule } from './rate-limit';
import { limitRequests } from './rate-limit-route';
import { permissionGate } from './viewer';

/**
 * Re-encoding is the most CPU-hungry thing the server does; a form uploads at most 20 at once. One
 * count per user across both upload routes (the warehouse images and the single-space catalogue's).
 */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const satisfies RateLimitRule;

/**
 * The one file of a multipart body, in memory (at most MAX_IMAGE_BYTES: @fastify/multipart's limits,
 * set in app.ts, stop reading past it). Too large: 413; no "file" field: 400.
 * Every image upload route reads its file through this one function.
 * Anything else that goes wrong here is the body itself (no boundary, an empty one, a body cut off
 * mid-part): the parser throws plain errors for those, and they are the client's, so 400, never 500.
 */
export async function readImageFile(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', IMAGE_MESSAGES.required);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError('bad_request', IMAGE_MESSAGES.required);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', IMAGE_MESSAGES.tooLarge);
    }
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError('bad_request', IMAGE_MESSAGES.required);
    throw Object.assign(new AppError('bad_request', IMAGE_MESSAGES.malformedUpload), { cause: error });
  }
}

/** What an upload route answers besides its 201: a bad or missing file, its size, its type, the rate limit. */
const IMAGE_UPLOAD_ERRORS = { 400: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse, 429: errorResponse } as const;

type ImageUploadRoute<Created extends z.ZodType, Params extends z.ZodType> = {
  url: string;
  /** The URL's parameters ("/api/bookings/:id/receipt-photos"), validated before the body is read (400). */
  params?: Params;
  /** What else it may answer, for a route about a row: 404 for a row the caller may not see, 409 for one that no longer allows it. */
  rowErrors?: readonly (404 | 409)[];
  tags: string[];
  summary: string;
  /** What the route accepts, for the OpenAPI document ("JPEG or PNG"). */
  types: string;
  created: Created;
  /**
   * For a signed-in route: the action that may upload (401/403 before the body is read); such routes
   * share the per-user IMAGE_UPLOAD_RATE_LIMIT. Without it the route is public and its service limits callers.
   */
  guard?: Action;
  /** Checks and stores the file; its answer is the 201's body. `params` are the URL's, as validated. */
  save: (file: Buffer, request: FastifyRequest, params: z.infer<Params>) => Promise<z.infer<Created>>;
};

/**
 * Every image upload route: a multipart body of one "file" read by readImageFile, 201 with what
 * `save` answers. The schema's body is for the OpenAPI document only: the handler reads the file
 * itself, so at validation time request.body is still null and the schema must let that through.
 */
export function addImageUploadRoute<Created extends z.ZodType, Params extends z.ZodType = z.ZodUndefined>(
  app: FastifyInstance,
  route: ImageUploadRoute<Created, Params>,
): void {
  const { guard } = route;
  const file = z.any().meta({ type: 'string', format: 'binary', description: `The image: ${route.types}, at most 10 MB` });
  app.route({
    method: 'POST',
    url: route.url,
    ...(guard && {
      preValidation: permissionGate(guard),
      preHandler: limitRequests('image-upload', IMAGE_UPLOAD_RATE_LIMIT),
    }),
    schema: {
      tags: route.tags,
      summary: route.summary,
      consumes: ['multipart/form-data'],
      ...(route.params && { params: route.params }),
      body: z.object({ file }).nullish(),
      response: {
        201: route.created,
        ...IMAGE_UPLOAD_ERRORS,
        ...(guard && { 401: errorResponse }),
        ...Object.fromEntries((route.rowErrors ?? []).map((status) => [status, errorResponse])),
      },
    },
    // Fastify has validated the params against route.params (or there are none).
    handler: async (request, reply) => reply.status(201).send(await route.save(await readImageFile(app, request), request, request.params as z.infer<Params>)),
  });
}

type PendingUploadDeleteRoute = {
  url: string;
  params: z.ZodType<{ id: string }>;
  tags: string[];
  summary: string;
  /** The action that may remove one at all (401/403 before the service looks at the upload). */
  guard: Action;
  /** Checks and removes the pending upload `id`: 404 for one the caller may not see, 409 for one already saved. */
  remove: (actor: Actor, id: string) => Promise<void>;
};

/** Every removal of a pending upload (the form's remove button before saving): 204 with no body. */
export function addPendingUploadDeleteRoute(app: FastifyInstance, route: PendingUploadDeleteRoute): void {
  app.route({
    method: 'DELETE',
    url: route.url,
    preValidation: permissionGate(route.guard),
    schema: {
      tags: route.tags,
      summary: route.summary,
      params: route.params,
      response: { 204: z.null(), ...ROW_CHANGE_ERRORS },
    },
    handler: async (request, reply) => {
      // Fastify has validated the params against route.params.
      await route.remove(actorOf(request), (request.params as { id: string }).id);
      return reply.status(204).send(null);
    },
  });
}
