import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { readPo } from '../../../src/server/platform/po';
import { expect } from './accounts';

/**
 * Finds English left on a page shown in another language (issue #40): a text of the English interface
 * that nobody translated, or built in code from English words.
 *
 * What is read: every visible text node of the page (screen-reader-only text included), the options of
 * its lists, its accessible texts (aria-label, aria-description, aria-valuetext, title, placeholder,
 * alt) and the document's <title>. What is not: anything inside an element whose `lang` is not the
 * page's (user content and originals are marked so), inside `translate="no"` (proper names), the
 * values typed into fields, scripts and styles, the elements a caller names in `skip`
 * and the texts users typed that a caller names in `userContent`; such text quoted in a label
 * ("Mark "Invoice overdue" as read") is taken out of the label.
 *
 * What is English: a word of the English interface, that is, of an English message of the catalogues
 * (the msgids of src/web/**\/locales/en.po, src/server/locales/en.po and src/shared/errors/locales/*.po) that no translation
 * into the page's language uses (so 24WM, WhatsApp, EUR, IBAN, "service" or "message" in French never
 * count). A text is flagged when it holds two such words or more, or is itself an English message
 * (one of four letters or more is enough) whose words the language never uses. Addresses, e-mail
 * addresses and numbers are taken out first.
 *
 * It cannot pass on an empty or untranslated page: the page must carry the expected `lang`, at least
 * MIN_TEXTS texts must have been read, and MIN_OWN_WORDS distinct words of the language's own
 * translations must be among them.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const MIN_TEXTS = 10;
const MIN_OWN_WORDS = 5;

/** The length from which a text found inside what a user typed counts as theirs: short texts ("Bookings") are the interface's. */
const MIN_TYPED_PIECE = 24;

export type EnglishFinding = { text: string; words: string[]; where: string };

type Dictionary = { english: Set<string>; own: Set<string>; messages: Map<string, string[]> };

function poFiles(): string[] {
  const web = path.join(ROOT, 'src/web');
  const folders = [path.join(web, 'locales'), ...readdirSync(path.join(web, 'features')).map((name) => path.join(web, 'features', name, 'locales'))];
  return [...folders, path.join(ROOT, 'src/shared/errors/locales'), path.join(ROOT, 'src/server/locales')].flatMap((folder) => {
    try {
      return readdirSync(folder)
        .filter((file) => file.endsWith('.po'))
        .map((file) => path.join(folder, file));
    } catch {
      return [];
    }
  });
}

