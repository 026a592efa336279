import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { dashboardStats, utilisationQuery, utilisationResponse } from '@shared/contracts/dashboard';
import { permissionGate } from '../../platform/viewer';
import { getDashboardStats, getUtilisation } from './dashboard.service';

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

  app.get(
    '/api/admin/utilisation',
    {
      preValidation: permissionGate('platform:view-counts'),
      schema: {
        tags: ['dashboard'],
        summary:
          'Utilisation per warehouse over a period (default the next 90 days): booked m²-days over available m²-days, the ten most used first (administrator)',
        querystring: utilisationQuery,
        response: { 200: utilisationResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => getUtilisation(app.ctx.db, request.viewer, request.query),
  );
};
