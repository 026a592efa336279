import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import { IMAGE_REQUIRED_MESSAGE, IMAGE_TOO_LARGE_MESSAGE, warehouseImage } from '@shared/contracts/warehouses';
import { AppError } from '../../platform/errors';
import type { RateLimitRule } from '../../platform/rate-limit';
import { limitRequests } from '../../platform/rate-limit-route';
import { requireViewer } from '../auth/auth.service';
import { deletePendingImage, type ImageDeps, uploadWarehouseImage } from './warehouse-images.service';
import { requireWarehouseManager } from './warehouses.service';

const tags = ['warehouse-images'];

/**
 * For the OpenAPI document only: the multipart body is read by the handler (request.file()), so at
 * validation time request.body is still null and the schema must let that through.
 */
const uploadBody = z
  .object({ file: z.any().meta({ type: 'string', format: 'binary', description: 'The image: JPEG, PNG, GIF or WebP, at most 10 MB' }) })
  .nullish();
const actorOf = (request: FastifyRequest) => ({ viewer: request.viewer, requestId: request.id });

/**
 * The one file of a multipart body, in memory (at most MAX_IMAGE_BYTES: @fastify/multipart's limits,
 * set in app.ts, stop reading past it). Too large: 413 with the catalogue's text; no "file" field: 400.
 */
/**
 * Re-encoding is the most CPU-hungry thing the server does; a form uploads at most 20 at once. One
 * count per user across both upload routes (this one and the single-space catalogue's).
 */
export const IMAGE_UPLOAD_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const satisfies RateLimitRule;

export async function readImageFile(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', IMAGE_REQUIRED_MESSAGE);
  try {
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new AppError('bad_request', IMAGE_REQUIRED_MESSAGE);
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      throw new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE);
    }
    if (error instanceof app.multipartErrors.FilesLimitError) throw new AppError('bad_request', IMAGE_REQUIRED_MESSAGE);
    throw error;
  }
}

export const warehouseImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImageDeps = { db: app.ctx.db, storage: app.ctx.storage, log: app.log };

  app.post(
    '/api/warehouse-images',
    {
      preValidation: async (request) => {
        requireWarehouseManager(request.viewer);
      },
      preHandler: limitRequests('image-upload', IMAGE_UPLOAD_RATE_LIMIT),
      schema: {
        tags,
        summary:
          'Upload one warehouse image (multipart field "file"; JPEG, PNG, GIF or WebP by content; at most 10 MB). It stays a pending upload of the caller until a warehouse save lists it, and expires after 24 hours otherwise',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: {
          201: warehouseImage,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
          415: errorResponse,
          429: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const file = await readImageFile(app, request);
      return reply.status(201).send(await uploadWarehouseImage(deps, actorOf(request), file));
    },
  );

  app.delete(
    '/api/warehouse-images/:id',
    {
      preValidation: async (request) => {
        requireViewer(request.viewer);
      },
      schema: {
        tags,
        summary: 'Remove a pending upload (its uploader or an administrator); saved images are removed through the warehouse form',
        params: idParams,
        response: { 204: z.null(), 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await deletePendingImage(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
