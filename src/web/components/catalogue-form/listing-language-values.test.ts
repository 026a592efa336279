import { describe, expect, it } from 'vitest';
import {
  emptyLanguageValues,
  languageValuesFromSaved,
  toLanguageInputs,
  translationFieldPath,
  translationValuesSchema,
} from './listing-language-values';

describe('listing language values', () => {
  it('starts a new listing in the owner\'s language with every language\'s entry empty', () => {
    const values = emptyLanguageValues('de');
    expect(values.writtenIn).toBe('de');
    expect(values.translations.map((entry) => entry.locale)).toEqual(['en', 'fr', 'de', 'ar', 'zh']);
    expect(toLanguageInputs(values)).toEqual({
      writtenIn: 'de',
      translations: ['en', 'fr', 'ar', 'zh'].map((locale) => ({ locale, name: '', description: '' })),
    });
  });

  it('lays the saved translations over the entries, and sends them trimmed without the original\'s language', () => {
    const values = languageValuesFromSaved(
      { name: 'Quai', description: '', writtenIn: 'fr', translations: [{ locale: 'ar', name: 'رصيف', description: '' }] },
      'en',
    );
    expect(values.writtenIn).toBe('fr');
    values.translations[0] = { locale: 'en', name: '  Quay  ', description: ' Near the port ' };
    expect(toLanguageInputs(values).translations).toEqual([
      { locale: 'en', name: 'Quay', description: 'Near the port' },
      { locale: 'de', name: '', description: '' },
      { locale: 'ar', name: 'رصيف', description: '' },
      { locale: 'zh', name: '', description: '' },
    ]);
  });

  it('puts the server\'s messages on the form\'s entries, and checks the original\'s limits', () => {
    const values = emptyLanguageValues('en');
    expect(translationFieldPath('translations.0.name', values)).toBe('translations.1.name');
    expect(translationFieldPath('translations.3.description', values)).toBe('translations.4.description');
    expect(translationFieldPath('translations.9.name', values)).toBeNull();
    expect(translationFieldPath('translations.0.locale', values)).toBeNull();
    expect(translationFieldPath('writtenIn', values)).toBe('writtenIn');
    expect(translationFieldPath('name', values)).toBeNull();

    values.translations[1] = { locale: 'fr', name: 'x'.repeat(201), description: '' };
    const result = translationValuesSchema.safeParse(values.translations);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['1.name']);
  });
});
