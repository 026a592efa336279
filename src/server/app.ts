import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MAX_IMAGE_BYTES } from '@shared/contracts/warehouses';
import { GENERIC_MESSAGES } from '@shared/errors';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { findLiveSessionIds } from './modules/events/events.repository';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { startUnreadDigests } from './modules/messaging/message-digest';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { startOfferExpiry } from './modules/offers/offers.expiry';
import { offersRoutes } from './modules/offers/offers.routes';
import { ownerCatalogueRoutes } from './modules/owner-catalogue/owner-catalogue.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { usersRoutes } from './modules/users/users.routes';
import { warehouseImagesRoutes } from './modules/warehouses/warehouse-images.routes';
import { startUploadCleanup } from './modules/warehouses/warehouse-images.service';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes';
import { startRequestUploadCleanup } from './modules/warehouse-requests/warehouse-requests.images';
import { warehouseRequestsRoutes } from './modules/warehouse-requests/warehouse-requests.routes';
import { warehousesBrowseRoutes } from './modules/warehouses/warehouses.browse.routes';
import type { AppContext } from './platform/context';
import { errorBody, registerErrorHandler } from './platform/errors';
import { DeferredWork } from './platform/deferred-work';
import { EventBus } from './platform/events';
import { loggerOptions } from './platform/logging';
import { originCheckPlugin } from './platform/origin-check';
import { securityHeadersPlugin } from './platform/security-headers';
import { sessionPlugin } from './platform/session';
import { validatorCompiler } from './platform/validation';
import type { Storage } from './platform/storage';
import { storageRoutes } from './platform/storage-routes';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  logger?: FastifyServerOptions['logger'];
};

/** Builds the whole app without listening, so tests drive it with inject() and main.ts serves it. */
export async function buildApp({ config, database, storage, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const events = new EventBus({
    database,
    log: app.log,
    findLiveSessionIds: (sessionIds) => findLiveSessionIds(database.db, sessionIds),
  });
  const ctx: AppContext = { config, database, db: database.db, storage, events, deferred: new DeferredWork(app.log) };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(securityHeadersPlugin);
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, {
    global: false,
    // Thrown, then shaped by the one error handler like every other error.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: '24WM warehouse marketplace API',
        version: '1.0.0',
        description: 'REST API of the warehouse and yard space marketplace. Errors answer { error: { code, message, details } }.',
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'session' },
          bearerAuth: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // Every process LISTENs once; sockets close before the server stops (their clients reconnect elsewhere).
  await events.start();
  app.addHook('preClose', async () => events.closeAllSockets());
  app.addHook('onClose', async () => events.stop());
  app.addHook('onClose', async () => ctx.deferred.idle());
  // Registered before any route, so it can take over upgrade requests to the WebSocket route.
  await app.register(fastifyWebsocket, {
    options: { maxPayload: 4096 },
    errorHandler: (error, socket, request) => {
      // Clients vanish without a close frame all the time (closed laptop lids); that is not an error.
      request.log.debug({ err: error }, 'live events socket error');
      socket.terminate();
    },
  });

  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  // Uploads are read by the route that wants them (request.file()), one file of at most 10 MB each.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10, parts: 20 } });

  await app.register(platformRoutes);
  await app.register(authRoutes);
  await app.register(storageRoutes);
  await app.register(eventsRoutes);
  await app.register(profileRoutes);
  await app.register(usersRoutes);
  await app.register(dashboardRoutes);
  await app.register(referenceRoutes);
  await app.register(warehousesBrowseRoutes);
  await app.register(warehousesRoutes);
  await app.register(warehouseImagesRoutes);
  await app.register(ownerCatalogueRoutes);
  await app.register(inquiriesRoutes);
  await app.register(offersRoutes);
  await app.register(bookingsRoutes);
  await app.register(warehouseRequestsRoutes);
  await app.register(messagingRoutes);
  await app.register(notificationsRoutes);

  // Pending image uploads nobody saved with a warehouse expire after a day (hourly sweep).
  let uploadCleanup: ReturnType<typeof startUploadCleanup> | undefined;
  app.addHook('onReady', async () => {
    uploadCleanup = startUploadCleanup({ db: database.db, storage, log: app.log });
  });
  app.addHook('onClose', async () => {
    await uploadCleanup?.stop();
  });

  // The same for listing-request images uploaded by visitors and never saved with a request.
  let requestUploadCleanup: ReturnType<typeof startRequestUploadCleanup> | undefined;
  app.addHook('onReady', async () => {
    requestUploadCleanup = startRequestUploadCleanup({ db: database.db, storage, log: app.log });
  });
  app.addHook('onClose', async () => {
    await requestUploadCleanup?.stop();
  });

  // Users away from their conversations get one email of unread messages after a quiet period.
  let digests: ReturnType<typeof startUnreadDigests> | undefined;
  app.addHook('onReady', async () => {
    digests = startUnreadDigests({ db: database.db, publicUrl: config.publicUrl, quietMinutes: config.messageDigestQuietMinutes, log: app.log });
  });
  app.addHook('onClose', async () => {
    await digests?.stop();
  });

  // Sent offers past valid_until are marked expired (at start, then every 10 minutes).
  let offerExpiry: ReturnType<typeof startOfferExpiry> | undefined;
  app.addHook('onReady', async () => {
    offerExpiry = startOfferExpiry({ db: database.db, events, log: app.log });
  });
  app.addHook('onClose', async () => {
    await offerExpiry?.stop();
  });

  const hasWebBuild = existsSync(path.join(WEB_DIST_DIR, 'index.html'));
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: WEB_DIST_DIR,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (reply, filePath) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // Unknown API paths are a JSON 404, never the app's HTML.
    if (request.url.startsWith('/api/') || request.url === '/api' || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(errorBody('not_found', GENERIC_MESSAGES.notFound));
    }
    if (!hasWebBuild) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, or `npm run dev` for development.');
    }
    // Every other path belongs to the single-page app, whose router decides what to show.
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}
