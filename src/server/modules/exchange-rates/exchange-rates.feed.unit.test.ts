import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ECB_RATES, DEMO_RATE_DATE } from '../../db/seed/demo-exchange-rates';
import { fetchEcbRates, parseEcbRates } from './exchange-rates.feed';

const DAILY_FEED = readFileSync(new URL('../../../../tests/fixtures/ecb-eurofxref-daily.xml', import.meta.url), 'utf8');

/** A feed of these days in the ECB's shape, each `<Cube time>` with its rates. */
function feedOf(days: Record<string, Record<string, string>>, quote = "'"): string {
  const cubes = Object.entries(days).map(
    ([day, rates]) =>
      `\t\t<Cube time=${quote}${day}${quote}>\n${Object.entries(rates)
        .map(([currency, rate]) => `\t\t\t<Cube currency=${quote}${currency}${quote} rate=${quote}${rate}${quote}/>`)
        .join('\n')}\n\t\t</Cube>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">\n\t<gesmes:subject>Reference rates</gesmes:subject>\n\t<gesmes:Sender>\n\t\t<gesmes:name>European Central Bank</gesmes:name>\n\t</gesmes:Sender>\n\t<Cube>\n${cubes.join('\n')}\n\t</Cube>\n</gesmes:Envelope>\n`;
}

describe('parseEcbRates', () => {
  it('reads every rate of the daily feed with its day, digit for digit, in the feed’s order', () => {
    expect(parseEcbRates(DAILY_FEED)).toEqual(Object.entries(DEMO_ECB_RATES).map(([currency, unitsPerEuro]) => ({ rateDate: DEMO_RATE_DATE, currency, unitsPerEuro })));
    expect(parseEcbRates(DAILY_FEED)).toHaveLength(29);
  });

  it('reads the 90-day feed’s days, each rate with the day it is inside', () => {
    const rates = parseEcbRates(feedOf({ '2026-11-27': { USD: '1.1587', JPY: '181.36' }, '2026-11-26': { USD: '1.1562', JPY: '180.91' } }));
    expect(rates).toEqual([
      { rateDate: '2026-11-27', currency: 'USD', unitsPerEuro: '1.1587' },
      { rateDate: '2026-11-27', currency: 'JPY', unitsPerEuro: '181.36' },
      { rateDate: '2026-11-26', currency: 'USD', unitsPerEuro: '1.1562' },
      { rateDate: '2026-11-26', currency: 'JPY', unitsPerEuro: '180.91' },
    ]);
  });

  it('takes double quotes, attributes in any order and spaces around =, and a rate written as a start and end tag', () => {
    expect(parseEcbRates(feedOf({ '2026-11-27': { GBP: '0.87835' } }, '"'))).toEqual([{ rateDate: '2026-11-27', currency: 'GBP', unitsPerEuro: '0.87835' }]);
    expect(parseEcbRates(`<Cube><Cube time = "2026-11-27"><Cube rate='7.4690' currency="DKK"></Cube></Cube></Cube>`)).toEqual([
      { rateDate: '2026-11-27', currency: 'DKK', unitsPerEuro: '7.4690' },
    ]);
  });

  it('gives no rates for text that is not the feed: nothing, an HTML error page, JSON, truncated XML', () => {
    for (const text of ['', '   ', '<html><body><h1>503 Service Unavailable</h1></body></html>', '{"rates":{"USD":1.1}}', DAILY_FEED.slice(0, DAILY_FEED.indexOf("<Cube time='"))]) {
      expect(parseEcbRates(text)).toEqual([]);
    }
    // Cut off inside the day: the rates before the cut are whole and kept.
    const cut = DAILY_FEED.slice(0, DAILY_FEED.indexOf("<Cube currency='JPY'") + 20);
    expect(parseEcbRates(cut)).toEqual([{ rateDate: DEMO_RATE_DATE, currency: 'USD', unitsPerEuro: '1.1587' }]);
  });

  it('skips a rate whose code, rate or day is not valid, and keeps the others', () => {
    const rates = parseEcbRates(
      feedOf({
        '2026-11-27': { USD: '1.1587', usd: '1.1', US: '1.1', USDX: '1.1', EUR: '1', JPY: '0', CZK: '-1', DKK: '1.1234567', GBP: 'abc', HUF: '', PLN: '1e3', RON: '5.0912' },
        '2026-02-30': { SEK: '10.9745' },
        yesterday: { CHF: '0.9318' },
      }),
    );
    expect(rates).toEqual([
      { rateDate: '2026-11-27', currency: 'USD', unitsPerEuro: '1.1587' },
      { rateDate: '2026-11-27', currency: 'RON', unitsPerEuro: '5.0912' },
    ]);
  });

  it('reads no rate outside a day, or inside a comment', () => {
    expect(parseEcbRates(`<Cube><Cube currency='USD' rate='1.1587'/></Cube>`)).toEqual([]);
    expect(parseEcbRates(`<Cube time='2026-11-27'></Cube><Cube currency='USD' rate='1.1587'/>`)).toEqual([]);
    expect(parseEcbRates(`<Cube time='2026-11-27'><!-- <Cube currency='USD' rate='9.9'/> --><Cube currency='JPY' rate='181.36'/></Cube>`)).toEqual([
      { rateDate: '2026-11-27', currency: 'JPY', unitsPerEuro: '181.36' },
    ]);
  });

  it('reads a megabyte of hostile text in linear time', () => {
    for (const junk of ['<Cube'.repeat(200_000), '<!--'.repeat(250_000), `<Cube ${"a='".repeat(300_000)}>`, '<Cube time=\'2026-11-27\'>'.repeat(40_000)]) {
      const started = performance.now();
      expect(parseEcbRates(junk)).toEqual([]);
      expect(performance.now() - started).toBeLessThan(2000);
    }
  });
});

describe('fetchEcbRates', () => {
  it('fetches the feed and parses it', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(DAILY_FEED, { headers: { 'content-type': 'text/xml' } }));
    const rates = await fetchEcbRates('https://feed.example/eurofxref-daily.xml', { fetch });
    expect(rates).toHaveLength(29);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://feed.example/eurofxref-daily.xml');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it('throws when the feed answers an error, does not answer in time, or is larger than 1 MB', async () => {
    await expect(fetchEcbRates('https://feed.example/x', { fetch: async () => new Response('busy', { status: 503 }) })).rejects.toThrow('the feed answered 503');

    const silent = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        }),
    );
    const started = Date.now();
    await expect(fetchEcbRates('https://feed.example/x', { fetch: silent, timeoutMs: 50 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2000);

    const declared = new Response('x', { headers: { 'content-length': String(2 * 1024 * 1024) } });
    await expect(fetchEcbRates('https://feed.example/x', { fetch: async () => declared })).rejects.toThrow('larger than 1048576 bytes');

    // Streamed without a length: refused once the bytes read pass the limit.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new Uint8Array(64 * 1024).fill(0x20));
      },
    });
    await expect(fetchEcbRates('https://feed.example/x', { fetch: async () => new Response(endless) })).rejects.toThrow('larger than 1048576 bytes');
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });
});
