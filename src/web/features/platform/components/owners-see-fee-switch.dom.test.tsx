// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformConfig } from '@shared/contracts/platform';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { OwnersSeeFeeSwitch } from './owners-see-fee-switch';

let config: PlatformConfig;
const requests: { method: string; body: unknown }[] = [];

beforeEach(() => {
  config = { platformFeePercentage: 20, ownersSeePlatformFee: false, ownerCommissionPercentage: 0, payoutMinimumCents: 5_000 };
  requests.length = 0;
  // The platform settings' endpoint as the server answers it: a PUT changes what it is given.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ method, body });
      if (method === 'PUT') config = { ...config, ...(body as Partial<PlatformConfig>) };
      return new Response(JSON.stringify(config), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OwnersSeeFeeSwitch', () => {
  it('is off as the settings say, switches on with one PUT of that setting alone, and says so', async () => {
    const user = renderScreen(<OwnersSeeFeeSwitch />, { at: '/admin/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Owners see the platform fee' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    expect(await screen.findByText('Owners now see the platform fee')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Owners see the platform fee' }).getAttribute('aria-checked')).toBe('true'));
    expect(requests.filter(({ method }) => method === 'PUT')).toEqual([{ method: 'PUT', body: { ownersSeePlatformFee: true } }]);

    await user.click(screen.getByRole('switch', { name: 'Owners see the platform fee' }));
    expect(await screen.findByText('Owners no longer see the platform fee')).toBeTruthy();
    expect(config.ownersSeePlatformFee).toBe(false);
  });
});
