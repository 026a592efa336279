import { type Messages, setupI18n } from '@lingui/core';

/**
 * A shared text built from values, in another language (decision 233): the English a function of the
 * error catalogue wrote is matched back against its templates (src/shared/errors/templates.ts, compiled
 * as Lingui compiles messages), which gives its values, and the template's translation is written with
 * them. The server does it for what it sends (platform/texts.ts), the web app for what its screens build
 * (src/web/lib/shared-templates.ts).
 */

type Compiled = Extract<Messages[string], unknown[]>;
export type TemplateValues = Record<string, string | number>;

/** A number as English writes it ("5,000", "12"). */
const NUMBER = '(\\d[\\d,]*(?:\\.\\d+)?)';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any text: what an argument placeholder reads unless it has a shape of its own below. */
const ANY = '([\\s\\S]*?)';
/**
 * Placeholders whose values have a shape: a date has a digit in every language's format ("29 Nov
 * 2026", "29 nov. 2026", "2026年11月29日"), so "Verified by phone" is not "Verified {date}".
 */
const SHAPED = new Map([['date', '(\\D*?\\d[\\s\\S]*?)']]);

type Pattern = { expression: RegExp; groups: { name: string; isNumber: boolean }[] };
const patterns = new WeakMap<Compiled, Pattern>();

/** A template as a regular expression over the English it writes, and the placeholder each group reads. */
function patternOf(template: Compiled): Pattern {
  const known = patterns.get(template);
  if (known) return known;
  const groups: Pattern['groups'] = [];
  const sourceOf = (tokens: Compiled, plural?: string): string =>
    tokens
      .map((token) => {
        if (typeof token === 'string') {
          if (token !== '#' || plural === undefined) return escape(token);
          groups.push({ name: plural, isNumber: true });
          return NUMBER;
        }
        const [name, type, cases] = token;
        if (type === 'plural') {
          const forms = Object.entries(cases as Record<string, Compiled | undefined>).filter(([key, form]) => key !== 'offset' && form);
          return `(?:${forms.map(([, form]) => sourceOf(form!, name)).join('|')})`;
        }
        groups.push({ name, isNumber: type === 'number' });
        return type === 'number' ? NUMBER : (SHAPED.get(name) ?? ANY);
      })
      .join('');
  const pattern = { expression: new RegExp(`^${sourceOf(template)}$`), groups };
  patterns.set(template, pattern);
  return pattern;
}

/** The values an English text gives its template's placeholders, or undefined when the text is not one the template writes. */
function valuesOf(template: Compiled, text: string): TemplateValues | undefined {
  const { expression, groups } = patternOf(template);
  const match = expression.exec(text);
  if (!match) return undefined;
  const values: TemplateValues = {};
  groups.forEach(({ name, isNumber }, index) => {
    const found = match[index + 1];
    if (found !== undefined && !(name in values)) values[name] = isNumber ? Number(found.replaceAll(',', '')) : found;
  });
  return values;
}

/** How much fixed text a template has: a text two templates match belongs to the one with more. */
function literalLength(tokens: Compiled): number {
  return tokens.reduce<number>((sum, token) => sum + (typeof token === 'string' ? token.length : 0), 0);
}

/** A list of templates in the order they are tried, sorted once per list (the server's per language, a page's per loaded catalogue). */
const orderings = new WeakMap<readonly unknown[], readonly (readonly [unknown, Compiled])[]>();

/**
 * The first template (the one with the most fixed text first: "Verified by the agent on {date}. …"
 * before "Verified {date}") the English text matches, with its values; undefined when none does.
 */
export function matchTemplate<Key>(templates: readonly (readonly [Key, Compiled])[], text: string): { key: Key; values: TemplateValues } | undefined {
  let ordered = orderings.get(templates) as readonly (readonly [Key, Compiled])[] | undefined;
  if (!ordered) {
    ordered = [...templates].sort(([, a], [, b]) => literalLength(b) - literalLength(a));
    orderings.set(templates, ordered);
  }
  for (const [key, english] of ordered) {
    const values = valuesOf(english, text);
    if (values) return { key, values };
  }
  return undefined;
}

/**
 * A template's translation written with its values: plurals by the language's rules (`locale`), numbers
 * in its formats (`formatting`, decision 232's tag: Arabic keeps Latin digits).
 */
export function writeTemplate(translation: Compiled, values: TemplateValues, locale: string, formatting: string): string {
  return setupI18n({ locale, locales: formatting, messages: { [locale]: { text: translation } } })._('text', values);
}
