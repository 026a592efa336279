import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  adminListingRequestsQuery,
  adminListingRequestsResponse,
  approvedListingRequest,
  createdListingRequest,
  rejectListingRequestBody,
  uploadedListingRequestImage,
  updateListingRequestBody,
  listingRequestAccessBody,
  listingRequestDetail,
  listingRequestInput,
} from '@shared/contracts/listing-requests';
import { actorOf } from '../../platform/activity-log';
import { createAppGeocoder } from '../../platform/geocoding';
import { addImageUploadRoute } from '../../platform/uploads';
import { permissionGate } from '../../platform/viewer';
import { requestLocale } from '../../platform/texts';
import {
  approveRequest,
  createRequest,
  getRequestByLink,
  getRequestForAdministrator,
  listRequests,
  rejectRequest,
  updateRequestByLink,
  uploadRequestImage,
  type ListingRequestDeps,
} from './listing-requests.service';

const tags = ['listing-requests'];
const visitorOf = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id, locale: requestLocale(request) });

const publicErrors = { 400: errorResponse, 403: errorResponse, 429: errorResponse } as const;
const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse } as const;

/**
 * Listing requests: the visitor's form (no account: the private link's token in a header, rate
 * limits per IP) and the administrators' review.
 */
export const listingRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ListingRequestDeps = {
    db: app.ctx.db,
    events: app.ctx.events,
    storage: app.ctx.storage,
    geocoder: createAppGeocoder(app.ctx.config, app.log),
    log: app.log,
    publicUrl: app.ctx.config.publicUrl,
  };

  app.post(
    '/api/listing-requests',
    {
      schema: {
        tags,
        summary:
          'The first save of a listing request (public): submit false saves a draft without checks, true submits it with the form\'s checks. Answers the private link token once',
        body: listingRequestInput,
        response: { 201: createdListingRequest, ...publicErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await createRequest(deps, visitorOf(request), request.body)),
  );

  app.post(
    '/api/listing-requests/:id/access',
    {
      schema: {
        tags,
        summary:
          'Read a listing request through its private link (the token in the body, never in the URL), while it is a draft or submitted',
        params: idParams,
        body: listingRequestAccessBody,
        response: { 200: listingRequestDetail, 400: errorResponse, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => getRequestByLink(deps, request.params.id, request.body.token),
  );

  app.put(
    '/api/listing-requests/:id',
    {
      schema: {
        tags,
        summary:
          'Save a listing request through its private link (token in the body): its content is replaced, then it is submitted unless submit is false (then it is, or goes back to, a draft)',
        params: idParams,
        body: updateListingRequestBody,
        response: { 200: listingRequestDetail, ...publicErrors, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const { token, ...input } = request.body;
      return updateRequestByLink(deps, visitorOf(request), request.params.id, token, input);
    },
  );

  addImageUploadRoute(app, {
    url: '/api/listing-request-images',
    tags,
    summary:
      'Upload one image for the request form (public; multipart field "file"; PNG, JPG or GIF by content; at most 10 MB). Answers an upload secret that a save must present to attach it; unsaved uploads expire after 24 hours',
    types: 'PNG, JPG or GIF',
    created: uploadedListingRequestImage,
    save: (file, request) => uploadRequestImage(deps, visitorOf(request), file),
  });

  app.get(
    '/api/admin/listing-requests',
    {
      preValidation: permissionGate('listing-requests:manage'),
      schema: {
        tags,
        summary: 'Listing requests, newest first, optionally of one status (administrator)',
        querystring: adminListingRequestsQuery,
        response: { 200: adminListingRequestsResponse, ...adminErrors },
      },
    },
    async (request) => listRequests(deps, request.viewer, request.query),
  );

  app.get(
    '/api/admin/listing-requests/:id',
    {
      preValidation: permissionGate('listing-requests:manage'),
      schema: {
        tags,
        summary: 'One listing request with spaces, features, services, images, timestamps and admin notes (administrator)',
        params: idParams,
        response: { 200: listingRequestDetail, ...adminErrors },
      },
    },
    async (request) => getRequestForAdministrator(deps, request.viewer, request.params.id),
  );

  app.post(
    '/api/admin/listing-requests/:id/approve',
    {
      preValidation: permissionGate('listing-requests:manage'),
      schema: {
        tags,
        summary:
          'Approve a submitted request: creates the live warehouse with everything on it for the contact\'s account (created and emailed a set-password link when there is none) (administrator)',
        params: idParams,
        response: { 200: approvedListingRequest, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => approveRequest(deps, actorOf(request), request.params.id),
  );

  app.post(
    '/api/admin/listing-requests/:id/reject',
    {
      preValidation: permissionGate('listing-requests:manage'),
      schema: {
        tags,
        summary: 'Reject a submitted request with a reason, kept as its admin notes and emailed to the contact (administrator)',
        params: idParams,
        body: rejectListingRequestBody,
        response: { 200: listingRequestDetail, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => rejectRequest(deps, actorOf(request), request.params.id, request.body.reason),
  );
};
