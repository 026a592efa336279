import { useSyncExternalStore } from 'react';
import { CURRENCY_CODE_PATTERN } from '@shared/exchange-rates';

/**
 * The display currency this browser chose (decision 226): its code in localStorage, none for euro.
 * Read through useSyncExternalStore, so every approximate amount on the page follows a change at
 * once, and another tab's change too (the storage event). Sign-out clears it with the rest of
 * localStorage (browser-storage.ts): the next person starts in euros.
 */

export const DISPLAY_CURRENCY_KEY = 'display-currency';

const listeners = new Set<() => void>();

/** The stored code, or null for euro: nothing stored, not a code, EUR itself, or storage the browser denies. */
function readDisplayCurrency(): string | null {
  try {
    const code = localStorage.getItem(DISPLAY_CURRENCY_KEY);
    return code !== null && CURRENCY_CODE_PATTERN.test(code) && code !== 'EUR' ? code : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  // A null key: another tab cleared the whole storage (a sign-out there).
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_CURRENCY_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen display currency's code ("USD"), or null when prices show in euros only. */
export function useDisplayCurrency(): string | null {
  return useSyncExternalStore(subscribe, readDisplayCurrency, () => null);
}

/** Chooses the display currency; null goes back to euros only. */
export function setDisplayCurrency(code: string | null): void {
  try {
    if (code === null) localStorage.removeItem(DISPLAY_CURRENCY_KEY);
    else localStorage.setItem(DISPLAY_CURRENCY_KEY, code);
  } catch {
    // Storage the browser denies: the choice cannot be kept, and the page stays in euros.
  }
  for (const listener of listeners) listener();
}
