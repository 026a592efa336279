import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { formatDate } from '@shared/dates';
import { displayLocaleTag, setDisplayLocale } from '@shared/display-locale';
import { formatCents, toHundredths } from '@shared/money';
import { formatQuantity } from '@shared/sizes';
import { TEXT_TEMPLATES } from '@shared/errors/templates';
import { matchTemplate, writeTemplate } from '@shared/text-templates';
import { readPo } from './po';
import { formattingLocale, isLocale, LOCALE_COOKIE, type Locale, localeOfTag, SOURCE_LOCALE } from '@shared/locales';

/**
 * What the server writes in its reader's language (issue #40, decision 234): e-mails, notifications,
 * printed documents and error answers.
 *
 * - Its own texts are written in English with Lingui's `i18n._('Offer {number} accepted', { number })`
 *   (the name `i18n` is what `lingui extract` looks for), and kept in `src/server/locales/<locale>.po`,
 *   translated like the screens' (`npm run messages`; the catalogue test checks them).
 * - The texts it shares with the screens (the error catalogue, the labels) are looked up by their
 *   English in `src/shared/errors/locales/<locale>.po` (decision 233); one a function built from values
 *   by its template, with the values read back from the English (shared/text-templates.ts).
 * A translation not written yet falls back to the English, never to an id.
 */

/**
 * The folder the catalogues are read under, at their paths in src: once built, ./catalogues beside the
 * bundle (scripts/build.ts copies them there); from source, src itself.
 */
const BUNDLED = fileURLToPath(new URL('./catalogues', import.meta.url));
const CATALOGUE_ROOT = existsSync(BUNDLED) ? BUNDLED : fileURLToPath(new URL('../..', import.meta.url));
const serverCatalogue = (locale: Locale) => path.join(CATALOGUE_ROOT, 'server', 'locales', `${locale}.po`);
const sharedCatalogue = (locale: Locale) => path.join(CATALOGUE_ROOT, 'shared', 'errors', 'locales', `${locale}.po`);

/** A catalogue's translated messages, by their English. */
function translations(file: string): Map<string, string> {
  return new Map(readPo(readFileSync(file, 'utf8')).filter((entry) => entry.translation !== '').map((entry) => [entry.id, entry.translation]));
}

type Compiled = ReturnType<typeof compileMessage>;
/** A template's translation, by its English: both compiled. */
type Language = { i18n: I18n; shared: Map<string, string>; templates: (readonly [translation: Compiled, english: Compiled])[] };
const languages = new Map<Locale, Language>();

/** A language's catalogues, read and compiled once per process. */
function language(locale: Locale): Language {
  let found = languages.get(locale);
  if (found) return found;
  const own: Record<string, ReturnType<typeof compileMessage>> = {};
  const shared = new Map<string, string>();
  // English too, so its messages are compiled once, not at every use (the shared texts are English already).
  for (const [english, text] of translations(serverCatalogue(locale))) own[english] = compileMessage(text);
  if (locale !== SOURCE_LOCALE) for (const [english, text] of translations(sharedCatalogue(locale))) shared.set(english, text);
  const i18n = setupI18n({ locale, messages: { [locale]: own } });
  // A message not in the catalogue yet is its English, compiled when it is used.
  i18n.setMessagesCompiler(compileMessage);
  // The templates of texts built from values, English beside translation, those translated only.
  const templates = Object.values(TEXT_TEMPLATES)
    .flat()
    .filter((english) => shared.has(english))
    .map((english) => [compileMessage(shared.get(english)!), compileMessage(english)] as const);
  found = { i18n, shared, templates };
  languages.set(locale, found);
  return found;
}

/** The server's messages in this language, to write a text with `i18n._(…)`. */
export function i18nFor(locale: Locale): I18n {
  return language(locale).i18n;
}

/**
 * A text of the shared catalogue (an error's, a label) in this language, or one a function of the
 * catalogue built from values (`tooManyRequestsMessage(30)`), by its template, its values read back
 * from the English (a value that is a shared text itself translated too); any other text as it is.
 */
export function sharedTextIn(locale: Locale, english: string): string {
  const { shared, templates } = language(locale);
  const fixed = shared.get(english);
  if (fixed) return fixed;
  const matched = matchTemplate(templates, english);
  if (!matched) return english;
  const values = Object.fromEntries(Object.entries(matched.values).map(([name, value]) => [name, (typeof value === 'string' && shared.get(value)) || inReadersFormats(locale, value)]));
  return writeTemplate(matched.key, values, locale, formattingLocale(locale));
}

