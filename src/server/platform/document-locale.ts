import type { Locale } from '@shared/locales';
import { localeOf } from './texts';

/**
 * The language a printed document to this person is issued in (decision 238): theirs, but English for
 * Arabic. pdfkit lays text out left to right only (no bidirectional ordering), so Arabic words would
 * print in the wrong order; an Arabic reader gets the document in English, the language of the trade
 * papers the product's Arabic formats already follow (decision 232), and their e-mails in Arabic.
 */
export function documentLocale(person: { locale: string | null }): Locale {
  const locale = localeOf(person);
  return locale === 'ar' ? 'en' : locale;
}
