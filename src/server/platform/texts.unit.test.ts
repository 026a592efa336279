import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import { formatCents } from '@shared/money';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import { readPo } from './po';
import { acceptedLocale, i18nFor, inLanguage, sharedTextIn } from './texts';

const SRC = path.join(import.meta.dirname, '..', '..');

/** Every PO catalogue of the project: the server's, the shared texts', the screens'. */
function catalogueFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => /(^|[\\/])locales[\\/][a-z]+\.po$/.test(file)).map((file) => path.join(SRC, file));
}

describe('readPo', () => {
  it('reads every catalogue of the project as Lingui reads it', async () => {
    const po = formatter({ lineNumbers: false });
    const files = catalogueFiles();
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const lingui = (await po.parse(text, { locale: path.basename(file, '.po'), sourceLocale: SOURCE_LOCALE, filename: file })) ?? {};
      // A screen's message is keyed by an id made from it; the file says its English.
      const expected = Object.entries(lingui).map(([id, entry]) => ({ id: entry.message ?? id, translation: entry.translation ?? '' }));
      expect(readPo(text), path.relative(SRC, file)).toEqual(expected);
    }
  });

  it('joins a message written over several quoted lines and reads its escapes', () => {
    const text = ['msgid ""', 'msgstr ""', '"Language: fr\\n"', '', 'msgid "Say \\"hi\\""', 'msgstr ""', '"Dis "', '"\\"bonjour\\"\\n"', ''].join('\n');
    expect(readPo(text)).toEqual([{ id: 'Say "hi"', translation: 'Dis "bonjour"\n' }]);
  });
});

describe('acceptedLocale', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['en-US,en;q=0.9', 'en'],
    ['nl-NL,de;q=0.7,fr;q=0.5', 'de'],
    ['fr;q=0.2,zh-CN;q=0.8', 'zh'],
    ['AR-EG', 'ar'],
    ['de;q=0,fr', 'fr'],
  ])('%s -> %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it('answers none for a header that asks for no language of the product', () => {
    expect(acceptedLocale('nl, pt-BR;q=0.5')).toBeNull();
    expect(acceptedLocale(undefined)).toBeNull();
    expect(acceptedLocale('*')).toBeNull();
  });
});

describe('writing in a language', () => {
  it('translates a server message in every language, and falls back to the English of one no catalogue has', () => {
    for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
      const hello = i18nFor(locale)._('Hello {firstName},', { firstName: 'Carl' });
      expect(hello, locale).toContain('Carl');
      expect(hello, locale).not.toBe('Hello Carl,');
      expect(i18nFor(locale)._('A text no catalogue has, for {name}', { name: 'Carl' })).toBe('A text no catalogue has, for Carl');
    }
    expect(i18nFor('en')._('Hello {firstName},', { firstName: 'Carl' })).toBe('Hello Carl,');
  });

  it("gives each plural form its language's words", () => {
    const days = (locale: 'en' | 'ar', count: number) => i18nFor(locale)._('{days, plural, one {# day} other {# days}}', { days: count });
    expect([days('en', 1), days('en', 7)]).toEqual(['1 day', '7 days']);
    expect(new Set([1, 2, 3, 11, 100].map((count) => days('ar', count).replace(/\d+/, '#'))).size).toBeGreaterThan(2);
  });

  it('writes dates and money in the language while it writes, and in the spec\'s en-GB again after', () => {
    // French groups digits with a narrow no-break space and keeps the euro sign with a no-break space.
    expect(inLanguage('fr', () => `${formatCents(123_450)} · ${formatDate('2026-11-22')}`)).toBe('1\u202f234,50\u00a0€ · 22 nov. 2026');
    expect(inLanguage('de', () => formatCents(123_450))).toBe('1.234,50\u00a0€');
    expect(formatCents(123_450)).toBe('€1,234.50');
    expect(() => inLanguage('fr', () => {
      throw new Error('failed while writing');
    })).toThrow('failed while writing');
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  });

  it('looks up the shared texts by their English, and leaves a text the catalogue lacks as it is', () => {
    expect(sharedTextIn('fr', 'Invalid email or password')).toBe('E-mail ou mot de passe incorrect');
    expect(sharedTextIn('fr', 'Not a text of the catalogue')).toBe('Not a text of the catalogue');
    expect(sharedTextIn('en', 'Invalid email or password')).toBe('Invalid email or password');
  });
});
