import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
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
import { type Locale, localeOfTag, SOURCE_LOCALE } from '@shared/locales';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { authRoutes } from './modules/auth/auth.routes';
import { startBackgroundJobs } from './jobs';
import { findLiveSessionIds, resolveSession } from './modules/auth/auth.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { inquiriesRoutes } from './modules/inquiries/inquiries.routes';
import { messagingRoutes } from './modules/messaging/messaging.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { offersRoutes } from './modules/offers/offers.routes';
import { ownerWarehousesRoutes } from './modules/owner-warehouses/owner-warehouses.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { invoicesRoutes } from './modules/invoices/invoices.routes';
import { statementsRoutes } from './modules/payouts/statements.routes';
import { payoutsRoutes } from './modules/payouts/payouts.routes';
import { financeRoutes } from './modules/finance/finance.routes';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { receiptPhotosRoutes } from './modules/receipts/receipt-photos.routes';
import { receiptsRoutes } from './modules/receipts/receipts.routes';
import { releasesRoutes } from './modules/receipts/releases.routes';
import { capacityRoutes } from './modules/capacity/capacity.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { platformRoutes } from './modules/platform/platform.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { usersRoutes } from './modules/users/users.routes';
import { warehouseImagesRoutes } from './modules/warehouses/warehouse-images.routes';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes';
import { listingRequestsRoutes } from './modules/listing-requests/listing-requests.routes';
import { warehousesBrowseRoutes } from './modules/warehouses/warehouses.browse.routes';
import { landingPreloads } from './modules/warehouses/warehouses.landing';
import type { AppContext } from './platform/context';
import {
  COMPRESSION_OPTIONS,
  compressedFor,
  htmlEntityTag,
  isNotModified,
  indexHtmlIn,
  pageHeadTags,
  pageHtml,
  pageAt,
  pageCodePreloads,
  SERVER_TIMEOUTS,
  signedInPreloads,
  type WebManifest,
  type WebPage,
  webAssetCacheControl,
} from './platform/delivery';
import { localizedBody, registerErrorHandler } from './platform/errors';
import { DeferredWork } from './platform/deferred-work';
import { EventBus } from './platform/events';
import { loggerOptions } from './platform/logging';
import { originCheckPlugin } from './platform/origin-check';
import { securityHeadersPlugin } from './platform/security-headers';
import { namedLocale } from './platform/texts';
import { SESSION_COOKIE, sessionPlugin } from './platform/session';
import { validatorCompiler } from './platform/validation';
import type { Storage } from './platform/storage';
import { storageRoutes } from './platform/storage-routes';
import { renamedApiPathRoutes } from './platform/renamed-api-paths';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));

export type BuildAppOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: Storage;
  logger?: FastifyServerOptions['logger'];
  /** Run the mail worker among the background jobs (main.ts); tests drain the outbox themselves. */
  sendMail?: boolean;
  /** The built web app (WEB_DIST_DIR), its manifest beside it as web-manifest.json; tests serve one of their own. */
  webDir?: string;
};

