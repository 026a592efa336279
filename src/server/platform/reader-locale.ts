import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale, SOURCE_LOCALE } from '@shared/locales';

/** The cookie the web app keeps the reader's language in (src/web/boot.js, src/web/lib/i18n.ts). */
const LOCALE_COOKIE = 'locale';

/** The first of the browser's languages (Accept-Language, in its order) the product speaks, as boot.js picks it from navigator.languages. */
export function acceptedLocale(header: string | undefined): Locale | undefined {
  for (const part of (header ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const [language] = tag.split('-');
    if (isLocale(language)) return language;
  }
  return undefined;
}

/**
 * The language a request reads in (docs/decisions/235-warehouse-translations.md): the web app's
 * `locale` cookie (set from `?lang=` and the chooser), else the signed-in viewer's profile, else the
 * browser's languages (as the page itself chose them when nothing was chosen), else English.
 */
export function readerLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return request.viewer?.locale ?? acceptedLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/**
 * An answer in the reader's language differs by the cookie (the language, the session) and the
 * browser's languages: any cache on the way keeps one per value (the API itself sends no cache headers).
 */
export function variesByReader(reply: FastifyReply): void {
  reply.header('vary', 'Cookie, Accept-Language');
}