/** The words a message says, lower-cased: no placeholders, plural keywords or tags. */
function messageWords(message: string): string[] {
  const prose = message
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ')
    .replace(/(=\d+|\b(zero|one|two|few|many|other))\s*\{/g, ' ')
    .replace(/\{\s*\w+\s*\}/g, ' ')
    .replace(/<\/?\d+\/?>/g, ' ');
  return textWords(prose);
}

/** A text without its e-mail and web addresses: never words of a language. */
function withoutAddresses(text: string): string {
  return text
    .replace(/\S+@\S+/g, ' ')
    .replace(/\b(https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\b[\w-]+\.(com|eu|org|net|de|fr)\b\S*/g, ' ');
}

/** The Latin words of a text, lower-cased, after taking out addresses, e-mail addresses and numbers. */
function textWords(text: string): string[] {
  const prose = withoutAddresses(text);
  return (prose.match(/[A-Za-z]+(?:['’][A-Za-z]+)*/g) ?? []).map((word) => word.toLowerCase().replace(/’/g, "'"));
}

function normalised(text: string): string {
  return text.replace(/\s+/g, ' ').trim().toLowerCase();
}

const dictionaries = new Map<string, Dictionary>();

/** The English interface's words that `language`'s translations never use, its own words, and the English messages. */
export function dictionaryFor(language: string): Dictionary {
  const known = dictionaries.get(language);
  if (known) return known;
  const files = poFiles();
  const own = new Set<string>();
  const englishMessages = new Map<string, string>();
  for (const file of files) {
    const locale = path.basename(file, '.po');
    const shared = file.includes(`${path.sep}shared${path.sep}`);
    for (const { id, translation } of readPo(readFileSync(file, 'utf8'))) {
      const entry = { id, text: translation };
      // The shared catalogue has no en.po: its msgids are the English.
      if (locale === 'en' || shared) englishMessages.set(entry.id, englishMessages.get(entry.id) ?? entry.id);
      if (locale === language && entry.text) for (const word of messageWords(entry.text)) own.add(word);
    }
  }
  const english = new Set<string>();
  const messages = new Map<string, string[]>();
  for (const message of englishMessages.keys()) {
    const words = messageWords(message);
    for (const word of words) if (!own.has(word)) english.add(word);
    if (!/[{<]/.test(message) && words.length > 0 && words.every((word) => !own.has(word))) messages.set(normalised(message), words);
  }
  const dictionary = { english, own, messages };
  dictionaries.set(language, dictionary);
  return dictionary;
}

/** The English in `texts` for a page in `language`: pure, so a test can feed it texts of its own. */
export function englishIn(texts: readonly { text: string; where: string }[], language: string): EnglishFinding[] {
  const { english, messages } = dictionaryFor(language);
  const findings: EnglishFinding[] = [];
  for (const { text, where } of texts) {
    const words = [...new Set(textWords(text).filter((word) => english.has(word)))];
    const message = messages.get(normalised(text));
    const isMessage = message !== undefined && (message.length >= 2 || (message[0]?.length ?? 0) >= 4);
    if (words.length >= 2 || isMessage) findings.push({ text: text.replace(/\s+/g, ' ').trim(), words, where });
  }
  return findings;
}

type PageTexts = { language: string; texts: { text: string; where: string }[] };

/** The page's texts a reader meets, each with a short path to its element, and the page's language. */
function pageTexts(page: Page, skip: readonly string[]): Promise<PageTexts> {
  return page.evaluate((skipped) => {
    const language = (document.documentElement.lang || '').toLowerCase();
    const primary = (tag: string) => tag.toLowerCase().split('-')[0];
    const left = (element: Element): boolean => {
      if (element.closest('script, style, noscript, template, textarea, [contenteditable="true"], [translate="no"]')) return true;
      const marked = element.closest('[lang]');
      if (marked && marked !== document.documentElement && primary(marked.getAttribute('lang') ?? '') !== primary(language)) return true;
      return skipped.some((selector) => element.closest(selector));
    };
    // Text left out (another language's, a proper name, the server's) quoted in a label is taken out of the label too.
    const leftTexts: string[] = [];
    const all = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = all.nextNode(); node; node = all.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && left(node.parentElement)) leftTexts.push(text);
    }
    leftTexts.sort((a, b) => b.length - a.length);
    const withoutLeft = (text: string) => leftTexts.reduce((rest, quoted) => rest.replaceAll(quoted, ' '), text).trim();
    const where = (element: Element): string => {
      const steps: string[] = [];
      for (let at: Element | null = element; at && at !== document.body && steps.length < 5; at = at.parentElement) {
        const id = at.id ? `#${at.id}` : '';
        const label = at.getAttribute('aria-label') ? `[aria-label="${at.getAttribute('aria-label')}"]` : '';
        const testId = at.getAttribute('data-testid') ? `[data-testid="${at.getAttribute('data-testid')}"]` : '';
        steps.unshift(`${at.tagName.toLowerCase()}${id}${testId}${label}`);
      }
      return steps.join(' > ');
    };
    const texts: { text: string; where: string }[] = [{ text: document.title, where: 'title' }];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim();
      if (!element || !text || left(element)) continue;
      // A closed list's options are drawn when it opens: read them as the list's.
      const drawn = element.tagName === 'OPTION' ? element.closest('select') : element;
      if (!drawn?.checkVisibility({ visibilityProperty: true })) continue;
      texts.push({ text, where: where(element) });
    }
    const attributes = ['aria-label', 'aria-description', 'aria-valuetext', 'title', 'placeholder', 'alt'];
    for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
      if (left(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
      for (const name of attributes) {
        const text = withoutLeft(element.getAttribute(name) ?? '');
        if (text) texts.push({ text, where: `${where(element)} @${name}` });
      }
    }
    return { language, texts };
  }, skip);
}

export type EnglishLeftOptions = {
  /** Selectors of elements to leave out: content the page does not mark with its own `lang`. */
  skip?: readonly string[];
  /**
   * Texts users typed (names, addresses, notes, messages) as the API gives them: taken out wherever
   * they stand. As recordUserContent records them: asked for once the page is read, so an answer a
   * live refetch brought in between (another journey's booking) is among them.
   */
  userContent?: () => Promise<readonly string[]>;
  /** Reports the English and lets the test go on (expect.soft). */
  soft?: boolean;
};

/** The English left on the page as it stands, with what was read: see the file's comment. */
export async function findEnglishLeft(page: Page, options: EnglishLeftOptions = {}): Promise<PageTexts & { findings: EnglishFinding[] }> {
  const read = await pageTexts(page, options.skip ?? []);
  const typed = [...new Set(((await options.userContent?.()) ?? []).map((text) => text.trim()).filter((text) => text.length > 0))].sort((a, b) => b.length - a.length);
  // Addresses first: a name users typed may be part of one ("owner@demo…" holds a user's "demo…").
  // A longer piece of what a user typed (a message's sentence before its link) is theirs too.
  const isTypedPiece = (text: string) => text.trim().length >= MIN_TYPED_PIECE && typed.some((content) => content.includes(text.trim()));
  const texts = read.texts.map(({ text, where }) => ({
    text: isTypedPiece(text) ? '' : typed.reduce((rest, content) => rest.replaceAll(content, ' '), withoutAddresses(text)),
    where,
  }));
  return { ...read, findings: englishIn(texts, read.language.split('-')[0]!) };
}

/**
 * The page, shown in `language`, has no English left (see the file's comment); a failure lists each
 * English text with the words that made it English and where it stands.
 */
export async function expectNoEnglishLeft(page: Page, language: string, options: EnglishLeftOptions = {}): Promise<void> {
  const { language: shown, texts, findings } = await findEnglishLeft(page, options);
  expect(shown, 'the language the page is shown in').toBe(language);
  expect(texts.length, 'texts read on the page').toBeGreaterThanOrEqual(MIN_TEXTS);
  const { own } = dictionaryFor(language);
  const ownWords = new Set(texts.flatMap(({ text }) => (language === 'ar' || language === 'zh' ? (text.match(/[\u0600-\u06ff\u4e00-\u9fff]+/g) ?? []) : textWords(text).filter((word) => own.has(word)))));
  expect(ownWords.size, `distinct words of the ${language} translations on the page`).toBeGreaterThanOrEqual(MIN_OWN_WORDS);
  (options.soft ? expect.soft : expect)(
    findings.map((finding) => `"${finding.text}" [${finding.words.join(', ')}] at ${finding.where}`),
    `English left on ${page.url()}`,
  ).toEqual([]);
}

/** The fields of the API's answers that hold what users typed: names, addresses, descriptions, notes, messages. */
const USER_FIELDS = new Set([
  'name',
  'warehouseName',
  'companyName',
  'firstName',
  'lastName',
  'fullName',
  'city',
  'country',
  'address',
  'description',
  'notes',
  'value',
  'body',
  'lastMessagePreview',
  'commodity',
  'marks',
]);
/** The platform's own lists (space and warehouse types, features, services): their names are the product's texts, not users'; only what an owner wrote on one (notes, a value) is. */
const REFERENCE_FIELDS = new Set(['features', 'services', 'spaceTypes', 'warehouseTypes', 'spaceType', 'warehouseType', 'feature', 'service']);
const REFERENCE_OWN_FIELDS = new Set(['notes', 'value']);

function collectUserContent(value: unknown, into: Set<string>, inReference = false): void {
  if (Array.isArray(value)) for (const item of value) collectUserContent(item, into, inReference);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (typeof inner === 'string') {
        if (inReference ? REFERENCE_OWN_FIELDS.has(key) : USER_FIELDS.has(key)) into.add(inner);
      } else collectUserContent(inner, into, inReference || REFERENCE_FIELDS.has(key));
    }
  }
}

/**
 * Records what users typed as the page's API answers carry it (USER_FIELDS), from now on: the texts
 * to pass as `userContent`. The reference lists (/api/reference) are the product's texts and are not
 * recorded.
 */
export async function recordUserContent(page: Page): Promise<() => Promise<string[]>> {
  const seen = new Set<string>();
  // Bodies still being read: an answer the page already shows may not have been read here yet.
  const reading = new Set<Promise<void>>();
  // An answer the browser already holds comes back 304 without a body: ask the server for it whole.
  await page.route('**/api/**', (route) => {
    const headers = { ...route.request().headers() };
    delete headers['if-none-match'];
    return route.continue({ headers });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === '/api/reference') return;
    if (!(response.headers()['content-type'] ?? '').includes('application/json')) return;
    const read = response
      .json()
      .then((body: unknown) => collectUserContent(body, seen))
      .catch(() => undefined)
      .finally(() => reading.delete(read));
    reading.add(read);
  });
  return async () => {
    await Promise.all(reading);
    return [...seen];
  };
}
