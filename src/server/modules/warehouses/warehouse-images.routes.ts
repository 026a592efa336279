import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/contracts/common';
import { warehouseImage } from '@shared/contracts/warehouses';
import { actorOf } from '../../platform/activity-log';
import { addImageUploadRoute, addPendingUploadDeleteRoute } from '../../platform/uploads';
import { deletePendingImage, type ImageDeps, uploadWarehouseImage } from './warehouse-images.service';

const tags = ['warehouse-images'];

export const warehouseImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ImageDeps = { db: app.ctx.db, storage: app.ctx.storage, log: app.log };

  addImageUploadRoute(app, {
    url: '/api/warehouse-images',
    tags,
    summary:
      'Upload one warehouse image (multipart field "file"; JPEG, PNG, GIF or WebP by content; at most 10 MB). It stays a pending upload of the caller until a warehouse save lists it, and expires after 24 hours otherwise',
    types: 'JPEG, PNG, GIF or WebP',
    created: warehouseImage,
    guard: 'warehouse:manage',
    save: (file, request) => uploadWarehouseImage(deps, actorOf(request), file),
  });

  addPendingUploadDeleteRoute(app, {
    url: '/api/warehouse-images/:id',
    params: idParams,
    tags,
    summary: 'Remove a pending upload (its uploader or an administrator); saved images are removed through the warehouse form',
    guard: 'pending-upload:use',
    remove: (actor, id) => deletePendingImage(deps, actor, id),
  });
};
