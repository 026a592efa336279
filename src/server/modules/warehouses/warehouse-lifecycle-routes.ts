import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import { createdWarehouse, warehouseStatusBody } from '@shared/contracts/warehouses';
import { type Actor, actorOf } from '../../platform/activity-log';
import { permissionGate } from '../../platform/viewer';
import type { WarehouseDeps } from './warehouses.service';

/** The errors every signed-in write of a listing can answer: bad input, not signed in, not allowed. */
export const writeErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse } as const;

type Listing = {
  /** The listing's path without the id, e.g. /api/warehouses. */
  path: string;
  tags: string[];
  /** What the summaries call it: "a warehouse", "a single-space listing". */
  noun: string;
  /** The listing as the status switch answers it. */
  detail: z.ZodType;
};

/** The kind's own services: each checks the permission and the kind itself. */
type LifecycleServices = {
  setStatus: (deps: WarehouseDeps, actor: Actor, id: string, isActive: boolean) => Promise<unknown>;
  duplicate: (deps: WarehouseDeps, actor: Actor, id: string) => Promise<{ id: string }>;
  remove: (deps: WarehouseDeps, actor: Actor, id: string) => Promise<void>;
};

/**
 * What an owner or an administrator does to a listing as a whole, the same for a multi-space
 * warehouse and a single-space one: switch it active or inactive, copy it, delete it (409 while
 * inquiries or bookings refer to it).
 */
export function addWarehouseLifecycleRoutes(app: FastifyInstance, deps: WarehouseDeps, listing: Listing, services: LifecycleServices): void {
  const manage = permissionGate('warehouse:manage');
  // The schemas validate params and body before the handlers run; the generics say so to TypeScript.
  app.patch<{ Params: z.infer<typeof idParams>; Body: z.infer<typeof warehouseStatusBody> }>(
    `${listing.path}/:id/status`,
    {
      preValidation: manage,
      schema: {
        tags: listing.tags,
        summary: `Switch ${listing.noun} active or inactive (its owner or an administrator)`,
        params: idParams,
        body: warehouseStatusBody,
        response: { 200: listing.detail, ...writeErrors, 404: errorResponse },
      },
    },
    async (request) => services.setStatus(deps, actorOf(request), request.params.id, request.body.isActive),
  );
  app.post<{ Params: z.infer<typeof idParams> }>(
    `${listing.path}/:id/duplicate`,
    {
      preValidation: manage,
      schema: {
        tags: listing.tags,
        summary: `Copy ${listing.noun} with everything on it as "{name} (Copy)", same owner and status (its owner or an administrator)`,
        params: idParams,
        response: { 201: createdWarehouse, ...writeErrors, 404: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await services.duplicate(deps, actorOf(request), request.params.id)),
  );
  app.delete<{ Params: z.infer<typeof idParams> }>(
    `${listing.path}/:id`,
    {
      preValidation: manage,
      schema: {
        tags: listing.tags,
        summary: `Delete ${listing.noun} with everything on it (its owner or an administrator); 409 while inquiries or bookings refer to it`,
        params: idParams,
        response: { 204: z.null(), ...writeErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await services.remove(deps, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
