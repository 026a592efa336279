import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse, idParams } from '@shared/contracts/common';
import {
  clientConfigResponse,
  clientErrorBody,
  enabledFeaturesResponse,
  healthResponse,
  invoiceIssuer,
  platformConfig,
  platformFeature,
  platformFeeResponse,
  platformFeaturesResponse,
  updateInvoiceIssuerBody,
  updatePlatformConfigBody,
  updatePlatformFeatureBody,
} from '@shared/contracts/platform';
import { actorOf } from '../../platform/activity-log';
import { limitRequests } from '../../platform/rate-limit-route';
import { permissionGate } from '../../platform/viewer';
import {
  checkHealth,
  getEnabledFeatures,
  getInvoiceIssuer,
  getPlatformConfig,
  getPlatformFee,
  listPlatformFeatures,
  recordClientError,
  setPlatformFeatureEnabled,
  updateInvoiceIssuer,
  updatePlatformConfig,
} from './platform.service';

const adminErrors = { 401: errorResponse, 403: errorResponse } as const;

const liveResponse = z.object({ status: z.literal('ok') });

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: 200 when this process can reach its database, 503 otherwise (take it out of the load balancer)',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(app.ctx.database);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: 200 while the process answers at all; never asks the database, so a database outage restarts no process',
        response: { 200: liveResponse },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.post(
    '/api/client-errors',
    {
      // A misbehaving page must not flood the log: a tight limit per client.
      preHandler: limitRequests('client-errors', { max: 30, windowMs: 60_000 }),
      bodyLimit: 32 * 1024,
      schema: {
        tags: ['platform'],
        summary: 'Report an error that happened in the browser',
        body: clientErrorBody,
        response: { 204: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      await recordClientError(app.ctx.db, request.body, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/platform/features',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'Platform features with their switches, ordered by name (administrator)',
        response: { 200: platformFeaturesResponse, ...adminErrors },
      },
    },
    async (request) => listPlatformFeatures(app.ctx.db, request.viewer),
  );

  app.patch(
    '/api/platform/features/:id',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'Switch a platform feature on or off (administrator)',
        params: idParams,
        body: updatePlatformFeatureBody,
        response: { 200: platformFeature, 400: errorResponse, ...adminErrors, 404: errorResponse },
      },
    },
    async (request) =>
      setPlatformFeatureEnabled(app.ctx, actorOf(request), request.params.id, request.body.isEnabled),
  );

  app.get(
    '/api/platform/enabled-features',
    {
      schema: {
        tags: ['platform'],
        summary: 'Which platform features are on, by key (public)',
        response: { 200: enabledFeaturesResponse },
      },
    },
    async () => getEnabledFeatures(app.ctx.db),
  );

  app.get(
    '/api/client-config',
    {
      schema: {
        tags: ['platform'],
        summary: 'Settings the web app reads from the server configuration (public)',
        response: { 200: clientConfigResponse },
      },
    },
    async () => ({ mapStyleUrl: app.ctx.config.mapStyleUrl ?? null }),
  );

  app.get(
    '/api/platform/config',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'Platform settings: the platform fee percentage and whether owners see it (administrator)',
        response: { 200: platformConfig, ...adminErrors },
      },
    },
    async (request) => getPlatformConfig(app.ctx.db, request.viewer),
  );

  app.get(
    '/api/platform/fee',
    {
      preValidation: permissionGate('account:use'),
      schema: {
        tags: ['platform'],
        summary: 'The platform fee percentage offers add, for estimates (any signed-in user)',
        response: { 200: platformFeeResponse, 401: errorResponse },
      },
    },
    async (request) => getPlatformFee(app.ctx.db, request.viewer),
  );

  app.put(
    '/api/platform/config',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'Change the platform settings given (administrator); the fee is 0 to 100 with at most two decimals',
        body: updatePlatformConfigBody,
        response: { 200: platformConfig, 400: errorResponse, ...adminErrors },
      },
    },
    async (request) => updatePlatformConfig(app.ctx, actorOf(request), request.body),
  );

  app.get(
    '/api/admin/settings/invoice-issuer',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'The invoice issuer: legal name, address, registry code, VAT number, IBAN, BIC, payment term and footer (administrator)',
        response: { 200: invoiceIssuer, ...adminErrors },
      },
    },
    async (request) => getInvoiceIssuer(app.ctx.db, request.viewer),
  );

  app.put(
    '/api/admin/settings/invoice-issuer',
    {
      preValidation: permissionGate('platform:manage'),
      schema: {
        tags: ['platform'],
        summary: 'Save the invoice issuer whole (administrator); an IBAN and a BIC are checked as banks check them',
        body: updateInvoiceIssuerBody,
        response: { 200: invoiceIssuer, 400: errorResponse, ...adminErrors },
      },
    },
    async (request) => updateInvoiceIssuer(app.ctx, actorOf(request), request.body),
  );
};
