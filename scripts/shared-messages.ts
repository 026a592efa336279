/**
 * The texts the web app and the server share (the error catalogue, src/shared/errors, and the label
 * maps of LABEL_MODULES) in each
 * language (issue #40, decision 233): collects every fixed text of the catalogue and keeps
 * src/shared/errors/locales/<locale>.po in step with it, as `lingui extract` does for the screens'
 * own messages. Run by `npm run messages`. A text that is built from values (a function of the
 * catalogue) is collected by its templates, ICU messages with placeholders (errors/templates.ts,
 * `TEXT_TEMPLATES`), which are strings of the catalogue like the fixed texts: their translations are
 * ICU too, with the same placeholders and every plural form of the language.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatter } from '@lingui/format-po';
import type { CatalogType } from '@lingui/conf';
import { LOCALES, SOURCE_LOCALE } from '../src/shared/locales.ts';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const ERRORS_DIR = path.join(ROOT, 'src', 'shared', 'errors');
export const SHARED_CATALOGUE_DIR = path.join(ERRORS_DIR, 'locales');
/** Codes, not texts: what a screen branches on. */
const NOT_TEXTS = new Set(['codes.ts', 'index.ts']);
/**
 * The other shared modules whose label maps (`*_LABELS`: a status's, a pricing type's, a packaging's
 * name; `*_TEXTS`: a status's sentence, as the inquiry's status panel says it) screens show; their
 * other exports are codes and rules, never texts (src/shared/…, no `.ts`).
 */
export const LABEL_MODULES = [
  'statuses/booking',
  'statuses/inquiry',
  'statuses/invoice',
  'statuses/listing-request',
  'statuses/offer',
  'statuses/payout',
  'statuses/receipt',
  'statuses/release',
  'pricing',
  'finance',
  'owner-statements',
  'contracts/owner-warehouses',
  'goods',
  'roles',
  'platform-features',
  'reference-texts',
] as const;
/** A label map's name. */
export const LABELS_NAME = /_(LABELS|TEXTS)$/;

/** Every fixed text of the catalogue's files, each once, with the file and key it comes from. */
export async function sharedTexts(): Promise<Map<string, string>> {
  const texts = new Map<string, string>();
  const collect = (value: unknown, origin: string) => {
    if (typeof value === 'string') {
      if (!texts.has(value)) texts.set(value, origin);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) collect(inner, `${origin}.${key}`);
    }
  };
  for (const file of readdirSync(ERRORS_DIR).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !NOT_TEXTS.has(name)).sort()) {
    const module = (await import(path.join(ERRORS_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) collect(value, `${file.replace(/\.ts$/, '')}:${name}`);
  }
  for (const file of LABEL_MODULES) {
    const module = (await import(path.join(ROOT, 'src', 'shared', `${file}.ts`))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) if (LABELS_NAME.test(name)) collect(value, `${file}:${name}`);
  }
  return texts;
}

const po = formatter({ lineNumbers: false, origins: true });

/** A language's translations of the shared texts, by English text; '' where none is written yet. */
export async function readSharedCatalogue(locale: string): Promise<Map<string, string>> {
  const file = path.join(SHARED_CATALOGUE_DIR, `${locale}.po`);
  if (!existsSync(file)) return new Map();
  const catalogue = (await po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: SOURCE_LOCALE, filename: file })) ?? {};
  return new Map(Object.entries(catalogue).map(([text, entry]) => [text, entry.translation ?? '']));
}

async function main(): Promise<void> {
  const texts = await sharedTexts();
  mkdirSync(SHARED_CATALOGUE_DIR, { recursive: true });
  for (const locale of LOCALES.filter((code) => code !== SOURCE_LOCALE)) {
    const existing = await readSharedCatalogue(locale);
    const catalogue: CatalogType = {};
    for (const [text, origin] of [...texts].sort(([a], [b]) => a.localeCompare(b, 'en'))) {
      // The English text is the id: the server sends it, and the web app looks it up by it.
      catalogue[text] = { message: text, translation: existing.get(text) ?? '', comments: [origin], origin: [] };
    }
    const file = path.join(SHARED_CATALOGUE_DIR, `${locale}.po`);
    const existingText = existsSync(file) ? readFileSync(file, 'utf8') : null;
    writeFileSync(file, (await po.serialize(catalogue, { locale, existing: existingText, filename: file, sourceLocale: SOURCE_LOCALE })) as string);
    const missing = [...texts.keys()].filter((text) => !existing.get(text)).length;
    console.log(`${path.relative(ROOT, file)}: ${texts.size} texts, ${missing} to translate`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
