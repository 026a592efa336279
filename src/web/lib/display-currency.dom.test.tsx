// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DISPLAY_CURRENCY_KEY, setDisplayCurrency, useDisplayCurrency } from './display-currency';

/** What one amount on the page would read: the chosen code, or euro. */
function Chosen({ name }: { name: string }) {
  const currency = useDisplayCurrency();
  return <output aria-label={name}>{currency ?? 'euro'}</output>;
}

function renderTwoAmounts() {
  render(
    <>
      <Chosen name="first" />
      <Chosen name="second" />
    </>,
  );
  return () => [screen.getByLabelText('first').textContent, screen.getByLabelText('second').textContent];
}

/** A change made in another tab, as the browser tells this one (a null key: the whole storage cleared). */
function storageEventFromAnotherTab(key: string | null) {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the display currency', () => {
  it('is euro until one is chosen; a choice is kept in localStorage and every amount follows it at once, and clearing it goes back to euro', () => {
    const shown = renderTwoAmounts();
    expect(shown()).toEqual(['euro', 'euro']);

    act(() => setDisplayCurrency('USD'));
    expect(shown()).toEqual(['USD', 'USD']);
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBe('USD');

    act(() => setDisplayCurrency(null));
    expect(shown()).toEqual(['euro', 'euro']);
    expect(localStorage.getItem(DISPLAY_CURRENCY_KEY)).toBeNull();
  });

  it('reads a stored currency code, and anything else stored under its key as euro', () => {
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'GBP');
    const shown = renderTwoAmounts();
    expect(shown()).toEqual(['GBP', 'GBP']);
    cleanup();

    for (const stored of ['usd', 'US', 'DOLLAR', 'EUR', '', '"USD"']) {
      localStorage.setItem(DISPLAY_CURRENCY_KEY, stored);
      const shownNow = renderTwoAmounts();
      expect(shownNow(), `stored ${JSON.stringify(stored)}`).toEqual(['euro', 'euro']);
      cleanup();
    }
  });

  it("follows another tab's choice, and a sign-out there that cleared the storage", () => {
    const shown = renderTwoAmounts();
    localStorage.setItem(DISPLAY_CURRENCY_KEY, 'JPY');
    storageEventFromAnotherTab(DISPLAY_CURRENCY_KEY);
    expect(shown()).toEqual(['JPY', 'JPY']);

    localStorage.clear();
    storageEventFromAnotherTab(null);
    expect(shown()).toEqual(['euro', 'euro']);
  });
});
