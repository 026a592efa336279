import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@shared/contracts/common';
import { clientErrorBody, healthResponse } from '@shared/contracts/platform';
import { checkHealth, recordClientError } from './platform.service';

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.ctx.database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.post(
    '/api/client-errors',
    {
      // A misbehaving page must not flood the log: a tight limit per client.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['platform'],
        summary: 'Report an error that happened in the browser',
        body: clientErrorBody,
        response: { 204: z.null(), 400: errorResponse },
      },
    },
    async (request, reply) => {
      await recordClientError(app.ctx.db, request.body, request.viewer, request.id);
      return reply.status(204).send(null);
    },
  );
};
