import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../config';

/** A year, as HSTS preload lists ask; only sent when PUBLIC_URL is https (see below). */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Origins the map may load from: the configured style's own origin plus MAP_HOSTS (a style whose
 * tiles, glyphs or sprites live on other hosts names them there). None with the built-in style.
 */
export function mapOrigins(config: Pick<Config, 'publicUrl' | 'mapStyleUrl' | 'mapHosts'>): string[] {
  const urls = [config.mapStyleUrl, ...config.mapHosts].filter((url): url is string => Boolean(url));
  // A style path on this server (MAP_STYLE_URL=/styles/light.json) is 'self' already.
  const origins = urls.map((url) => new URL(url, config.publicUrl).origin).filter((origin) => origin !== new URL(config.publicUrl).origin);
  return [...new Set(origins)];
}

/**
 * The Content-Security-Policy, exactly what the app uses: its own scripts, styles, fonts and
 * workers (the map's worker is a file of the build); images from its own storage (/files, or the
 * bucket's S3_PUBLIC_URL), data:
 * and blob: (MapLibre decodes tiles and icons into blob URLs) and the map hosts; fetches to itself,
 * its WebSocket and the map hosts. Styles set from script (React's style prop, MapLibre's
 * positioning) go through the CSSOM, which CSP does not restrict, so no 'unsafe-inline' is needed.
 * Nothing may frame the app, and no plugin, <base> or form may point elsewhere.
 */
export function contentSecurityPolicy(config: Pick<Config, 'publicUrl' | 'mapStyleUrl' | 'mapHosts' | 's3'>): Record<string, string[]> {
  const map = mapOrigins(config);
  // With S3_PUBLIC_URL browsers load uploaded images from the bucket or its CDN, not from /files.
  const files = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const publicUrl = new URL(config.publicUrl);
  // 'self' covers ws: and wss: in CSP level 3; the explicit origin serves browsers that predate it.
  const webSocket = `${publicUrl.protocol === 'https:' ? 'wss:' : 'ws:'}//${publicUrl.host}`;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'font-src': ["'self'", 'data:'],
    'img-src': ["'self'", 'data:', 'blob:', ...files, ...map],
    'connect-src': ["'self'", webSocket, ...map],
    'worker-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(publicUrl.protocol === 'https:' ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function serializePolicy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Features no page of the app uses, so an injected script or a framed page cannot ask for them either. */
const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'bluetooth', 'interest-cohort']
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * Security headers on every answer (API, app pages, files, errors): the CSP above, nosniff,
 * no Referer leaving the site (private listing-request links carry a token in the page address),
 * HSTS when the public address is https, and a Permissions-Policy.
 *
 * helmet's middleware is built once here: @fastify/helmet built it again on every request, parsing
 * the policy each time, which was about a third of the app's own CPU on a small answer.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app.ctx;
  const isHttps = new URL(config.publicUrl).protocol === 'https:';
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: isHttps ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: true } : false,
    // Uploaded images are loaded by the app only; email clients get no images from /files.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Set by frame-ancestors 'none' already; X-Frame-Options stays for browsers without CSP level 2.
    xFrameOptions: { action: 'deny' },
  });
  // Swagger UI (the API documentation, static and without user content) sets inline styles.
  const documentationPolicy = serializePolicy({ ...contentSecurityPolicy(config), 'style-src': ["'self'", "'unsafe-inline'"] });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // Fastify's headers win over the raw response's when it answers, so this replaces helmet's CSP.
    if (request.url.startsWith('/api/docs')) reply.header('content-security-policy', documentationPolicy);
    // helmet sets its headers on the raw response, then calls back with nothing or an Error (a policy
    // directive computed per request can fail; ours are fixed), which Fastify answers as a 500.
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
