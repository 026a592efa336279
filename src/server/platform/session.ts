import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Viewer } from './viewer';

export const SESSION_COOKIE = 'session';

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
    sessionToken: string | null;
  }
}

/** The browser sends the httpOnly cookie; API clients send `Authorization: Bearer <token>`. */
function readSessionToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/** How a token becomes its viewer; the auth module supplies it, so platform loads no domain module. */
export type SessionOptions = { resolveViewer: (token: string) => Promise<Viewer | null> };

export const sessionPlugin = fp(async (app: FastifyInstance, { resolveViewer }: SessionOptions) => {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = readSessionToken(request);
    if (!token || token.length > 200) return;
    request.sessionToken = token;
    request.viewer = await resolveViewer(token);
  });
});
