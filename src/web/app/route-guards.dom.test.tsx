// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionResponse, SessionUser } from '@shared/contracts/auth';
import type { Action } from '@shared/permissions';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { RequireAuth, type RedirectState, returnTarget } from './route-guards';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CUSTOMER: SessionUser = { id: 'user-1', email: 'trader@example.test', firstName: 'Tia', lastName: 'Trader', locale: null, roles: ['customer'] };

/** The sign-in screen of the test: shows what the guard handed it. */
function LoginProbe() {
  const state = useLocation().state as RedirectState | null;
  return (
    <p>
      Sign-in screen, from {state?.from.pathname}
      {state?.from.search}, reason {state?.reason ?? 'none'}
    </p>
  );
}

/** The name step of the test: shows where it would return the user. */
function NameStepProbe() {
  return <p>Name step, then {returnTarget(useLocation().state)}</p>;
}

function renderGuard({ session, action, at = '/inquiries?status=draft' }: { session?: SessionResponse; action?: Action; at?: string }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (session) queryClient.setQueryData(getSessionQueryOptions().queryKey, session);
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginProbe /> },
      { path: '/welcome', element: <NameStepProbe /> },
      { element: <RequireAuth action={action} />, children: [{ path: '/inquiries', element: <h1>My inquiries</h1> }] },
      { path: '/', element: <h1>Home</h1> },
    ],
    { initialEntries: ['/', at], initialIndex: 1 },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}

describe('RequireAuth', () => {
  it('waits for the session before deciding', () => {
    // The session request never answers.
    vi.stubGlobal('fetch', vi.fn(() => new Promise(() => {})));
    renderGuard({});
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
    expect(screen.queryByRole('heading', { name: 'My inquiries' })).toBeNull();
  });

  it('sends a signed-out visitor to sign in, remembering where they were going, with no reason to explain', async () => {
    const { router } = renderGuard({ session: { user: null } });
    expect(await screen.findByText('Sign-in screen, from /inquiries?status=draft, reason none')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the page to a signed-in user the permissions table allows the action', () => {
    renderGuard({ session: { user: CUSTOMER }, action: 'inquiry:create' });
    expect(screen.getByRole('heading', { name: 'My inquiries' })).toBeTruthy();
  });

  it('shows Access Denied, naming the role the action needs, to a user without it; Go Back returns', async () => {
    const { router } = renderGuard({ session: { user: CUSTOMER }, action: 'users:manage' });
    expect(screen.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('Required role is missing. Required role: administrator')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My inquiries' })).toBeNull();
    // The memory router keeps no window.history index, so Go Back has no earlier entry of its own and goes home.
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a signed-in user with no name to the name step first, which returns them where they were going (decision 204)', async () => {
    const { router } = renderGuard({ session: { user: { ...CUSTOMER, firstName: null, lastName: '  ' } }, action: 'inquiry:create' });
    expect(await screen.findByText('Name step, then /inquiries?status=draft')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/welcome');
    expect(screen.queryByRole('heading', { name: 'My inquiries' })).toBeNull();
  });

  it('says the session expired when a signed-in user loses it on the page', async () => {
    const { queryClient } = renderGuard({ session: { user: CUSTOMER } });
    expect(screen.getByRole('heading', { name: 'My inquiries' })).toBeTruthy();
    act(() => queryClient.setQueryData<SessionResponse>(getSessionQueryOptions().queryKey, { user: null }));
    expect(await screen.findByText('Sign-in screen, from /inquiries?status=draft, reason session_expired')).toBeTruthy();
  });
});
