import { describe, expect, it } from 'vitest';
import { WAREHOUSE_FORM_MESSAGES } from './errors';
import { listingTranslationInput, storedTranslations, textsInLanguage, translationProblems } from './listing-translations';

const original = { name: 'Harbour Store', description: 'Dry storage', locale: 'en' } as const;

describe('textsInLanguage', () => {
  it('gives each text in the reader\'s language where translated, with its language', () => {
    expect(textsInLanguage(original, { name: 'Entrepôt', description: 'Stockage sec' }, 'fr')).toEqual({
      name: 'Entrepôt',
      nameLocale: 'fr',
      description: 'Stockage sec',
      descriptionLocale: 'fr',
    });
  });

  it('falls back to the original for a text the translation leaves out, marked with the original\'s language', () => {
    expect(textsInLanguage(original, { name: 'Hafenlager', description: null }, 'de')).toEqual({
      name: 'Hafenlager',
      nameLocale: 'de',
      description: 'Dry storage',
      descriptionLocale: 'en',
    });
    expect(textsInLanguage(original, { name: null, description: 'وصف' }, 'ar')).toMatchObject({ name: 'Harbour Store', nameLocale: 'en', descriptionLocale: 'ar' });
    expect(textsInLanguage(original, undefined, 'zh')).toEqual({ name: 'Harbour Store', nameLocale: 'en', description: 'Dry storage', descriptionLocale: 'en' });
  });

  it('never takes a translation over the original in the original\'s own language', () => {
    expect(textsInLanguage(original, { name: 'Stray', description: 'Stray' }, 'en')).toMatchObject({ name: 'Harbour Store', nameLocale: 'en' });
  });
});

describe('translationProblems', () => {
  it('refuses a translation into the language the listing is written in, and a second one into a language', () => {
    expect(translationProblems('en', [{ locale: 'fr' }, { locale: 'de' }])).toEqual([]);
    expect(translationProblems('fr', [{ locale: 'de' }, { locale: 'fr' }, { locale: 'de' }])).toEqual([
      { path: 'translations.1.locale', message: WAREHOUSE_FORM_MESSAGES.translationInOriginal },
      { path: 'translations.2.locale', message: WAREHOUSE_FORM_MESSAGES.duplicateTranslation },
    ]);
  });
});

describe('storedTranslations', () => {
  it('keeps blank texts as none and drops a translation with no text at all', () => {
    const parsed = [
      listingTranslationInput.parse({ locale: 'fr', name: '  Entrepôt  ', description: '' }),
      listingTranslationInput.parse({ locale: 'de', name: '   ' }),
      listingTranslationInput.parse({ locale: 'ar', description: 'وصف' }),
    ];
    expect(storedTranslations(parsed)).toEqual([
      { locale: 'fr', name: 'Entrepôt', description: null },
      { locale: 'ar', name: null, description: 'وصف' },
    ]);
  });

  it('reads the same limits as the original texts', () => {
    expect(listingTranslationInput.safeParse({ locale: 'fr', name: 'x'.repeat(200) }).success).toBe(true);
    expect(listingTranslationInput.safeParse({ locale: 'fr', name: 'x'.repeat(201) }).success).toBe(false);
    expect(listingTranslationInput.safeParse({ locale: 'fr', description: 'x'.repeat(5001) }).success).toBe(false);
    expect(listingTranslationInput.safeParse({ locale: 'es', name: 'Almacén' }).success).toBe(false);
  });
});
