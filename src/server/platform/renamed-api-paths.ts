import type { FastifyPluginAsync } from 'fastify';

/**
 * API paths renamed so that each concept has one name across module, API and table (listing
 * requests, the single-space owner warehouses, capacity under the multi-space warehouse it belongs
 * to). For one release the old paths answer 308 Permanent Redirect to the new ones: method, body and
 * query string are kept, so a client that follows redirects keeps working. Remove after 0.2.0.
 *
 * `*` stands for the rest of the path; `:name` segments carry over by name.
 */
export const RENAMED_API_PATHS = [
  { from: '/api/warehouse-requests', to: '/api/listing-requests' },
  { from: '/api/warehouse-requests/*', to: '/api/listing-requests/*' },
  { from: '/api/admin/warehouse-requests', to: '/api/admin/listing-requests' },
  { from: '/api/admin/warehouse-requests/*', to: '/api/admin/listing-requests/*' },
  { from: '/api/warehouse-request-images', to: '/api/listing-request-images' },
  { from: '/api/owner-catalogue/warehouses', to: '/api/owner-warehouses' },
  { from: '/api/owner-catalogue/warehouses/*', to: '/api/owner-warehouses/*' },
  { from: '/api/owner-catalogue/images', to: '/api/owner-warehouse-images' },
  { from: '/api/owner-warehouses/:id/capacity', to: '/api/warehouses/:id/capacity' },
  { from: '/api/owner-warehouses/:id/blocks', to: '/api/warehouses/:id/blocks' },
  { from: '/api/owner-warehouses/:id/blocks/:blockId', to: '/api/warehouses/:id/blocks/:blockId' },
] as const;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** The new path for an old one: each `:name` and `*` of `to` filled from the old path's params. */
export function renamedPath(to: string, params: Record<string, string | undefined>): string {
  return to.replace(/:(\w+)|\*/g, (part, name: string | undefined) => encodePathPart(params[name ?? '*'] ?? '', part === '*'));
}

function encodePathPart(value: string, isRest: boolean): string {
  return isRest ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
}

export const renamedApiPathRoutes: FastifyPluginAsync = async (app) => {
  for (const { from, to } of RENAMED_API_PATHS) {
    app.route({
      method: METHODS,
      url: from,
      schema: { hide: true },
      // Fastify would otherwise add a HEAD route of its own for GET and refuse the one listed here.
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const queryAt = request.url.indexOf('?');
        const query = queryAt === -1 ? '' : request.url.slice(queryAt);
        return reply.redirect(renamedPath(to, request.params as Record<string, string>) + query, 308);
      },
    });
  }
};
