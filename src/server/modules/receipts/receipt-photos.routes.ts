import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@shared/contracts/common';
import { receiptPhotoIdParams, uploadedReceiptPhoto } from '@shared/contracts/receipts';
import { actorOf } from '../../platform/activity-log';
import { ROW_READ_ERRORS } from '../../platform/errors';
import { addImageUploadRoute, addPendingUploadDeleteRoute } from '../../platform/uploads';
import { permissionGate } from '../../platform/viewer';
import { deletePendingReceiptPhoto, readReceiptPhoto, type ReceiptPhotoDeps, uploadReceiptPhoto } from './receipt-photos.service';

const tags = ['receipts'];

/** Photos of goods received (issue #38, decision 212): private to the booking's people. */
export const receiptPhotosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ReceiptPhotoDeps = { db: app.ctx.db, storage: app.ctx.storage, log: app.log };

  addImageUploadRoute(app, {
    url: '/api/bookings/:id/receipt-photos',
    params: idParams,
    tags,
    summary:
      'Upload one photo of goods received on an active booking (multipart field "file"; JPEG, PNG, GIF or WebP by content; at most 10 MB): the warehouse\'s owner or an administrator (404 for anyone not on the booking). Re-encoded to WebP without metadata and kept private; it stays a pending photo until a receipt\'s photoIds name it, and expires after 24 hours otherwise',
    types: 'JPEG, PNG, GIF or WebP',
    created: uploadedReceiptPhoto,
    guard: 'warehouse:manage',
    rowErrors: [404, 409],
    save: (file, request, params) => uploadReceiptPhoto(deps, actorOf(request), params.id, file),
  });

  addPendingUploadDeleteRoute(app, {
    url: '/api/receipt-photos/:id',
    params: receiptPhotoIdParams,
    tags,
    summary: 'Remove a pending photo (its uploader or an administrator; 404 for anyone not on its booking); a photo on an issued receipt stays (409)',
    guard: 'account:use',
    remove: (actor, id) => deletePendingReceiptPhoto(deps, actor, id),
  });

  for (const variant of ['full', 'thumbnail'] as const) {
    app.get(
      variant === 'full' ? '/api/receipt-photos/:id' : '/api/receipt-photos/:id/thumbnail',
      {
        preValidation: permissionGate('booking:view'),
        schema: {
          tags,
          summary:
            variant === 'full'
              ? "A photo of goods received (image/webp, at most 1600 px a side), for the booking's trader, the warehouse's owner and administrators (404 for anyone else)"
              : "A photo's 480 x 360 thumbnail (image/webp), for the booking's trader, the warehouse's owner and administrators (404 for anyone else)",
          params: receiptPhotoIdParams,
          // The body is a stream Fastify sends as it is, never serialized.
          response: { 200: z.unknown().describe('The image (image/webp)'), ...ROW_READ_ERRORS },
        },
      },
      async (request, reply) => {
        const photo = await readReceiptPhoto(deps, request.viewer, request.params.id, variant);
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', photo.size)
          // Private: the browser that was allowed may keep it (the bytes never change); no shared cache may.
          .header('cache-control', photo.cacheControl)
          .header('x-content-type-options', 'nosniff')
          .send(photo.stream);
      },
    );
  }
};
