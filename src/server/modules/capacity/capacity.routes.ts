import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockInput, blockParams, capacityBlock, capacityQuery, warehouseCapacity } from '@shared/contracts/capacity';
import { errorResponse, idParams } from '@shared/contracts/common';
import { actorOf } from '../../platform/activity-log';
import { permissionGate } from '../../platform/viewer';
import { createBlock, getWarehouseCapacity, removeBlock } from './capacity-timeline.service';

const tags = ['capacity'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

/**
 * The owner's capacity timeline and blocks of any warehouse (single- or multi-space): its owner and
 * administrators (warehouse:manage), answered like the other warehouse-management routes.
 */
export const capacityRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.ctx.db, events: app.ctx.events };

  app.get(
    '/api/warehouses/:id/capacity',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary:
          'Capacity timeline per space type: total, booked, blocked, held by sent offers (apart; they do not reduce free) and free m², in steps of equal days, with the blocks and bookings of the period. from defaults to today, to to 90 days on; at most 731 days',
        params: idParams,
        querystring: capacityQuery,
        response: { 200: warehouseCapacity, ...errors },
      },
    },
    async (request) => getWarehouseCapacity(deps, request.viewer, request.params.id, request.query),
  );

  app.post(
    '/api/warehouses/:id/blocks',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary:
          'Block m² of one space type for some days (maintenance, a direct contract); 409 capacity_exceeded when more than is free on one of those days',
        params: idParams,
        body: blockInput,
        response: { 201: capacityBlock, ...errors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createBlock(deps, actorOf(request), request.params.id, request.body)),
  );

  app.delete(
    '/api/warehouses/:id/blocks/:blockId',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags,
        summary: "Remove one of the warehouse's blocks; its space is free again",
        params: blockParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBlock(deps, actorOf(request), request.params.id, request.params.blockId);
      return reply.status(204).send(null);
    },
  );
};
