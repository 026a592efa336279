import { readFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parse, type Select, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '@shared/locales';
import { TEXT_TEMPLATES } from '@shared/errors/templates';
import { readSharedCatalogue, sharedTexts } from '../../../scripts/shared-messages';

/**
 * The catalogues against the code (issue #40): every message the code holds is in every language's
 * catalogue and translated; no catalogue keeps a message the code no longer has; each translation is
 * valid ICU MessageFormat with the English message's placeholders and tags, and a plural gives every
 * form its language has. `npm run messages` brings the catalogues up to the code.
 */

const ROOT = path.join(import.meta.dirname, '..', '..', '..');
const TRANSLATED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

type Entry = { message: string; translation: string };

const config = getConfig({ cwd: ROOT, skipValidation: true });
const catalogues = await getCatalogs(config);
const parts = await Promise.all(
  catalogues.map(async (catalogue) => {
    const inCode = await catalogue.collect();
    const byLocale = await catalogue.readAll([...TRANSLATED]);
    const file = path.relative(ROOT, catalogue.path);
    return { file, inCode: new Map(Object.entries(inCode ?? {}).map(([id, message]) => [id, message.message ?? id])), byLocale };
  }),
);

/** The arguments (`{name}`, a plural's variable) and tags (`<0>`) of a message, and its plurals' forms by variable. */
function shapeOf(message: string): { names: string[]; plurals: Map<string, string[]> } {
  const names = new Set<string>();
  const plurals = new Map<string, string[]>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content') {
        for (const [tag] of token.value.matchAll(/<\/?\d+\/?>/g)) names.add(tag.replace('/', ''));
      } else if (token.type === 'argument' || token.type === 'function') {
        names.add(token.arg);
      } else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        names.add(token.arg);
        const select = token as Select;
        if (select.type !== 'select') plurals.set(select.arg, select.cases.map((option) => option.key));
        for (const option of select.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return { names: [...names].sort(), plurals };
}

/** Each language's plural forms that the counts of this product meet (0 to 10,000): French's "many" is for millions. */
const PLURAL_FORMS = new Map<string, string[]>(
  TRANSLATED.map((locale) => {
    const rules = new Intl.PluralRules(locale);
    return [locale, [...new Set(Array.from({ length: 10_001 }, (_, count) => rules.select(count)))]];
  }),
);

/** What is wrong with a message's translation: none, not ICU, other placeholders, or a plural lacking a form of the language. */
function translationProblems(locale: string, english: string, translation: string | undefined): string[] {
  if (!translation) return [`${locale}: no translation of ${JSON.stringify(english)}`];
  let translated: ReturnType<typeof shapeOf>;
  try {
    translated = shapeOf(translation);
  } catch (error) {
    return [`${locale}: not ICU MessageFormat (${(error as Error).message}): ${JSON.stringify(translation)}`];
  }
  const problems: string[] = [];
  const source = shapeOf(english);
  if (source.names.join() !== translated.names.join()) {
    problems.push(`${locale}: placeholders ${translated.names.join()} instead of ${source.names.join()} in ${JSON.stringify(translation)}`);
  }
  const forms = PLURAL_FORMS.get(locale)!;
  for (const [variable, keys] of translated.plurals) {
    const lacking = forms.filter((form) => !keys.includes(form));
    if (lacking.length > 0) problems.push(`${locale}: the plural of ${variable} lacks ${lacking.join(', ')} in ${JSON.stringify(translation)}`);
  }
  return problems;
}

describe('the message catalogues', () => {
  it('are found, one per feature and one for the frame', () => {
    expect(parts.length).toBeGreaterThan(20);
    expect(parts.map((part) => part.file)).toContain('src/web/locales/{locale}');
  });

  it.each(parts.map((part) => [part.file, part] as const))('%s: every message of the code is in the catalogue, and none other', (_file, part) => {
    for (const locale of TRANSLATED) {
      const entries = part.byLocale[locale] as Record<string, Entry & { obsolete?: boolean }>;
      const kept = Object.entries(entries).filter(([, entry]) => !entry.obsolete);
      const notExtracted = [...part.inCode.entries()].filter(([id]) => !(id in entries)).map(([, message]) => message);
      const noLongerInCode = kept.filter(([id]) => !part.inCode.has(id)).map(([, entry]) => entry.message);
      expect(notExtracted, `${locale}: in the code, not in the catalogue (npm run messages)`).toEqual([]);
      expect(noLongerInCode, `${locale}: in the catalogue, no longer in the code (npm run messages)`).toEqual([]);
    }
  });

  it.each(parts.map((part) => [part.file, part] as const))('%s: every message is translated in every language, as valid ICU with the same placeholders and every plural form', (_file, part) => {
    const problems: string[] = [];
    for (const locale of TRANSLATED) {
      for (const [id, english] of part.inCode) problems.push(...translationProblems(locale, english, (part.byLocale[locale] as Record<string, Entry>)[id]?.translation));
    }
    expect(problems).toEqual([]);
  });

  it('the shared catalogue (src/shared/errors) has every fixed text, translated in every language, and none other', async () => {
    const texts = [...(await sharedTexts()).keys()];
    expect(texts.length).toBeGreaterThan(300);
    for (const locale of TRANSLATED) {
      const translations = await readSharedCatalogue(locale);
      expect(texts.filter((text) => !translations.get(text)), `${locale}: not translated (npm run messages, then translate)`).toEqual([]);
      expect([...translations.keys()].filter((text) => !texts.includes(text)), `${locale}: no longer in the catalogue (npm run messages)`).toEqual([]);
    }
  });

  it('the shared catalogue translates each template of a text built from values as ICU, with its placeholders and every plural form', async () => {
    const templates = Object.values(TEXT_TEMPLATES).flat();
    expect(templates.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const locale of TRANSLATED) {
      const translations = await readSharedCatalogue(locale);
      for (const template of templates) problems.push(...translationProblems(locale, template, translations.get(template)));
    }
    expect(problems).toEqual([]);
  });

  it('boot.js, which runs before any module, knows the same languages as the app', () => {
    const boot = readFileSync(path.join(ROOT, 'src', 'web', 'boot.js'), 'utf8');
    const listed = /const LOCALES = \[([^\]]*)\]/.exec(boot)?.[1];
    expect(listed?.split(',').map((code) => code.trim().replace(/'/g, ''))).toEqual([...LOCALES]);
  });
});
