import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  ownerWarehouseDetail,
  ownerWarehouseInput,
  ownerWarehousesQuery,
  ownerWarehousesResponse,
} from '@shared/contracts/owner-warehouses';
import { createdWarehouse, warehouseImage } from '@shared/contracts/warehouses';
import { OWNER_WAREHOUSE_MESSAGES } from '@shared/errors';
import { type ImageDeps, uploadWarehouseImage } from '../warehouses/warehouse-images.service';
import { actorOf } from '../../platform/activity-log';
import { addImageUploadRoute } from '../../platform/uploads';
import { requestLocale, variesByLanguage } from '../../platform/texts';
import { permissionGate } from '../../platform/viewer';
import { addWarehouseLifecycleRoutes, writeErrors } from '../warehouses/warehouse-lifecycle-routes';
import { createWarehouseDeps } from '../warehouses/warehouses.service';
import {
  createOwnerWarehouse,
  deleteOwnerWarehouse,
  duplicateOwnerWarehouse,
  getOwnerWarehouse,
  listOwnerWarehouses,
  setOwnerWarehouseStatus,
  updateOwnerWarehouse,
} from './owner-warehouses.service';

const tags = ['owner-warehouses'];

/**
 * The single-space owner warehouses (/warehouses on screen): a listing with a warehouse type, one
 * size and price per m², and operating hours. Stored as a warehouse with one space, so browse,
 * inquiries, offers and bookings treat it like any other warehouse.
 */
export const ownerWarehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = createWarehouseDeps(app.ctx, app.log);
  const imageDeps: ImageDeps = { db: app.ctx.db, storage: app.ctx.storage, log: app.log };

  app.get(
    '/api/owner-warehouses/mine',
    {
      preValidation: permissionGate('listings:manage-own'),
      schema: {
        tags,
        summary: "My Warehouses of the single-space catalogue: the caller's own listings, newest first (warehouse owners)",
        querystring: ownerWarehousesQuery,
        response: { 200: ownerWarehousesResponse, ...writeErrors },
      },
    },
    async (request) => listOwnerWarehouses(deps, request.viewer, request.query),
  );

  app.get(
    '/api/owner-warehouses/:id',
    {
      schema: {
        tags,
        summary:
          'One single-space listing with type, hours, features, services and images. Visitors see active ones; signed-in users also their own inactive ones; administrators all',
        params: idParams,
        response: { 200: ownerWarehouseDetail, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      variesByLanguage(reply);
      return getOwnerWarehouse(deps, request.viewer, request.params.id, requestLocale(request));
    },
  );

  app.post(
    '/api/owner-warehouses',
    {
      preValidation: permissionGate('listing:create'),
      schema: {
        tags,
        summary: 'Create a single-space listing owned by the caller (warehouse owners only); the address is geocoded',
        body: ownerWarehouseInput,
        response: { 201: createdWarehouse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createOwnerWarehouse(deps, actorOf(request), request.body)),
  );

  app.put(
    '/api/owner-warehouses/:id',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary: 'Save the form over a single-space listing (its owner or an administrator); the status is kept',
        params: idParams,
        body: ownerWarehouseInput,
        response: { 200: ownerWarehouseDetail, ...writeErrors, 404: errorResponse },
      },
    },
    async (request) => updateOwnerWarehouse(deps, actorOf(request), request.params.id, request.body),
  );

  addWarehouseLifecycleRoutes(app, deps, { path: '/api/owner-warehouses', tags, noun: 'a single-space listing', detail: ownerWarehouseDetail }, {
    setStatus: setOwnerWarehouseStatus,
    duplicate: duplicateOwnerWarehouse,
    remove: deleteOwnerWarehouse,
  });

  addImageUploadRoute(app, {
    url: '/api/owner-warehouse-images',
    tags,
    summary:
      'Upload one image for a single-space listing (multipart field "file"; JPEG or PNG by content; at most 10 MB). A pending upload like POST /api/warehouse-images; remove it with DELETE /api/warehouse-images/:id',
    types: 'JPEG or PNG',
    created: warehouseImage,
    guard: 'warehouse:manage',
    save: (file, request) =>
      uploadWarehouseImage(imageDeps, actorOf(request), file, { allowedTypes: ['jpeg', 'png'], typeMessage: OWNER_WAREHOUSE_MESSAGES.imageType }),
  });
};
