import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingDetail,
  cancelBookingBody,
  createBookingResponse,
  listAdminBookingsQuery,
  listAdminBookingsResponse,
  listBookingsQuery,
  listBookingsResponse,
  offerIdParams,
} from '@shared/contracts/bookings';
import { errorResponse, idParams } from '@shared/contracts/common';
import { actorOf } from '../../platform/activity-log';
import { ROW_CHANGE_ERRORS, ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import {
  cancelBooking,
  completeBooking,
  createBookingFromOffer,
  getBooking,
  listAdminBookings,
  listMyBookings,
} from './bookings.service';

export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/offers/:offerId/booking',
    {
      preValidation: permissionGate('bookings:manage'),
      schema: {
        tags: ['bookings'],
        summary:
          'Create the booking of an accepted offer: 201 with the new booking, 200 with the booking the offer already has (administrator)',
        params: offerIdParams,
        response: { 200: createBookingResponse, 201: createBookingResponse, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => {
      const { id, isNew } = await createBookingFromOffer(
        app.ctx,
        actorOf(request),
        request.params.offerId,
        request.log,
      );
      return reply.status(isNew ? 201 : 200).send({ id });
    },
  );

  app.get(
    '/api/bookings',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['bookings'],
        summary:
          "The signed-in user's bookings, newest first: their own as a trader, those on their warehouses as an owner, all for an administrator",
        querystring: listBookingsQuery,
        response: { 200: listBookingsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listMyBookings(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/bookings/:id',
    {
      preValidation: permissionGate('booking:view'),
      schema: {
        tags: ['bookings'],
        summary: "One booking, for its trader, the warehouse's owner or an administrator (404 for anyone else)",
        params: idParams,
        response: { 200: bookingDetail, ...ROW_READ_ERRORS },
      },
    },
    async (request) => getBooking(app.ctx.db, request.viewer, request.params.id),
  );

  app.get(
    '/api/admin/bookings',
    {
      preValidation: permissionGate('bookings:manage'),
      schema: {
        tags: ['bookings'],
        summary: "Every booking with its customer and warehouse, newest first; filter by status, search the customer's name or email, the warehouse's name or the booking number (administrator)",
        querystring: listAdminBookingsQuery,
        response: { 200: listAdminBookingsResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => listAdminBookings(app.ctx.db, request.viewer, request.query),
  );

  app.post(
    '/api/bookings/:id/complete',
    {
      preValidation: permissionGate('bookings:manage'),
      schema: {
        tags: ['bookings'],
        summary: 'Complete an active booking; its inquiry becomes completed (administrator)',
        params: idParams,
        response: { 200: bookingDetail, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => completeBooking(app.ctx, actorOf(request), request.params.id),
  );

  app.post(
    '/api/bookings/:id/cancel',
    {
      preValidation: permissionGate('bookings:manage'),
      schema: {
        tags: ['bookings'],
        summary: 'Cancel an active booking with a reason; its inquiry becomes cancelled (administrator)',
        params: idParams,
        body: cancelBookingBody,
        response: { 200: bookingDetail, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => cancelBooking(app.ctx, actorOf(request), request.params.id, request.body),
  );
};
