import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '@shared/errors';
import { errorBody } from './errors';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** Serves stored files. Keys are random and never reused, so browsers may cache them for good. */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:bucket/:name',
    { schema: { hide: true, params: z.object({ bucket: z.string(), name: z.string() }) } },
    async (request, reply) => {
      const key = `${request.params.bucket}/${request.params.name}`;
      const file = await app.ctx.storage.read(key);
      if (!file) return reply.status(404).send(errorBody('not_found', GENERIC_MESSAGES.notFound));
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};
