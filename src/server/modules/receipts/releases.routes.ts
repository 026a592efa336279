import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@shared/contracts/common';
import { approveReleaseBody, bookingReleasesResponse, confirmReleaseBody, goodsRelease, releaseIdParams, requestReleaseBody } from '@shared/contracts/releases';
import { actorOf } from '../../platform/activity-log';
import { ROW_CHANGE_ERRORS, ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { approveRelease, cancelRelease, confirmRelease, listBookingReleases, requestRelease } from './releases.service';

/** Goods out: release requests, held while invoices are unpaid (issue #38, decision 217). */
export const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/bookings/:id/releases',
    {
      preValidation: permissionGate('booking:view'),
      schema: {
        tags: ['releases'],
        summary: "A booking's releases, newest first, the receipts the viewer may release from, and the unpaid invoices' numbers a release waits on: for its trader, the warehouse's owner or an administrator (404 for anyone else)",
        params: idParams,
        response: { 200: bookingReleasesResponse, ...ROW_READ_ERRORS },
      },
    },
    async (request) => listBookingReleases(app.ctx.db, request.viewer, request.params.id),
  );

  app.post(
    '/api/bookings/:id/releases',
    {
      preValidation: permissionGate('release:request'),
      schema: {
        tags: ['releases'],
        summary: "Request a release of all or part of a receipt's goods: 201 with the release, held while an invoice of the booking is unpaid, else approved (the booking's trader or an administrator)",
        params: idParams,
        body: requestReleaseBody,
        response: { 201: goodsRelease, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request, reply) => reply.status(201).send(await requestRelease(app.ctx, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/api/releases/:id/approval',
    {
      preValidation: permissionGate('invoices:manage'),
      schema: {
        tags: ['releases'],
        summary: 'Approve a held release while invoices are unpaid, with a reason everyone on the booking sees (administrator)',
        params: releaseIdParams,
        body: approveReleaseBody,
        response: { 200: goodsRelease, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => approveRelease(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/releases/:id/confirmation',
    {
      preValidation: permissionGate('warehouse:manage'),
      schema: {
        tags: ['releases'],
        summary: "Confirm an approved release's goods left (date, quantity): the receipt's quantity in store drops, and at zero it is released (the warehouse's owner or an administrator)",
        params: releaseIdParams,
        body: confirmReleaseBody,
        response: { 200: goodsRelease, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => confirmRelease(app.ctx, actorOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/releases/:id/cancellation',
    {
      preValidation: permissionGate('release:request'),
      schema: {
        tags: ['releases'],
        summary: 'Cancel a held or approved release before the goods leave (the booking\'s trader or an administrator)',
        params: releaseIdParams,
        response: { 200: goodsRelease, ...ROW_CHANGE_ERRORS },
      },
    },
    async (request) => cancelRelease(app.ctx, actorOf(request), request.params.id),
  );
};
