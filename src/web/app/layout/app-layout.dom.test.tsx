// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import type * as Dates from '@shared/dates';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { AppLayout } from './app-layout';

const prepareDateFormats = vi.hoisted(() => vi.fn());
vi.mock('@shared/dates', async (original) => ({ ...(await original<typeof Dates>()), prepareDateFormats }));

const TRADER: SessionUser = { id: 'user-1', email: 'trader@example.test', firstName: 'Tia', lastName: 'Trader', locale: 'en', roles: ['customer'] };
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function serve(user: SessionUser | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => (url.endsWith('/api/auth/session') ? json({ user }) : json({ count: 0, items: [], unread: 0 }))),
  );
}

beforeEach(() => {
  // The live-events socket of a signed-in page: never opens here.
  vi.stubGlobal('WebSocket', class { close() {} addEventListener() {} removeEventListener() {} });
  prepareDateFormats.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AppLayout', () => {
  it('builds the date formats ahead for a signed-in person, while the page waits for its data (decision 246)', async () => {
    serve(TRADER);
    renderScreen(<AppLayout />);
    await waitFor(() => expect(prepareDateFormats).toHaveBeenCalledTimes(1));
  });

  it('leaves them to the first date a visitor’s page writes', async () => {
    serve(null);
    renderScreen(<AppLayout />);
    expect(await screen.findAllByRole('link', { name: /sign in/i })).not.toHaveLength(0);
    expect(prepareDateFormats).not.toHaveBeenCalled();
  });
});
