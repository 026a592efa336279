// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformConfig } from '@shared/contracts/platform';
import { PLATFORM_MESSAGES } from '@shared/errors';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { OwnerPayoutSettingsForm } from './owner-payout-settings-form';

let config: PlatformConfig;
let putAnswer: { status: number; body: unknown } | null;
const requests: { method: string; body: unknown }[] = [];

beforeEach(() => {
  config = { platformFeePercentage: 20, ownersSeePlatformFee: false, ownerCommissionPercentage: 0, payoutMinimumCents: 5_000 };
  putAnswer = null;
  requests.length = 0;
  // The platform settings' endpoint as the server answers it: a PUT changes what it is given.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, body });
      if (method === 'PUT' && putAnswer) return new Response(JSON.stringify(putAnswer.body), { status: putAnswer.status, headers: { 'content-type': 'application/json' } });
      if (method === 'PUT') config = { ...config, ...(body as Partial<PlatformConfig>) };
      return new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = () => requests.filter(({ method }) => method === 'PUT');

describe('the owner payout settings', () => {
  it('shows the saved values, the minimum in euros, and saves both, the minimum as cents', async () => {
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const commission = await screen.findByLabelText(/Owner commission/);
    const minimum = screen.getByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    expect((commission as HTMLInputElement).value).toBe('0');
    await user.clear(commission);
    await user.type(commission, '7.25');
    await user.clear(minimum);
    await user.type(minimum, '25,50');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    await waitFor(() => expect(puts()).toEqual([{ method: 'PUT', body: { ownerCommissionPercentage: 7.25, payoutMinimumCents: 2_550 } }]));
    expect(await screen.findByText('Payout settings saved')).toBeTruthy();
  });

  it('refuses a commission over 100 and a minimum under one cent beside their fields, focused, sending nothing', async () => {
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const commission = await screen.findByLabelText(/Owner commission/);
    const minimum = screen.getByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    await user.clear(commission);
    await user.type(commission, '100.5');
    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    expect(await screen.findByText(PLATFORM_MESSAGES.commissionRange)).toBeTruthy();
    expect(screen.getByText(PLATFORM_MESSAGES.payoutMinimumInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(commission));
    expect(puts()).toEqual([]);
  });

  it("puts the server's field messages beside the fields and keeps what was typed", async () => {
    putAnswer = { status: 400, body: { error: { code: 'validation_error', message: 'Invalid', details: { payoutMinimumCents: [PLATFORM_MESSAGES.payoutMinimumInvalid] } } } };
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const minimum = await screen.findByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    await user.clear(minimum);
    await user.type(minimum, '12');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    expect(await screen.findByText(PLATFORM_MESSAGES.payoutMinimumInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(minimum));
    expect((minimum as HTMLInputElement).value).toBe('12');
  });
});
