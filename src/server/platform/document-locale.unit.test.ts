import { describe, expect, it } from 'vitest';
import { documentLocale } from './document-locale';

describe('documentLocale', () => {
  it("is the person's language, English when they chose none, and English for Arabic (pdfkit sets no right-to-left text)", () => {
    expect(documentLocale({ locale: 'fr' })).toBe('fr');
    expect(documentLocale({ locale: 'zh' })).toBe('zh');
    expect(documentLocale({ locale: null })).toBe('en');
    expect(documentLocale({ locale: 'xx' })).toBe('en');
    expect(documentLocale({ locale: 'ar' })).toBe('en');
  });
});
