// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import { setDisplayCurrency } from '@web/lib/display-currency';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { ApproximateAmount } from './approximate-amount';

const RATES: ExchangeRates = {
  rates: [
    { currency: 'USD', unitsPerEuro: '1.0856', rateDate: '2026-11-27', source: 'ecb' },
    { currency: 'NGN', unitsPerEuro: '1642.35', rateDate: '2026-11-25', source: 'administrator' },
  ],
};

let ratesAnswer: { status: number; body: unknown };
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  ratesAnswer = { status: 200, body: RATES };
  fetchMock = vi.fn(async () => new Response(JSON.stringify(ratesAnswer.body), { status: ratesAnswer.status, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** A space's price as a screen shows it, with its approximate amount under it. */
function renderPrice(cents = 123_456) {
  renderScreen(
    <p data-testid="price">
      €1,234.56 per m² per day
      <ApproximateAmount cents={cents} unit="per m² per day" />
    </p>,
  );
  return () => screen.getByTestId('price').textContent;
}

describe('an approximate amount', () => {
  it('is not there in euros, and asks for no rates', async () => {
    const price = renderPrice();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(price()).toBe('€1,234.56 per m² per day');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the amount in the chosen currency, marked approximate (said as a word), with its unit and the date of the rate', async () => {
    setDisplayCurrency('USD');
    const price = renderPrice();
    await waitFor(() => expect(price()).toBe('€1,234.56 per m² per day≈ US$1,340.24 per m² per day · rate of 27 Nov 2026'));
    expect(screen.getByRole('img', { name: 'approximately' }).textContent).toBe('≈');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/exchange-rates');
  });

  it('follows a change of currency at once, and goes when euro is chosen again', async () => {
    setDisplayCurrency('USD');
    const price = renderPrice(10_000);
    await waitFor(() => expect(price()).toContain('≈ US$108.56'));
    act(() => setDisplayCurrency('NGN'));
    await waitFor(() => expect(price()).toContain('≈ NGN\u00a0164,235.00 per m² per day · rate of 25 Nov 2026'));
    act(() => setDisplayCurrency(null));
    expect(price()).toBe('€1,234.56 per m² per day');
  });

  it('is not there for a currency without a rate, or when the rates cannot be loaded', async () => {
    setDisplayCurrency('KES');
    const price = renderPrice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(price()).toBe('€1,234.56 per m² per day');
    cleanup();

    ratesAnswer = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } };
    setDisplayCurrency('USD');
    const failed = renderPrice();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failed()).toBe('€1,234.56 per m² per day');
  });
});
