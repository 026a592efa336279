import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@shared/contracts/common';
import { browseQuery, browseResponse, mapPinsQuery, mapPinsResponse } from '@shared/contracts/warehouses';
import { requestLocale, variesByLanguage } from '../../platform/texts';
import { browseWarehouses, findWarehousePins } from './warehouses.browse.service';

/**
 * A catalogue answer: in the reader's language (so caches keep the languages apart, said before the
 * read, on any answer), and JSON text the database already wrote, sent as it is: the route's response
 * schema documents it and the API tests check it (the serializer only sees objects, and skips a string).
 */
async function sendCatalogueText(reply: FastifyReply, read: () => Promise<string>) {
  variesByLanguage(reply);
  const body = await read();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * The public catalogue: browse list and map pins (spec 01 §2 /m-warehouses, §5 "Browse filters"; the
 * inquiry picker of spec 02 uses the same filters). Static paths, so they win over /api/warehouses/:id.
 */
export const warehousesBrowseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/warehouses',
    {
      schema: {
        tags: ['warehouses'],
        summary:
          'Browse warehouses, newest first: free text, space types, features and services (all must match), size, ' +
          '"From" price in euros, city, country and space requirements. Visitors see active warehouses; signed-in users also their own inactive ones. ' +
          'Each name in the reader\'s language where the owner translated it (nameLocale says which)',
        querystring: browseQuery,
        response: { 200: browseResponse, 400: errorResponse },
      },
    },
    async (request, reply) => sendCatalogueText(reply, () => browseWarehouses(app.ctx, request.viewer, request.query, requestLocale(request))),
  );

  app.get(
    '/api/warehouses/map',
    {
      schema: {
        tags: ['warehouses'],
        summary:
          'Map pins for the browse filters within a viewport (west > east crosses the antimeridian): warehouses with ' +
          'coordinates, at most `limit`, a stable sample ordered by id; `hasMore` says whether the limit left some out',
        querystring: mapPinsQuery,
        response: { 200: mapPinsResponse, 400: errorResponse },
      },
    },
    async (request, reply) => sendCatalogueText(reply, () => findWarehousePins(app.ctx, request.viewer, request.query, requestLocale(request))),
  );
};
