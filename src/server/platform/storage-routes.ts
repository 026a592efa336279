import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GENERIC_MESSAGES } from '@shared/errors';
import { localizedBody } from './errors';
import { FILE_CACHE_CONTROL, isPublicStorageKey, localFileUrl } from './storage';

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/**
 * Serves stored files, streamed from whichever driver holds them. When the files have a public address
 * of their own (S3_PUBLIC_URL), an old `/files/...` link is sent there instead.
 */
export const storageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:bucket/:name',
    { schema: { hide: true, params: z.object({ bucket: z.string(), name: z.string() }) } },
    async (request, reply) => {
      const key = `${request.params.bucket}/${request.params.name}`;
      // Documents are private: only the API that checks who asks serves them.
      if (!isPublicStorageKey(key)) return reply.status(404).send(localizedBody(request, 'not_found', GENERIC_MESSAGES.notFound));
      const publicUrl = app.ctx.storage.publicUrl(key);
      if (publicUrl !== localFileUrl(key)) return reply.header('cache-control', FILE_CACHE_CONTROL).redirect(publicUrl, 301);
      const file = await app.ctx.storage.read(key);
      if (!file) return reply.status(404).send(localizedBody(request, 'not_found', GENERIC_MESSAGES.notFound));
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .header('content-type', CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', FILE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