/** An amount as formatCents writes it in English ("€1,419.22", "-€5.00"), and a quantity as formatQuantity does ("1,250.50"). */
const ENGLISH_AMOUNT = /^(-?)€(\d{1,3}(?:,\d{3})*\.\d{2})$/;
const ENGLISH_QUANTITY = /^\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?$/;
/** A calendar date as formatDate writes it in English ("29 Nov 2026"). */
const ENGLISH_DATE = /^(\d{1,2}) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A value read back from an English text, in the reader's formats: the server writes the catalogue's
 * texts in English first (a service does not know its reader), so an amount, a quantity or a date in
 * one ("more than is open on this invoice (€419.22)") is formatted again by the shared formatters.
 */
function inReadersFormats(locale: Locale, value: string | number): string | number {
  if (typeof value !== 'string') return value;
  const amount = ENGLISH_AMOUNT.exec(value);
  if (amount) return inFormatsOf(locale, () => formatCents(toHundredths(`${amount[1]}${amount[2]!.replaceAll(',', '')}`)));
  if (ENGLISH_QUANTITY.test(value)) return inFormatsOf(locale, () => formatQuantity(value.replaceAll(',', '')));
  const date = ENGLISH_DATE.exec(value);
  if (date) {
    const month = String(MONTHS.indexOf(date[2]!) + 1).padStart(2, '0');
    return inFormatsOf(locale, () => formatDate(`${date[3]}-${month}-${date[1]!.padStart(2, '0')}`));
  }
  return value;
}

/** Runs `write` with the shared formatters in this language's conventions, then puts back those it found (so it nests). */
function inFormatsOf<T>(locale: Locale, write: () => T): T {
  const previous = displayLocaleTag();
  setDisplayLocale(formattingLocale(locale));
  try {
    return write();
  } finally {
    setDisplayLocale(previous);
  }
}

/** A text of the shared catalogue in the language of `i18n` (a label inside a text written per reader). */
export function sharedText(i18n: I18n, english: string): string {
  return isLocale(i18n.locale) ? sharedTextIn(i18n.locale, english) : english;
}

/**
 * Writes something in a language: its texts through `i18n`, and the dates, numbers and money the
 * shared formatters write in that language's conventions (decision 232) while `write` runs. `write`
 * is synchronous, so no other request's writing can interleave with the switched formats.
 */
export function inLanguage<T>(locale: Locale, write: (i18n: I18n) => T): T {
  return inFormatsOf(locale, () => write(i18nFor(locale)));
}

/** The first of the product's languages an Accept-Language header asks for, by its weights. */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), weight: weight === undefined ? 1 : Number(weight), order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of asked) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** The language a request names: the one the web app shows (its cookie), else the browser's; null when it names none. */
export function namedLocale(request: FastifyRequest): Locale | null {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocale(chosen) ? chosen : acceptedLocale(request.headers['accept-language']);
}

/**
 * The language a request is answered in: the one the web app shows (its cookie), else the signed-in
 * user's, else the browser's, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return request.viewer?.locale ?? acceptedLocale(request.headers['accept-language']) ?? SOURCE_LOCALE;
}

/**
 * An answer in the request's language (requestLocale) differs by the cookie (the chosen language, the
 * session) and the browser's languages: a cache on the way keeps one per value. For the public reads
 * whose content is in the reader's language (warehouse names and descriptions, decision 235).
 */
export function variesByLanguage(reply: FastifyReply): void {
  reply.header('vary', 'Cookie, Accept-Language');
}

/**
 * "22 Nov 2026, 14:05 UTC": a moment on the one clock every reader shares, written in the language of
 * `i18n` (its date in that language's format when written inside inLanguage).
 */
export function utcMinute(i18n: I18n, at: Date): string {
  const iso = at.toISOString();
  return i18n._('{date}, {time} UTC', { date: formatDate(iso.slice(0, 10)), time: iso.slice(11, 16) });
}

/** A user's language for what is written to them: the one in their profile, else English. */
export function localeOf(user: { locale: string | null }): Locale {
  return isLocale(user.locale) ? user.locale : SOURCE_LOCALE;
}
