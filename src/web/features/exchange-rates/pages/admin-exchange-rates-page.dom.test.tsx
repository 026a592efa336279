// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddExchangeRateBody, AdminExchangeRates } from '@shared/contracts/exchange-rates';
import { formatDateTime, todayIsoDate } from '@shared/dates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { AdminExchangeRatesPage } from './admin-exchange-rates-page';

/**
 * /admin/exchange-rates against a stand-in API: the feed's line and the rates with their source; a
 * rate added goes to the server as typed (the code in capitals) and the list is read again; the
 * server's refusals land beside their field, which takes the focus, and what was typed stays.
 */

const LIST: AdminExchangeRates = {
  rates: [
    { currency: 'USD', unitsPerEuro: '1.0856', rateDate: '2026-11-27', source: 'ecb', recordedAt: '2026-11-28T15:05:00Z', recordedBy: null },
    { currency: 'NGN', unitsPerEuro: '1642.35', rateDate: '2026-11-25', source: 'administrator', recordedAt: '2026-11-25T09:00:00Z', recordedBy: 'Ada Admin' },
  ],
  feed: { url: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml', newestRateDate: '2026-11-27', fetchedAt: '2026-11-28T15:05:00Z' },
};

let list: AdminExchangeRates;
/** What POST answers instead of adding the rate. */
let postAnswer: { status: number; body: unknown } | null;
const requests: { method: string; url: string; body: unknown }[] = [];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  list = structuredClone(LIST);
  postAnswer = null;
  requests.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as AddExchangeRateBody) : undefined;
      requests.push({ method, url, body });
      if (method === 'GET') return json(list);
      if (postAnswer) return json(postAnswer.body, postAnswer.status);
      const rate = { ...body!, source: 'administrator' as const };
      list.rates.push({ ...rate, recordedAt: '2026-11-29T10:00:00Z', recordedBy: 'Ada Admin' });
      return json(rate, 201);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const reads = () => requests.filter(({ method }) => method === 'GET');
const posts = () => requests.filter(({ method }) => method === 'POST').map(({ url, body }) => ({ url, body }));

/** The texts of the element(s) a field's aria-describedby names: its hint and its message. */
function descriptionOf(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

async function renderPage() {
  const user = renderScreen(<AdminExchangeRatesPage />, { path: '/admin/exchange-rates', at: '/admin/exchange-rates' });
  const table = await screen.findByRole('table', { name: "Exchange rates, each currency's newest" });
  return { user, table };
}

describe('the exchange rates page', () => {
  it("says when the feed's newest rates are of and were fetched, and lists each rate with its currency's name and source", async () => {
    const { table } = await renderPage();
    // Fetched at the viewer's local time.
    expect(screen.getByText(EXCHANGE_RATE_MESSAGES.feedRates('27 Nov 2026', formatDateTime(LIST.feed.fetchedAt)))).toBeTruthy();
    const rows = within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent));
    expect(rows.slice(1)).toEqual([
      ['USDUS Dollar', '1.0856', '27 Nov 2026', 'ECB'],
      ['NGNNigerian Naira', '1642.35', '25 Nov 2026', 'Added by Ada Admin'],
    ]);
  });

  it('says so when the feed is switched off, and which of its rates stay in use', async () => {
    list.feed = { url: null, newestRateDate: null, fetchedAt: null };
    await renderPage();
    expect(screen.getByText('The ECB feed is switched off: only the rates added here are used.')).toBeTruthy();
    cleanup();
    list.feed = { url: null, newestRateDate: '2026-11-27', fetchedAt: '2026-11-27T15:10:00.000Z' };
    await renderPage();
    expect(screen.getByText('The ECB feed is switched off: its rates of 27 Nov 2026 stay in use.')).toBeTruthy();
  });

  it("adds a rate as typed, the code in capitals and today's date unless changed, says so, and reads the list again", async () => {
    const { user, table } = await renderPage();
    expect(screen.getByLabelText<HTMLInputElement>(/^Date/).value).toBe(todayIsoDate());
    await user.type(screen.getByLabelText(/^Currency code/), 'xof');
    await user.type(screen.getByLabelText(/^Units per €1/), '655.957');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));

    await waitFor(() => expect(posts()).toEqual([{ url: '/api/admin/exchange-rates', body: { currency: 'XOF', unitsPerEuro: '655.957', rateDate: todayIsoDate() } }]));
    expect(await screen.findByText(EXCHANGE_RATE_MESSAGES.rateAdded('XOF'))).toBeTruthy();
    await waitFor(() => expect(within(table).getByRole('cell', { name: /^XOF/ })).toBeTruthy());
    expect(reads().length).toBe(2);
    expect(screen.getByLabelText<HTMLInputElement>(/^Currency code/).value).toBe('');
  });

  it('refuses a code that is not three letters beside its field, focused, sending nothing', async () => {
    const { user } = await renderPage();
    const currency = screen.getByLabelText(/^Currency code/);
    await user.type(currency, 'N1');
    await user.type(screen.getByLabelText(/^Units per €1/), '1642.35');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    await waitFor(() => expect(document.activeElement).toBe(currency));
    expect(descriptionOf(currency)).toContain(EXCHANGE_RATE_MESSAGES.currencyInvalid);
    expect(posts()).toEqual([]);
  });

  it("puts the server's field message beside its field and focuses it, keeping what was typed", async () => {
    postAnswer = { status: 400, body: { error: { code: 'validation_error', message: 'Invalid', details: { rateDate: [EXCHANGE_RATE_MESSAGES.rateDateInFuture] } } } };
    const { user } = await renderPage();
    await user.type(screen.getByLabelText(/^Currency code/), 'KES');
    await user.type(screen.getByLabelText(/^Units per €1/), '140.2');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    const date = screen.getByLabelText(/^Date/);
    await waitFor(() => expect(document.activeElement).toBe(date));
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(date)).toContain(EXCHANGE_RATE_MESSAGES.rateDateInFuture);
    expect(screen.getByLabelText<HTMLInputElement>(/^Units per €1/).value).toBe('140.2');
  });

  it('puts the refusal of a currency the ECB publishes beside the currency, focused', async () => {
    postAnswer = { status: 409, body: { error: { code: 'currency_published_by_ecb', message: EXCHANGE_RATE_MESSAGES.publishedByEcb('USD') } } };
    const { user } = await renderPage();
    const currency = screen.getByLabelText(/^Currency code/);
    await user.type(currency, 'usd');
    await user.type(screen.getByLabelText(/^Units per €1/), '1.09');
    await user.click(screen.getByRole('button', { name: 'Add Rate' }));
    await waitFor(() => expect(document.activeElement).toBe(currency));
    expect(descriptionOf(currency)).toContain(EXCHANGE_RATE_MESSAGES.publishedByEcb('USD'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the rates cannot be loaded, with Retry', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ error: { code: 'internal_error', message: 'Something went wrong' } }, 500)));
    renderScreen(<AdminExchangeRatesPage />);
    expect(await screen.findByText(EXCHANGE_RATE_MESSAGES.loadFailed)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
