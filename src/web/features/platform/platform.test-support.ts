import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { PlatformConfig } from '@shared/contracts/platform';

type Answer = { status: number; body: unknown };

/**
 * The platform settings' endpoint as the server answers it, in place of `fetch`: a PUT changes what it
 * is given, unless `putAnswer` is set, which every PUT then gets instead. The settings start with owners
 * not seeing the fee, no commission and a €50.00 payout minimum. Undone by `vi.unstubAllGlobals()`.
 */
function stubPlatformSettingsApi() {
  const api = {
    config: { platformFeePercentage: 20, ownersSeePlatformFee: false, ownerCommissionPercentage: 0, payoutMinimumCents: 5_000 } as PlatformConfig,
    putAnswer: null as Answer | null,
    requests: [] as { method: string; body: unknown }[],
    puts: () => api.requests.filter(({ method }) => method === 'PUT'),
  };
  const json = ({ status, body }: Answer) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      api.requests.push({ method, body });
      if (method === 'PUT' && api.putAnswer) return json(api.putAnswer);
      if (method === 'PUT') api.config = { ...api.config, ...(body as Partial<PlatformConfig>) };
      return json({ status: 200, body: api.config });
    }),
  );
  return api;
}

/**
 * The settings endpoint stubbed afresh before each test of the file, and the stub and the screen
 * undone after it; the returned function gives the current test's stub.
 */
export function stubPlatformSettingsApiPerTest() {
  let api: ReturnType<typeof stubPlatformSettingsApi>;
  beforeEach(() => {
    api = stubPlatformSettingsApi();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  return () => api;
}
