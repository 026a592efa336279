import { createRequire } from 'node:module';
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

/**
 * Whether pino-pretty can be loaded. It is a dev dependency: a production install
 * (`npm ci --omit=dev`) has none, and a server started there without NODE_ENV=production must still
 * start, with JSON logs.
 */
function isPrettyPrinterInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/** Where logs go: a terminal or not, and whether pino-pretty is installed (both read from the process unless given). */
type LogOutput = { isTerminal: boolean; hasPrettyPrinter: boolean };

/**
 * JSON logs in production, pretty in development on a terminal when pino-pretty is installed (the
 * transport is only named then, so production never loads it); secrets and cookies are never written.
 */
export function loggerOptions(config: Config, output: Partial<LogOutput> = {}): FastifyServerOptions['logger'] {
  const pretty =
    config.env === 'development' &&
    (output.isTerminal ?? Boolean(process.stdout.isTTY)) &&
    (output.hasPrettyPrinter ?? isPrettyPrinterInstalled());
  return {
    level: config.env === 'test' ? 'silent' : config.logLevel,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.currentPassword', '*.iban', '*.token'],
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
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
