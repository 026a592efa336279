import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  adminWarehouseRequestsQuery,
  adminWarehouseRequestsResponse,
  approvedWarehouseRequest,
  createdWarehouseRequest,
  rejectWarehouseRequestBody,
  uploadedWarehouseRequestImage,
  updateWarehouseRequestBody,
  warehouseRequestAccessBody,
  warehouseRequestDetail,
  warehouseRequestInput,
} from '@shared/contracts/warehouse-requests';
import { createGeocoder } from '../../platform/geocoding';
import { readImageFile } from '../../platform/uploads';
import { requireRole } from '../auth/auth.service';
import {
  approveRequest,
  createRequest,
  getRequestByLink,
  getRequestForAdministrator,
  listRequests,
  rejectRequest,
  updateRequestByLink,
  uploadRequestImage,
  type WarehouseRequestDeps,
} from './warehouse-requests.service';

const tags = ['warehouse-requests'];
const actorOf = (request: FastifyRequest) => ({ viewer: request.viewer, requestId: request.id });
const visitorOf = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });

/** 401/403 before the body is validated, so a visitor never learns the schema's messages. */
async function administratorsOnly(request: FastifyRequest): Promise<void> {
  requireRole(request.viewer, ['administrator']);
}

/** For the OpenAPI document only: the handler reads the multipart body itself. */
const uploadBody = z
  .object({ file: z.any().meta({ type: 'string', format: 'binary', description: 'The image: PNG, JPG or GIF, at most 10 MB' }) })
  .nullish();

const publicErrors = { 400: errorResponse, 403: errorResponse, 429: errorResponse } as const;
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

/**
 * Listing requests: the visitor's form (no account: the private link's token in a header, rate
 * limits per IP) and the administrators' review.
 */
export const warehouseRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: WarehouseRequestDeps = {
    db: app.ctx.db,
    events: app.ctx.events,
    storage: app.ctx.storage,
    geocoder: createGeocoder({
      provider: app.ctx.config.geocoder,
      log: app.log,
      userAgent: `24WM-warehouse-marketplace/0.1 (+${app.ctx.config.publicUrl})`,
    }),
    log: app.log,
    publicUrl: app.ctx.config.publicUrl,
  };

  app.post(
    '/api/warehouse-requests',
    {
      schema: {
        tags,
        summary:
          'The first save of a listing request (public): submit false saves a draft without checks, true submits it with the form\'s checks. Answers the private link token once',
        body: warehouseRequestInput,
        response: { 201: createdWarehouseRequest, ...publicErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequest(deps, visitorOf(request), request.body)),
  );

  app.post(
    '/api/warehouse-requests/:id/access',
    {
      schema: {
        tags,
        summary:
          'Read a listing request through its private link (the token in the body, never in the URL), while it is a draft or submitted',
        params: idParams,
        body: warehouseRequestAccessBody,
        response: { 200: warehouseRequestDetail, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => getRequestByLink(deps, request.params.id, request.body.token),
  );

  app.put(
    '/api/warehouse-requests/:id',
    {
      schema: {
        tags,
        summary:
          'Save a listing request through its private link (token in the body): its content is replaced, then it is submitted unless submit is false (then it is, or goes back to, a draft)',
        params: idParams,
        body: updateWarehouseRequestBody,
        response: { 200: warehouseRequestDetail, ...publicErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { token, ...input } = request.body;
      return updateRequestByLink(deps, visitorOf(request), request.params.id, token, input);
    },
  );

  app.post(
    '/api/warehouse-request-images',
    {
      schema: {
        tags,
        summary:
          'Upload one image for the request form (public; multipart field "file"; PNG, JPG or GIF by content; at most 10 MB). Answers an upload secret that a save must present to attach it; unsaved uploads expire after 24 hours',
        consumes: ['multipart/form-data'],
        body: uploadBody,
        response: { 201: uploadedWarehouseRequestImage, ...publicErrors, 413: errorResponse, 415: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await readImageFile(app, request);
      return reply.status(201).send(await uploadRequestImage(deps, visitorOf(request), file));
    },
  );

  app.get(
    '/api/admin/warehouse-requests',
    {
      preValidation: administratorsOnly,
      schema: {
        tags,
        summary: 'Listing requests, newest first, optionally of one status (administrator)',
        querystring: adminWarehouseRequestsQuery,
        response: { 200: adminWarehouseRequestsResponse, ...adminErrors },
      },
    },
    async (request) => listRequests(deps, request.viewer, request.query),
  );

  app.get(
    '/api/admin/warehouse-requests/:id',
    {
      preValidation: administratorsOnly,
      schema: {
        tags,
        summary: 'One listing request with spaces, features, services, images, timestamps and admin notes (administrator)',
        params: idParams,
        response: { 200: warehouseRequestDetail, ...adminErrors },
      },
    },
    async (request) => getRequestForAdministrator(deps, request.viewer, request.params.id),
  );

  app.post(
    '/api/admin/warehouse-requests/:id/approve',
    {
      preValidation: administratorsOnly,
      schema: {
        tags,
        summary:
          'Approve a submitted request: creates the live warehouse with everything on it for the contact\'s account (created and emailed a set-password link when there is none) (administrator)',
        params: idParams,
        response: { 200: approvedWarehouseRequest, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => approveRequest(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/warehouse-requests/:id/reject',
    {
      preValidation: administratorsOnly,
      schema: {
        tags,
        summary: 'Reject a submitted request with a reason, kept as its admin notes and emailed to the contact (administrator)',
        params: idParams,
        body: rejectWarehouseRequestBody,
        response: { 200: warehouseRequestDetail, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => rejectRequest(deps, actorOf(request), request.params.id, request.body.reason),
  );
};
