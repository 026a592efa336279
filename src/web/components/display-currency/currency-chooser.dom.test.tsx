// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { DISPLAY_CURRENCY_KEY } from '@web/lib/display-currency';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { ApproximateAmount } from './approximate-amount';
import { CurrencyChooser } from './currency-chooser';

const RATES: ExchangeRates = {
  rates: [
    { currency: 'USD', unitsPerEuro: '1.0856', rateDate: '2026-11-27', source: 'ecb' },
    { currency: 'JPY', unitsPerEuro: '162.41', rateDate: '2026-11-27', source: 'ecb' },
    { currency: 'NGN', unitsPerEuro: '1642.35', rateDate: '2026-11-25', source: 'administrator' },
    { currency: 'GBP', unitsPerEuro: '0.8412', rateDate: '2026-11-27', source: 'ecb' },
  ],
};

/** The answer of GET /api/exchange-rates; a pending one never comes. */
let ratesAnswer: { status: number; body: unknown } | 'pending';
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  ratesAnswer = { status: 200, body: RATES };
  fetchMock = vi.fn(async () => {
    if (ratesAnswer === 'pending') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(ratesAnswer.body), { status: ratesAnswer.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** The footer's chooser, with a price elsewhere on the page. */
function renderChooser() {
  const user = renderScreen(
    <>
      <p data-testid="price">
        €100.00
        <ApproximateAmount cents={10_000} />
      </p>
      <CurrencyChooser />
    </>,
  );
  const select = screen.getByLabelText<HTMLSelectElement>('Show prices also in');
  const options = () => [...select.options].map((option) => option.textContent);
  /** What the select's description says (its status line: loading, or failed). */
  const status = () => document.getElementById(select.getAttribute('aria-describedby') ?? '');
  return { user, select, options, status, price: () => screen.getByTestId('price').textContent };
}

describe('the currency chooser', () => {
  it('offers Euro only, and every currency with a rate by name once it is in use; it asks for no rates before', async () => {
    const { user, select, options } = renderChooser();
    expect(options()).toEqual(['Euro only']);
    expect(select.value).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(select);
    await waitFor(() => expect(options()).toEqual(['Euro only', 'British Pound (GBP)', 'Japanese Yen (JPY)', 'Nigerian Naira (NGN)', 'US Dollar (USD)']));
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/exchange-rates');
  });

  it('keeps the choice, and every price on the page shows its approximate amount at once; Euro only takes them away', async () => {
    const { user, select, price } = renderChooser();
    await user.click(select);
    await screen.findByRole('option', { name: 'US Dollar (USD)' });

    await user.selectOptions(select, 'US Dollar (USD)');
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBe('USD');
    expect(select.value).toBe('USD');
    await waitFor(() => expect(price()).toBe('€100.00≈ US$108.56 · rate of 27 Nov 2026'));

    await user.selectOptions(select, 'Euro only');
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBeNull();
    expect(price()).toBe('€100.00');
  });

  it('shows a choice made earlier before the rates arrive, and says the rates are loading', async () => {
    ratesAnswer = 'pending';
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'GBP');
    const { select, options, status } = renderChooser();
    expect(select.value).toBe('GBP');
    await waitFor(() => expect(options()).toEqual(['Euro only', 'British Pound (GBP)', EXCHANGE_RATE_MESSAGES.loadingRates]));
    expect(screen.getByRole('option', { name: EXCHANGE_RATE_MESSAGES.loadingRates }).hasAttribute('disabled')).toBe(true);
    expect(status()?.getAttribute('role')).toBe('status');
    expect(status()?.textContent).toBe(EXCHANGE_RATE_MESSAGES.loadingRates);
  });

  it('says when the rates cannot be loaded, and Euro only stays a choice', async () => {
    ratesAnswer = { status: 500, body: { error: { code: 'internal_error', message: 'Something went wrong' } } };
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'USD');
    const { user, select, status, price } = renderChooser();
    await waitFor(() => expect(status()?.textContent).toBe(EXCHANGE_RATE_MESSAGES.loadFailed));
    expect(price()).toBe('€100.00');
    expect(select.value).toBe('USD');

    await user.selectOptions(select, 'Euro only');
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBeNull();
  });
});
