import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { referenceData } from '@shared/contracts/reference';
import { getReferenceData } from './reference.service';

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reference',
    {
      schema: {
        tags: ['reference'],
        summary: 'Space types, warehouse types, features and services, each ordered by name (public)',
        response: { 200: referenceData },
      },
    },
    async () => getReferenceData(app.ctx.db),
  );
};
