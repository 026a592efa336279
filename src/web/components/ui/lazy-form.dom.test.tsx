// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_MESSAGES } from '@shared/errors';
import { lazyForm } from './lazy-form';

beforeEach(() => {
  // The error report of a form that failed to load.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('lazyForm', () => {
  it('says the form is loading where it will be, then shows it', async () => {
    let arrive: (component: () => React.ReactNode) => void = () => {};
    const PaymentForm = lazyForm<object>(() => new Promise((resolve) => (arrive = resolve)));
    render(<PaymentForm />);
    expect(screen.getByRole('status').textContent).toBe('Loading form…');
    arrive(() => <form aria-label="Record payment" />);
    expect(await screen.findByRole('form', { name: 'Record payment' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says why in its place when the code cannot load', async () => {
    const PaymentForm = lazyForm<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    render(<PaymentForm />);
    expect((await screen.findByRole('alert')).textContent).toBe(GENERIC_MESSAGES.network);
  });
});
