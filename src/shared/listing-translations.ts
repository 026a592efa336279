import { z } from 'zod';
import type { FieldError } from './contracts/common';
import { WAREHOUSE_FORM_MESSAGES } from './errors';
import { LOCALES, type Locale } from './locales';

/**
 * A listing's name and description in the reader's language (issue #40; docs/decisions/235-warehouse-translations.md).
 * The owner writes them in one language (`writtenIn`, stored as the warehouse's original locale) and
 * may add a translation per other language; each text a translation leaves empty is read in the
 * original. Every answer that shows a name or description says which language it is in, so a screen
 * can mark it (`lang`) for screen readers and the browser's hyphenation and fonts.
 */

/** Longest texts, the same as the original's (warehouseInput's name and description). */
export const LISTING_NAME_MAX = 200;
export const LISTING_DESCRIPTION_MAX = 5000;

/** One translation as a form sends it: empty texts are none (the original is shown for them). */
export const listingTranslationInput = z.object({
  locale: z.enum(LOCALES),
  name: z.string().trim().max(LISTING_NAME_MAX).default(''),
  description: z.string().trim().max(LISTING_DESCRIPTION_MAX).default(''),
});
export type ListingTranslationInput = z.input<typeof listingTranslationInput>;
export type ListingTranslation = z.output<typeof listingTranslationInput>;

/**
 * What the warehouse forms add to their bodies. Both optional, so a client that knows neither keeps
 * what is saved: `writtenIn` left out keeps the saved language (English for a new listing);
 * `translations` left out keeps the saved ones, given it replaces them all (an empty list removes them).
 */
export const listingLanguageInput = {
  writtenIn: z.enum(LOCALES).optional(),
  translations: z.array(listingTranslationInput).max(LOCALES.length).optional(),
};

/**
 * A translation's problems against the language the listing is written in, keyed by the body's paths:
 * one in that language, or a second in one language. The service checks them with the saved language
 * when the body leaves it out.
 */
export function translationProblems(writtenIn: Locale, translations: readonly Pick<ListingTranslation, 'locale'>[]): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<Locale>();
  translations.forEach((translation, index) => {
    const path = `translations.${index}.locale`;
    if (translation.locale === writtenIn) problems.push({ path, message: WAREHOUSE_FORM_MESSAGES.translationInOriginal });
    else if (seen.has(translation.locale)) problems.push({ path, message: WAREHOUSE_FORM_MESSAGES.duplicateTranslation });
    seen.add(translation.locale);
  });
  return problems;
}

/** The translations worth keeping: those with a text, blank texts as none (null). */
export function storedTranslations(
  translations: readonly ListingTranslation[],
): { locale: Locale; name: string | null; description: string | null }[] {
  return translations
    .map((translation) => ({ locale: translation.locale, name: translation.name.trim() || null, description: translation.description.trim() || null }))
    .filter((translation) => translation.name !== null || translation.description !== null);
}

/** The name and description a reader of `locale` is shown, each with the language it is in. */
export type TextsInLanguage = { name: string; nameLocale: Locale; description: string; descriptionLocale: Locale };

/**
 * The reader's language when the owner translated the text into it, the original otherwise (a
 * description the original leaves empty stays empty, in the original's language).
 */
export function textsInLanguage(
  original: { name: string; description: string; locale: Locale },
  translation: { name: string | null; description: string | null } | undefined,
  locale: Locale,
): TextsInLanguage {
  const translated = locale === original.locale ? undefined : translation;
  return {
    name: translated?.name || original.name,
    nameLocale: translated?.name ? locale : original.locale,
    description: translated?.description || original.description,
    descriptionLocale: translated?.description ? locale : original.locale,
  };
}
