import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  adminOfferResponse,
  listInquiryOffersResponse,
  listOffersQuery,
  listOffersResponse,
  offerDetail,
  offerFormContext,
  requestOfferChangesBody,
  saveOfferBody,
  traderOfferResponse,
} from '@shared/contracts/offers';
import { HTTP_MESSAGES } from '@shared/errors';
import { actorOf } from '../../platform/activity-log';
import { ROW_CHANGE_ERRORS, ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { createOffer, deleteOffer, sendOffer, updateOffer } from './offers.drafts.service';
import { getAdminOffer, getOfferForm, getTraderOffer, listInquiryOffers, listOffers } from './offers.reads.service';
import { respondToOffer } from './offers.responses.service';

// Same parameter name as the bookings route under /api/offers/:offerId (one router tree).
const offerIdParams = z.object({ offerId: z.uuid({ message: HTTP_MESSAGES.invalidId }) });

const adminErrors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- Administrators ------------------------------------------------------------------------

  app.get(
    '/api/admin/inquiries/:id/offers',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: "The inquiry's offers, newest first (administrator)",
        params: idParams,
        response: { 200: listInquiryOffersResponse, ...adminErrors },
      },
    },
    async (request) => listInquiryOffers(app.ctx.db, request.viewer, request.params.id),
  );

  app.get(
    '/api/admin/inquiries/:id/offer-form',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: "What the Create Offer form needs: the inquiry, its warehouse's spaces, services, default fee and validity (administrator)",
        params: idParams,
        response: { 200: offerFormContext, ...adminErrors },
      },
    },
    async (request) => getOfferForm(app.ctx.db, request.viewer, request.params.id, request.log),
  );

  app.post(
    '/api/admin/inquiries/:id/offers',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: 'Save a draft offer for the inquiry; send: true sends it at once. Totals are computed by the server (administrator)',
        params: idParams,
        body: saveOfferBody,
        response: { 201: offerDetail, ...adminErrors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await createOffer(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/offers',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: 'Offers of one status (default draft), newest first, with customer and warehouse (administrator)',
        querystring: listOffersQuery,
        response: { 200: listOffersResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listOffers(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/admin/offers/:id',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: 'One offer with its lines and terms, and what the edit form needs (administrator)',
        params: idParams,
        response: { 200: adminOfferResponse, ...adminErrors },
      },
    },
    async (request) => getAdminOffer(app.ctx.db, request.viewer, request.params.id, request.log),
  );

  app.put(
    '/api/admin/offers/:id',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: "Replace a draft or sent offer's lines, terms, notes, validity and fee; send: true sends a draft (administrator)",
        params: idParams,
        body: saveOfferBody,
        response: { 200: offerDetail, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => updateOffer(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/offers/:id/send',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: "Send a draft offer to the inquiry's trader; an earlier sent offer of the inquiry expires (administrator)",
        params: idParams,
        response: { 200: offerDetail, ...adminErrors, 409: errorResponse },
      },
    },
    async (request) => sendOffer(app.ctx, actorOf(request), request.params.id),
  );

  app.delete(
    '/api/admin/offers/:id',
    {
      preValidation: permissionGate('offers:manage'),
      schema: {
        tags: ['offers'],
        summary: 'Delete a draft offer (administrator)',
        params: idParams,
        response: { 204: z.null(), ...adminErrors, 409: errorResponse },
      },
    },
    async (request, reply) => {
      await deleteOffer(app.ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- The inquiry's trader ------------------------------------------------------------------

  app.get(
    '/api/inquiries/:id/offer',
    {
      preValidation: permissionGate('inquiry:view'),
      schema: {
        tags: ['offers'],
        summary: "The newest offer sent for the inquiry, for its trader or an administrator (404 for anyone else or when there is none)",
        params: idParams,
        response: { 200: traderOfferResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request) => getTraderOffer(app.ctx.db, request.viewer, request.params.id),
  );

  // Accepting and rejecting are one answer of the trader's, told apart only by its action.
  for (const [action, verb] of [['accept', 'Accept'], ['reject', 'Reject']] as const) {
    app.post(
      `/api/offers/:offerId/${action}`,
      {
        preValidation: permissionGate('offer:respond'),
        schema: {
          tags: ['offers'],
          summary: `${verb} a sent offer (the inquiry's trader; offer actions switched on)`,
          params: offerIdParams,
          response: { 200: offerDetail, ...ROW_CHANGE_ERRORS },
        },
      },
      async (request) => respondToOffer(app.ctx, actorOf(request), request.params.offerId, { action }),
    );
  }

  app.post(
    '/api/offers/:offerId/request-changes',
    {
      preValidation: permissionGate('offer:respond'),
      schema: {
        tags: ['offers'],
        summary: "Ask for changes to a sent offer: it goes back to the administrator as a draft with the message (the inquiry's trader)",
        params: offerIdParams,
        body: requestOfferChangesBody,
        response: { 200: offerDetail, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) =>
      respondToOffer(app.ctx, actorOf(request), request.params.offerId, { action: 'request_changes', message: request.body.message }),
  );
};
