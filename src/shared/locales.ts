/**
 * The languages the product speaks (issue #40; docs/decisions/231-messages-per-chunk.md). English is
 * the source: the spec's texts, written in the code. The same list is in lingui.config.ts (which
 * reads this one) and src/web/boot.js (which runs before any module, so it keeps a copy a unit test
 * compares).
 */
export const LOCALES = ['en', 'fr', 'de', 'ar', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE = 'en' satisfies Locale;

/** Each language's own name, as a chooser lists it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  ar: 'العربية',
  zh: '中文',
};

/**
 * The cookie that keeps the language the web app shows (src/web/boot.js writes it too): the server
 * answers a request in it (src/server/platform/texts.ts).
 */
export const LOCALE_COOKIE = 'locale';

const RIGHT_TO_LEFT: readonly Locale[] = ['ar'];

/** The product's language a language tag names, by its primary subtag ("fr-CA" is French), as src/web/boot.js reads one. */
export function localeOfTag(tag: string | null | undefined): Locale | undefined {
  const lower = tag?.trim().toLowerCase() ?? '';
  return LOCALES.find((locale) => lower === locale || lower.startsWith(`${locale}-`));
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale whose conventions write a language's dates, numbers, sizes and money (display-locale.ts):
 * the spec's en-GB for English; Arabic with the Latin digits of trade papers, prices and IBANs
 * (decision 232).
 */
export function formattingLocale(locale: Locale): string {
  const tags: Record<Locale, string> = { en: 'en-GB', fr: 'fr-FR', de: 'de-DE', ar: 'ar-u-nu-latn', zh: 'zh-CN' };
  return tags[locale];
}
