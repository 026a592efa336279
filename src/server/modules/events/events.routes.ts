import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { LIVE_EVENTS_PATH } from '@shared/contracts/events';
import { AppError, localizedBody } from '../../platform/errors';
import { requirePermission } from '../../platform/viewer';

const CROSS_SITE_SOCKET_MESSAGE = 'Cross-site requests are not allowed.';
const UPGRADE_REQUIRED_MESSAGE = 'Open this address with a WebSocket to receive live events.';

/**
 * Browsers always send Origin on a WebSocket handshake, and cookies ride along on cross-site ones
 * (no CORS for WebSockets), so the Origin check is what stops another site from reading a user's
 * events. A handshake without Origin comes from a non-browser client with a bearer token.
 */
function isAllowedOrigin(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (!origin) return true;
  if (origin === publicOrigin) return true;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

export const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const publicOrigin = new URL(app.ctx.config.publicUrl).origin;

  app.route({
    method: 'GET',
    url: LIVE_EVENTS_PATH,
    schema: {
      tags: ['events'],
      summary: 'Live events (WebSocket)',
      description:
        'Upgrade to a WebSocket with the session cookie (or a bearer token). The server sends JSON messages ' +
        '{ type: "invalidate", keys } and { type: "session.ended" } (then closes with code 4401), and pings every 30 s. ' +
        'A plain HTTP request is answered 426.',
      response: { 401: errorResponse, 403: errorResponse, 426: errorResponse },
    },
    // Runs before the upgrade: a refused handshake gets an HTTP status, and no socket is opened.
    preValidation: async (request) => {
      if (!isAllowedOrigin(request.headers.origin, request.headers.host, publicOrigin)) {
        throw new AppError('forbidden', CROSS_SITE_SOCKET_MESSAGE);
      }
      requirePermission(request.viewer, 'account:use');
    },
    handler: async (request, reply) => {
      return reply.status(426).header('upgrade', 'websocket').send(localizedBody(request, 'bad_request', UPGRADE_REQUIRED_MESSAGE));
    },
    wsHandler: (socket, request) => {
      const viewer = requirePermission(request.viewer, 'account:use');
      app.ctx.events.connect({ id: viewer.id, sessionId: viewer.sessionId, roles: viewer.roles }, socket);
    },
  });
};
