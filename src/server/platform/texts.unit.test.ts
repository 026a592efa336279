import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@shared/dates';
import { AUTH_MESSAGES, createInquiriesFailedMessage, GENERIC_MESSAGES, INVOICE_MESSAGES, messageTooLongMessage, RELEASE_MESSAGES, retriesExhaustedMessage, tooManyAttemptsMessage, tooManyRequestsMessage, VAT_VERIFICATION_TEXTS } from '@shared/errors';
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

describe('a shared text built from values, in a language (decision 233)', () => {
  it('is written by its template’s translation with the values read back from the English, in every language', () => {
    expect(sharedTextIn('fr', tooManyRequestsMessage(30))).toBe('Trop de requêtes. Veuillez réessayer dans 30 secondes.');
    expect(sharedTextIn('de', tooManyRequestsMessage(30))).toBe('Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.');
    expect(sharedTextIn('ar', tooManyRequestsMessage(30))).toBe('طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 30 ثانية.');
    expect(sharedTextIn('zh', tooManyRequestsMessage(30))).toBe('请求过于频繁。请在 30 秒后重试。');
    expect(sharedTextIn('fr', VAT_VERIFICATION_TEXTS.verified('29 Nov 2026'))).toBe('Vérifié le 29 nov. 2026');
    // The template with the most fixed text wins: not "Verified {date}" with the rest as the date.
    expect(sharedTextIn('de', VAT_VERIFICATION_TEXTS.profileVerifiedOutsideEu('29 Nov 2026'))).toBe('Am 29. Nov. 2026 vom Frachtagenten verifiziert. Unternehmen außerhalb der EU zahlen keine EU-MwSt.');
  });

  it('gives a plural the forms of the language: French one and other, Arabic one, two, few, many and other', () => {
    expect(sharedTextIn('fr', tooManyAttemptsMessage(60))).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
    expect(sharedTextIn('fr', tooManyAttemptsMessage(120))).toBe('Trop de tentatives. Veuillez réessayer dans 2 minutes.');
    expect(sharedTextIn('fr', createInquiriesFailedMessage(1))).toBe('1 demande n\'a pas pu être créée');
    expect(sharedTextIn('fr', createInquiriesFailedMessage(3, ['Muuga Port', 'Sergeli Cargo']))).toBe("3 demandes n'ont pas pu être créées. Demandes créées pour : Muuga Port, Sergeli Cargo.");
    const arabic = (minutes: number) => sharedTextIn('ar', tooManyAttemptsMessage(minutes * 60));
    expect([1, 2, 3, 11, 100].map(arabic)).toEqual([
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقة واحدة.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد دقيقتين.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 3 دقائق.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 11 دقيقة.',
      'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد 100 دقيقة.',
    ]);
  });

  it('writes a number the English writes en-GB in the language’s format, Arabic with Latin digits (decision 232)', () => {
    expect(messageTooLongMessage(5000)).toBe('A message can be at most 5,000 characters.');
    expect(sharedTextIn('fr', messageTooLongMessage(5000))).toBe('Un message peut comporter au maximum 5\u202f000 caractères.');
    expect(sharedTextIn('de', messageTooLongMessage(5000))).toBe('Eine Nachricht darf höchstens 5.000 Zeichen lang sein.');
    expect(sharedTextIn('ar', messageTooLongMessage(5000))).toBe('يجب ألا يتجاوز طول الرسالة 5,000 حرف.');
  });

  it('writes an amount, a quantity and a date the English carries in the reader’s formats, and nests in a language being written', () => {
    const french = (write: () => string) => inLanguage('fr', write);
    expect(sharedTextIn('fr', INVOICE_MESSAGES.paymentAboveOpen(formatCents(141_922)))).toBe(
      `Le montant dépasse le reste dû sur cette facture (${french(() => formatCents(141_922))}).`,
    );
    expect(french(() => formatCents(141_922))).toBe('1\u202f419,22\u00a0€');
    expect(sharedTextIn('de', RELEASE_MESSAGES.quantityNotAvailable('1,250.50', 'pallets'))).toContain('1.250,50');
    expect(sharedTextIn('ar', VAT_VERIFICATION_TEXTS.verified('29 Nov 2026'))).not.toContain('Nov');
    // Inside a text being written in French, a German one leaves the French formats in place.
    const afterGerman = french(() => {
      sharedTextIn('de', INVOICE_MESSAGES.paymentAboveOpen('€1.00'));
      return formatCents(100);
    });
    expect(afterGerman).toBe('1,00\u00a0€');
    expect(formatCents(100)).toBe('€1.00');
  });

  it('translates a value that is a shared text itself, and leaves English that matches no template, and English, as they are', () => {
    expect(sharedTextIn('fr', retriesExhaustedMessage(GENERIC_MESSAGES.server))).toBe(`La requête a échoué après 5 tentatives. Dernière erreur : ${sharedTextIn('fr', GENERIC_MESSAGES.server)}`);
    expect(sharedTextIn('fr', 'Too many requests. Please try again soon.')).toBe('Too many requests. Please try again soon.');
    expect(sharedTextIn('fr', `${AUTH_MESSAGES.invalidCredentials} (twice)`)).toBe(`${AUTH_MESSAGES.invalidCredentials} (twice)`);
    expect(sharedTextIn('en', tooManyRequestsMessage(30))).toBe('Too many requests. Please try again in 30 seconds.');
  });
});