/** Builds the whole app without listening, so tests drive it with inject() and main.ts serves it. */
export async function buildApp({ config, database, storage, logger, sendMail, webDir = WEB_DIST_DIR }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...SERVER_TIMEOUTS,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  const events = new EventBus({
    database,
    log: app.log,
    findLiveSessionIds: (sessionIds) => findLiveSessionIds(database.db, sessionIds),
  });
  const ctx: AppContext = { config, database, db: database.db, storage, events, deferred: new DeferredWork(app.log), log: app.log };
  app.decorate('ctx', ctx);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(securityHeadersPlugin);
  // Before every route and the static files, whose hooks it needs to see (plugin's rule).
  await app.register(fastifyCompress, COMPRESSION_OPTIONS);
  await app.register(fastifyCookie);
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
  await app.register(sessionPlugin, {
    resolveViewer: (token) => resolveSession(app.ctx.db, token, app.ctx.config.sessionTtlDays),
  });
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
  await app.register(ownerWarehousesRoutes);
  await app.register(inquiriesRoutes);
  await app.register(offersRoutes);
  await app.register(bookingsRoutes);
  await app.register(receiptsRoutes);
  await app.register(receiptPhotosRoutes);
  await app.register(releasesRoutes);
  await app.register(invoicesRoutes);
  await app.register(statementsRoutes);
  await app.register(payoutsRoutes);
  await app.register(financeRoutes);
  await app.register(exchangeRatesRoutes);
  await app.register(capacityRoutes);
  await app.register(listingRequestsRoutes);
  await app.register(messagingRoutes);
  await app.register(notificationsRoutes);
  await app.register(renamedApiPathRoutes);

  // Every background job (src/server/jobs.ts): started once the app is ready, stopped before the database closes.
  let jobs: ReturnType<typeof startBackgroundJobs> | undefined;
  app.addHook('onReady', async () => {
    jobs = startBackgroundJobs({ db: database.db, storage, events, config, log: app.log }, { sendMail: sendMail ?? false });
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });

  const hasWebBuild = existsSync(path.join(webDir, 'index.html'));
  // Which chunks each page's code is in (vite.config.ts writes it beside the served folder).
  const webManifest: WebManifest = hasWebBuild ? (JSON.parse(await readFile(path.join(webDir, '..', 'web-manifest.json'), 'utf8')) as WebManifest) : {};
  // Each page's route pattern and source, read from the web's page table at build (scripts/page-table.ts).
  const webPages: WebPage[] = hasWebBuild ? (JSON.parse(await readFile(path.join(webDir, '..', 'web-pages.json'), 'utf8')) as WebPage[]) : [];
  // Every page's HTML is this with the page's own addresses in its head (pageHeadTags).
  const indexHtml = hasWebBuild ? await readFile(path.join(webDir, 'index.html'), 'utf8') : '';
  // ... in each language, made the first time a page is asked for in it.
  const indexHtmls = new Map<Locale, string>();
  const indexHtmlOf = (locale: Locale) => indexHtmls.get(locale) ?? indexHtmls.set(locale, indexHtmlIn(indexHtml, locale)).get(locale)!;
  if (hasWebBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote beside each asset, as the client accepts them.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', webAssetCacheControl(filePath));
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    // Unknown API paths and missing built files (an old build's chunk, a source map) are a JSON 404,
    // never the app's HTML under a script's name.
    const isApiOrAsset = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/assets/');
    if (isApiOrAsset || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(localizedBody(request, 'not_found', GENERIC_MESSAGES.notFound));
    }
    if (!hasWebBuild) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`, or `npm run dev` for development.');
    }
    // Every other path belongs to the single-page app, whose router decides what to show. A landing
    // page that cannot name what to preload (the database is away) is still served, without hints.
    const landing = await landingPreloads(app.ctx, request.url).catch((error: unknown) => {
      request.log.warn({ err: error }, 'no preload hints for a landing page');
      return [];
    });
    const page = pageAt(webPages, request.url);
    const preloads = [
      ...signedInPreloads(page, request.cookies[SESSION_COOKIE] !== undefined),
      ...landing,
      ...pageCodePreloads(webManifest, request.url, page),
    ];
    if (preloads.length > 0) reply.header('link', [...new Set(preloads)].join(', '));
    // Made per page, so compressed as it is sent (COMPRESSION_OPTIONS) and revalidated by its entity tag.
    // In the language the address names, else the one the browser chose or asks for, as src/web/boot.js picks it.
    const locale = localeOfTag(new URL(request.url, 'http://localhost').searchParams.get('lang')) ?? namedLocale(request) ?? SOURCE_LOCALE;
    const html = pageHtml(indexHtmlOf(locale), pageHeadTags(app.ctx.config.publicUrl, request.url));
    const entityTag = htmlEntityTag(html);
    reply.header('cache-control', 'no-cache').header('etag', entityTag).header('vary', 'accept-encoding, cookie, accept-language');
    if (isNotModified(request.headers['if-none-match'], entityTag)) return reply.status(304).send();
    const { encoding, payload } = compressedFor(request.headers['accept-encoding'], html);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(payload);
  });

  return app;
}
