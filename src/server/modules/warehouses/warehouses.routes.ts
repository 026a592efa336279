import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  createdWarehouse,
  myWarehousesQuery,
  myWarehousesResponse,
  warehouseDetail,
  warehouseFreeSpace,
  warehouseFreeSpaceQuery,
  warehouseInput,
} from '@shared/contracts/warehouses';
import { actorOf } from '../../platform/activity-log';
import { requestLocale, variesByLanguage } from '../../platform/texts';
import { permissionGate } from '../../platform/viewer';
import { addWarehouseLifecycleRoutes, writeErrors } from './warehouse-lifecycle-routes';
import {
  createWarehouse,
  createWarehouseDeps,
  deleteWarehouse,
  duplicateWarehouse,
  getWarehouse,
  getWarehouseFreeSpace,
  listMyWarehouses,
  setWarehouseStatus,
  updateWarehouse,
} from './warehouses.service';

const tags = ['warehouses'];

/** The multi-space catalogue (/m-warehouses on screen): detail, the form's create and update, and the dashboard's actions. */
export const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = createWarehouseDeps(app.ctx, app.log);

  app.get(
    '/api/warehouses/mine',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary: 'The dashboard table, newest first: an owner\'s own warehouses, every warehouse for an administrator',
        querystring: myWarehousesQuery,
        response: { 200: myWarehousesResponse, ...writeErrors },
      },
    },
    async (request) => listMyWarehouses(deps, request.viewer, request.query),
  );

  app.get(
    '/api/warehouses/:id',
    {
      schema: {
        tags,
        summary:
          'One warehouse with spaces, features, services and images. Visitors see active ones; signed-in users also their own inactive ones; administrators all. ' +
          'Name and description in the reader\'s language (the `locale` cookie, else the profile\'s, else Accept-Language, else English) where the owner translated them, each with its language; its owner and administrators also get what the form edits (editableTexts)',
        params: idParams,
        response: { 200: warehouseDetail, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      variesByLanguage(reply);
      return getWarehouse(deps, request.viewer, request.params.id, requestLocale(request));
    },
  );

  app.get(
    '/api/warehouses/:id/free-space',
    {
      schema: {
        tags,
        summary:
          'Free m² per space type of one warehouse on every day from `from` to `to` (capacity less bookings and blocks; held offers do not count). Seen by whoever may see the warehouse',
        params: idParams,
        querystring: warehouseFreeSpaceQuery,
        response: { 200: warehouseFreeSpace, 400: errorResponse, 404: errorResponse },
      },
    },
    async (request) => getWarehouseFreeSpace(deps, request.viewer, request.params.id, request.query),
  );

  app.post(
    '/api/warehouses',
    {
      preValidation: permissionGate('warehouse:create'),
      schema: {
        tags,
        summary:
          'Create a warehouse owned by the caller (warehouse owner or administrator) with spaces, features, services and uploaded images; geocoded when no coordinates are given',
        body: warehouseInput,
        response: { 201: createdWarehouse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createWarehouse(deps, actorOf(request), request.body)),
  );

  app.put(
    '/api/warehouses/:id',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary:
          'Save the whole form over a warehouse (its owner or an administrator): spaces, features, services and the image list are replaced',
        params: idParams,
        body: warehouseInput,
        // 409: a single-space listing, which its own form (/api/owner-warehouses) saves.
        response: { 200: warehouseDetail, ...writeErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => updateWarehouse(deps, actorOf(request), request.params.id, request.body),
  );

  addWarehouseLifecycleRoutes(app, deps, { path: '/api/warehouses', tags, noun: 'a warehouse', detail: warehouseDetail }, {
    setStatus: setWarehouseStatus,
    duplicate: duplicateWarehouse,
    remove: deleteWarehouse,
  });
};
