import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';

/** Something that can log an unexpected error (the request's logger). */
export type ErrorLog = { error(object: object, message: string): void };

/** Query parameters that carry a secret: email-link tokens and the listing-request link. */
const SECRET_QUERY_PARAMS = /([?&](?:token|access_token|refresh_token)=)[^&#]*/gi;

/** The request URL as logged: secret query values replaced, so a link's token never reaches the logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMS, '$1[redacted]');
}

/** JSON logs in production, pretty in development; secrets and cookies are never written. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    ...(config.env === 'development' && process.stdout.isTTY
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
