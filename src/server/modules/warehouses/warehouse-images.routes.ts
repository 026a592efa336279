import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import { warehouseImage } from '@shared/contracts/warehouses';
import { limitRequests } from '../../platform/rate-limit-route';
import { IMAGE_UPLOAD_RATE_LIMIT, readImageFile } from '../../platform/uploads';
import { permissionGate } from '../../platform/viewer';
import { deletePendingImage, type ImageDeps, uploadWarehouseImage } from './warehouse-images.service';

const tags = ['warehouse-images'];

/**
 * For the OpenAPI document only: the multipart body is read by the handler (request.file()), so at
 * validation time request.body is still null and the schema must let that through.
 */
const uploadBody = z
  .object({ file: z.any().meta({ type: 'string', format: 'binary', description: 'The image: JPEG, PNG, GIF or WebP, at most 10 MB' }) })
  .nullish();
const actorOf = (request: FastifyRequest) => ({ viewer: request.viewer, requestId: request.id });

export const warehouseImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImageDeps = { db: app.ctx.db, storage: app.ctx.storage, log: app.log };

  app.post(
    '/api/warehouse-images',
    {
      preValidation: permissionGate('warehouse:manage'),
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
      preValidation: permissionGate('warehouse-image:delete'),
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
