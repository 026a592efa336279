import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { addExchangeRateBody, adminExchangeRates, exchangeRate, exchangeRates } from '@shared/contracts/exchange-rates';
import { actorOf } from '../../platform/activity-log';
import { permissionGate } from '../../platform/viewer';
import { addExchangeRate, listAdminExchangeRates, listExchangeRates } from './exchange-rates.service';

const readErrors = { 401: errorResponse, 403: errorResponse } as const;

/**
 * Rates change once a working day; five minutes, so a rate an administrator adds reaches the
 * currency choosers soon after, their own browser's included.
 */
const RATES_CACHE_CONTROL = 'public, max-age=300';

/** Display currencies (issue #40, decision 226): the rates for everyone, and the administrators' screen. */
export const exchangeRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/exchange-rates',
    {
      schema: {
        tags: ['exchange-rates'],
        summary: "Each currency's newest rate, by code: units one euro buys, its day and its source (the ECB or an administrator); for approximate amounts beside euro prices (public, cached five minutes)",
        response: { 200: exchangeRates },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', RATES_CACHE_CONTROL);
      return listExchangeRates(app.ctx.db);
    },
  );

  app.get(
    '/api/admin/exchange-rates',
    {
      preValidation: permissionGate('exchange-rates:manage'),
      schema: {
        tags: ['exchange-rates'],
        summary: "Each currency's newest rate with who recorded it and when, and the ECB feed's address, newest day and last fetch (administrator)",
        response: { 200: adminExchangeRates, ...readErrors },
      },
    },
    async (request) => listAdminExchangeRates(app.ctx.db, request.viewer, app.ctx.config.exchangeRatesFeedUrl),
  );

  app.post(
    '/api/admin/exchange-rates',
    {
      preValidation: permissionGate('exchange-rates:manage'),
      schema: {
        tags: ['exchange-rates'],
        summary: 'Add a rate of today or an earlier day for a currency the ECB does not publish, or replace the one of that day; 409 currency_published_by_ecb for a currency the ECB publishes (administrator)',
        body: addExchangeRateBody,
        response: { 201: exchangeRate, 400: errorResponse, ...readErrors, 409: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await addExchangeRate(app.ctx, actorOf(request), request.body)),
  );
};
