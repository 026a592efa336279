// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browseLimitMessage, createInquiriesFailedMessage, GENERIC_MESSAGES, retriesExhaustedMessage, roleMissingMessage, VAT_VERIFICATION_TEXTS } from '@shared/errors';
import { changeLocale } from './i18n';
import { translateSharedTemplates } from './shared-templates';
import { setFromTemplate, sharedText } from './shared-texts';

/**
 * A text the screens build from values (decision 233) in the page's language: matched back against the
 * templates the loaded catalogues carry, written by the template's translation.
 */

beforeAll(() => translateSharedTemplates());

afterAll(async () => {
  await changeLocale('en');
  setFromTemplate(undefined);
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('a shared text built from values on a screen', () => {
  it('is written in the page’s language with its values, in each language', async () => {
    const text = VAT_VERIFICATION_TEXTS.verified('29 Nov 2026');
    const inEach: Record<string, string> = {};
    for (const locale of ['fr', 'de', 'ar', 'zh'] as const) {
      await changeLocale(locale);
      inEach[locale] = sharedText(text);
    }
    expect(inEach).toEqual({ fr: 'Vérifié le 29 Nov 2026', de: 'Verifiziert am 29 Nov 2026', ar: 'تم التحقق في 29 Nov 2026', zh: '已于 29 Nov 2026 核验' });
    await changeLocale('fr');
    expect(sharedText(roleMissingMessage(['administrator']))).toBe('Le rôle requis vous manque. Rôle requis : administrator');
  });

  it('gives a plural the forms of the language, and a number its format', async () => {
    await changeLocale('fr');
    expect(sharedText(createInquiriesFailedMessage(1))).toBe("1 demande n'a pas pu être créée");
    expect(sharedText(createInquiriesFailedMessage(2))).toBe("2 demandes n'ont pas pu être créées");
    expect(sharedText(browseLimitMessage(1200))).toBe("Seuls les 1\u202f200 premiers entrepôts d'une recherche sont affichés. Affinez votre recherche ou ajoutez des filtres pour voir les autres.");
    await changeLocale('ar');
    expect([1, 2, 3, 11].map((count) => sharedText(createInquiriesFailedMessage(count)))).toEqual(['تعذّر إنشاء استفسار واحد', 'تعذّر إنشاء استفسارين', 'تعذّر إنشاء 3 استفسارات', 'تعذّر إنشاء 11 استفسارًا']);
  });

  it('translates a value that is a shared text, and leaves a text no template writes, and English, as they are', async () => {
    await changeLocale('de');
    expect(sharedText(retriesExhaustedMessage(GENERIC_MESSAGES.server))).toBe(`Die Anfrage ist nach 5 Versuchen fehlgeschlagen. Letzter Fehler: ${sharedText(GENERIC_MESSAGES.server)}`);
    expect(sharedText(GENERIC_MESSAGES.server)).not.toBe(GENERIC_MESSAGES.server);
    expect(sharedText('Request failed for another reason')).toBe('Request failed for another reason');
    await changeLocale('en');
    expect(sharedText(createInquiriesFailedMessage(2))).toBe('Failed to create 2 inquiries');
  });
});
