import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localizedBody } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cookies are SameSite=Lax, which still lets some cross-site requests through; refusing any
 * state-changing request whose Origin is another site closes that door (CSRF).
 * Requests with no Origin (curl, server-to-server with a bearer token) are allowed.
 */
export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  const publicOrigin = new URL(app.ctx.config.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost = host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin === publicOrigin || sameHost) return;
    return reply.status(403).send(localizedBody(request, 'forbidden', 'Cross-site requests are not allowed.'));
  });
});
