import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import { notificationsQuery, notificationsResponse, notificationsUnreadResponse } from '@shared/contracts/notifications';
import { ROW_READ_ERRORS } from '../../platform/errors';
import { permissionGate } from '../../platform/viewer';
import { getUnreadNotificationCount, listNotifications, markAllRead, markOneRead } from './notifications.service';

/**
 * The API serves every signed-in user their own notifications; the /notifications screen is for
 * administrators (spec 02 section 2), who are the ones notified of most events.
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications, newest first, with the unread count",
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, 400: errorResponse, 401: errorResponse },
      },
    },
    async (request) => listNotifications(app.ctx.db, request.viewer, request.query),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's unread notifications",
        response: { 200: notificationsUnreadResponse, 401: errorResponse },
      },
    },
    async (request) => ({ count: await getUnreadNotificationCount(app.ctx.db, request.viewer) }),
  );

  app.post(
    '/api/notifications/read-all',
    {
      preValidation: permissionGate('account:use'),
      schema: { tags: ['notifications'], summary: 'Mark all of them read', response: { 204: z.null(), 401: errorResponse } },
    },
    async (request, reply) => {
      await markAllRead(app.ctx, request.viewer);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of them read (404 for anyone else’s)',
        params: idParams,
        response: { 204: z.null(), ...ROW_READ_ERRORS },
      },
    },
    async (request, reply) => {
      await markOneRead(app.ctx, request.viewer, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
