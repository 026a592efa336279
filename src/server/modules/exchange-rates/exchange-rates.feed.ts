// Display currencies: the ECB's euro reference rates (decision 226). A background job reads the feed
// at EXCHANGE_RATES_FEED_URL every 6 hours and stores its rates; a feed that fails is logged and the
// rates stored last stay, with their day, until a later run succeeds.
import { isIsoDate } from '@shared/dates';
import { CURRENCY_CODE_PATTERN, isRateText } from '@shared/exchange-rates';
import type { Database } from '../../db/client';
import type { JobLog, PeriodicJob } from '../../platform/periodic-job';
import type { RateOfDay } from './exchange-rates.repository';
import { storeFeedRates } from './exchange-rates.service';

const FEED_INTERVAL_MS = 6 * 60 * 60_000;
const FEED_FIRST_RUN_MS = 30_000;
const FEED_TIMEOUT_MS = 10_000;
/** The daily file is about 2 KB and the 90-day one under 100 KB: anything past 1 MB is not the feed. */
const FEED_BODY_LIMIT_BYTES = 1024 * 1024;
/** The ECB's tags are about 40 characters; a longer one is not a rate, and its attributes are not read. */
const MAX_TAG_LENGTH = 256;

/** A Cube start or end tag. It never crosses another tag's `<`, so junk costs linear time. */
const CUBE_TAG = /<(\/?)Cube\b([^<>]*?)(\/?)>/g;
/** name='value' or name="value". */
const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:'([^']*)'|"([^"]*)")/g;

function attributesOf(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  if (text.length > MAX_TAG_LENGTH) return attributes;
  for (const [, name, single, double] of text.matchAll(ATTRIBUTE)) {
    if (name && !attributes.has(name)) attributes.set(name, single ?? double ?? '');
  }
  return attributes;
}

/** The text without its comments, found by position (a pattern would cost time squared on unclosed ones). */
function withoutComments(xml: string): string {
  let text = '';
  let from = 0;
  for (let start = xml.indexOf('<!--'); start !== -1; start = xml.indexOf('<!--', from)) {
    text += xml.slice(from, start);
    const end = xml.indexOf('-->', start + 4);
    if (end === -1) return text;
    from = end + 3;
  }
  return text + xml.slice(from);
}

/**
 * The rates of the ECB's eurofxref XML: one day (eurofxref-daily.xml) or many (eurofxref-hist-90d.xml),
 * each `<Cube currency='USD' rate='1.0561'/>` inside a `<Cube time='2026-11-27'>`, with either quote.
 * Everything else is ignored, and so is a rate whose code, rate or day is not valid (the euro
 * itself included); text that is not the feed (an error page, nothing) gives no rates. Never throws.
 */
export function parseEcbRates(xml: string): RateOfDay[] {
  const rates: RateOfDay[] = [];
  // The day of each open Cube: its own time attribute, or the one of the Cube it is in.
  const open: (string | null)[] = [];
  for (const [, closing, attributeText = '', selfClosing] of withoutComments(xml).matchAll(CUBE_TAG)) {
    if (closing) {
      open.pop();
      continue;
    }
    const attributes = attributesOf(attributeText);
    const time = attributes.get('time');
    const day = time === undefined ? (open.at(-1) ?? null) : isIsoDate(time) ? time : null;
    const currency = attributes.get('currency');
    const rate = attributes.get('rate');
    if (day && currency && rate && CURRENCY_CODE_PATTERN.test(currency) && currency !== 'EUR' && isRateText(rate)) {
      rates.push({ rateDate: day, currency, unitsPerEuro: rate });
    }
    if (!selfClosing) open.push(day);
  }
  return rates;
}

/** The body as text, refused once it passes `limit` bytes (counted as they arrive, whatever the headers say). */
async function readTextWithin(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > limit) {
    await response.body?.cancel();
    throw new Error(`the feed is larger than ${limit} bytes`);
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new Error(`the feed is larger than ${limit} bytes`);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Fetches the feed and parses it; throws when it cannot be read (network, status, time-out, size). */
export async function fetchEcbRates(url: string, options: { fetch?: typeof fetch; timeoutMs?: number } = {}): Promise<RateOfDay[]> {
  // The time-out covers the body too: aborting the signal ends its stream.
  const response = await (options.fetch ?? fetch)(url, {
    headers: { accept: 'application/xml, text/xml' },
    signal: AbortSignal.timeout(options.timeoutMs ?? FEED_TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the feed answered ${response.status}`);
  }
  return parseEcbRates(await readTextWithin(response, FEED_BODY_LIMIT_BYTES));
}

type FeedLog = JobLog & { warn(details: object, message: string): void };

type FeedDeps = { db: Database; url: string; log: FeedLog; fetch?: typeof fetch };

/** Where the feed is, for the log: host and path, without credentials or a query that could hold one. */
function feedOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return 'an invalid address';
  }
}

/** One line on why a fetch failed (its cause's code: ECONNREFUSED, ENOTFOUND), never a stack or the address's secrets. */
function reasonOf(error: unknown, url: string): string {
  if (!(error instanceof Error)) return 'unknown error';
  const cause = error.cause as { code?: unknown } | undefined;
  const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
  return `${error.message}${code}`.split(url).join(feedOf(url));
}

/**
 * One run of the feed: fetch, parse, store. Answers how many rates it stored. A feed that cannot be
 * read or holds no rates is a warning, not an error: the rates stored last stay, with their day.
 */
async function refreshExchangeRates(deps: FeedDeps): Promise<number> {
  let rates: RateOfDay[];
  try {
    rates = await fetchEcbRates(deps.url, deps.fetch ? { fetch: deps.fetch } : {});
  } catch (error) {
    deps.log.warn({ feed: feedOf(deps.url), reason: reasonOf(error, deps.url) }, 'exchange rates: the feed could not be read; the stored rates stay');
    return 0;
  }
  if (rates.length === 0) {
    deps.log.warn({ feed: feedOf(deps.url) }, 'exchange rates: the feed held no rates; the stored rates stay');
    return 0;
  }
  return storeFeedRates(deps.db, rates);
}

/** The ECB's euro reference rates: half a minute after start, then every 6 hours (the ECB publishes once a working day, about 16:00 CET). */
export function exchangeRateFeedJob(deps: FeedDeps): PeriodicJob {
  return {
    what: "reading the ECB's euro reference rates",
    run: () => refreshExchangeRates(deps),
    intervalMs: FEED_INTERVAL_MS,
    firstRunMs: FEED_FIRST_RUN_MS,
    log: deps.log,
  };
}
