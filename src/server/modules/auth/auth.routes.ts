import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionResponse } from '@shared/contracts/auth';
import { SESSION_COOKIE } from '../../platform/session';
import { endSession } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponse } } },
    async (request) => {
      const viewer = request.viewer;
      if (!viewer) return { user: null };
      const { id, email, firstName, lastName, roles } = viewer;
      return { user: { id, email, firstName, lastName, roles } };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], summary: 'End the current session', response: { 204: z.null() } } },
    async (request, reply) => {
      if (request.sessionToken) await endSession(app.ctx.db, request.sessionToken);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.status(204).send(null);
    },
  );
};
