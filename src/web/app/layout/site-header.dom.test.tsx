// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { SiteHeader } from './site-header';

const TRADER: SessionUser = { id: 'user-1', email: 'trader@example.test', firstName: 'Tia', lastName: 'Trader', locale: null, roles: ['customer'] };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/api/auth/session')) return json({ user: TRADER });
      if (url.endsWith('/api/auth/logout') && init?.method === 'POST') {
        return json({ error: { code: 'service_unavailable', message: 'The sign-in service is busy.' } }, 503);
      }
      return json({ count: 0, items: [], unread: 0 });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('says a failed sign-out once, in the notices, and keeps the user signed in', async () => {
    const user = renderScreen(<SiteHeader />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await user.click((await within(main).findAllByRole('button', { name: 'Sign Out' }))[0]!);
    // The server's own words, in the assertive notices (sign-out.ts declares the failure notice).
    const failures = document.querySelector<HTMLElement>('[aria-live="assertive"]')!;
    expect(await within(failures).findByText('The sign-in service is busy.')).toBeTruthy();
    expect(screen.queryAllByText(/The sign-in service is busy/)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(main).getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });
});
