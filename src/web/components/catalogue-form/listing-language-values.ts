import { z } from 'zod';
import { type ListingEditableTexts, type ListingText, listingTextOf } from '@shared/contracts/warehouses';
import { listingTranslationInput, type ListingTranslationInput } from '@shared/listing-translations';
import { LOCALES, type Locale } from '@shared/locales';

/**
 * The language of a listing's name and description and the owner's translations of them, as the
 * warehouse forms (multi-space and single-space) hold them (issue #40; docs/decisions/235-warehouse-translations.md).
 * Free of React so it is tested on its own. The form keeps an entry per language, in LOCALES order,
 * and shows those other than the one the listing is written in; an empty entry is no translation.
 */

export type TranslationFormValues = { locale: Locale; name: string; description: string };
export type ListingLanguageValues = { writtenIn: Locale; translations: TranslationFormValues[] };

/** A new listing: written in the language the owner is using, nothing translated yet. */
export function emptyLanguageValues(writtenIn: Locale): ListingLanguageValues {
  return { writtenIn, translations: LOCALES.map((locale) => ({ locale, name: '', description: '' })) };
}

/** A saved listing's language and translations (what its detail gives the owner to edit), over every language's entry. */
export function languageValuesFromSaved(saved: ListingEditableTexts | null, fallback: Locale): ListingLanguageValues {
  const empty = emptyLanguageValues(saved?.writtenIn ?? fallback);
  return {
    writtenIn: empty.writtenIn,
    translations: empty.translations.map((entry) => {
      const translation = saved?.translations.find((one) => one.locale === entry.locale);
      return translation ? { locale: entry.locale, name: translation.name, description: translation.description } : entry;
    }),
  };
}

/**
 * A saved listing's texts as its form edits them: the originals, not the reader's translation the
 * detail's name and description may be; their language and the translations.
 */
export function listingTextValuesFromSaved(detail: ListingText & { editableTexts: ListingEditableTexts | null }, fallback: Locale): ListingText & ListingLanguageValues {
  return {
    ...listingTextOf(detail),
    name: detail.editableTexts?.name ?? detail.name,
    description: detail.editableTexts?.description ?? detail.description,
    ...languageValuesFromSaved(detail.editableTexts, fallback),
  };
}

/** The entries a save sends: every language but the original's, trimmed (the server keeps those with a text). */
function sentTranslations(values: ListingLanguageValues): TranslationFormValues[] {
  return values.translations.filter((entry) => entry.locale !== values.writtenIn);
}

/** The body's `writtenIn` and `translations`: the whole set, so a translation emptied here is removed. */
export function toLanguageInputs(values: ListingLanguageValues): { writtenIn: Locale; translations: ListingTranslationInput[] } {
  return {
    writtenIn: values.writtenIn,
    translations: sentTranslations(values).map((entry) => ({ locale: entry.locale, name: entry.name.trim(), description: entry.description.trim() })),
  };
}

/** The checks on submit: each text within the original's limits (a hidden entry, the original's language, is not sent). */
export const translationValuesSchema = z.array(
  z.object({ locale: z.enum(LOCALES), name: listingTranslationInput.shape.name, description: listingTranslationInput.shape.description }),
);

/**
 * Where a 400 answer's message on the body's translations belongs in the form: the body lists every
 * language but the original's, so its index is translated back to the form's entry. Null: none.
 */
export function translationFieldPath(bodyPath: string, values: ListingLanguageValues): string | null {
  if (bodyPath === 'writtenIn') return 'writtenIn';
  const [list, indexText, field] = bodyPath.split('.');
  if (list !== 'translations' || (field !== 'name' && field !== 'description')) return null;
  const sent = sentTranslations(values)[Number(indexText)];
  if (!sent) return null;
  return `translations.${values.translations.findIndex((entry) => entry.locale === sent.locale)}.${field}`;
}
