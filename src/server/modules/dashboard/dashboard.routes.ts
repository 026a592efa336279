import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { dashboardStats } from '@shared/contracts/dashboard';
import { getDashboardStats } from './dashboard.service';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Counts for the signed-in user\'s dashboard: one block per role they hold, null for the others',
        response: { 200: dashboardStats, 401: errorResponse },
      },
    },
    async (request) => getDashboardStats(app.ctx.db, request.viewer),
  );
};
