// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createNoticeStore, NoticeProvider } from '@web/components/ui/notice';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { SiteHeader, topBarAddresses } from './site-header';
import { isConsolePath, isConsoleUser } from './console-frame';
import { workspaceDestinations } from './workspace-destinations';
import { ConsoleSideNavSlot, WorkspaceBarSlot } from './workspace-slots';

const person = (roles: string[]): SessionUser => ({ id: `user-${roles.join('-')}`, email: 'someone@example.test', firstName: 'Sam', lastName: 'Person', locale: null, roles });
const TRADER = person(['customer']);
const OWNER = person(['warehouse_owner']);
const ADMINISTRATOR = person(['administrator']);

// The navigations' module, transformed once before the timed lookups (the slots import it lazily).
beforeAll(() => import('./workspace-nav'));

beforeEach(() => {
  // The header's unread counts: nothing unread.
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ count: 0 }), { status: 200, headers: { 'content-type': 'application/json' } })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header and the workspace as the layout draws them for this person (the navigations load lazily). */
function renderWorkspace(user: SessionUser | null, at = '/dashboard') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(getSessionQueryOptions().queryKey, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider store={createNoticeStore()}>
        <MemoryRouter initialEntries={[at]}>
          <SiteHeader />
          {user && (isConsoleUser(user) ? <ConsoleSideNavSlot user={user} /> : <WorkspaceBarSlot user={user} listedElsewhere={topBarAddresses(user)} />)}
        </MemoryRouter>
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A navigation once its lazily loaded code has arrived. */
const findNavigation = (name: string) => screen.findByRole('navigation', { name });

/** A navigation's links as [name, address] pairs, in order. */
function linksOf(container: HTMLElement): [string, string | null][] {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent ?? '', link.getAttribute('href')]);
}

describe('each role’s workspace', () => {
  it('gives a trader browse, inquiries, bookings and invoices under the top bar, and the same first in the phone menu', async () => {
    const user = renderWorkspace(TRADER);
    const expected: [string, string][] = [
      ['Browse Warehouses', '/m-warehouses'],
      ['My Inquiries', '/inquiries'],
      ['My Bookings', '/bookings'],
      ['Invoices', '/invoices'],
    ];
    expect(linksOf(await findNavigation('Your workspace'))).toEqual(expected);
    // Messages and Notifications stay in the top bar (the spec's), not twice.
    expect(workspaceDestinations(TRADER).map((destination) => destination.label)).toEqual(['Browse Warehouses', 'My Inquiries', 'My Bookings', 'Invoices', 'Messages', 'Notifications']);

    await user.click(screen.getByRole('button', { name: /Menu/ }));
    expect(linksOf(screen.getByRole('list', { name: 'Your workspace' }))).toEqual(expected);
  });

  it('gives an owner their warehouses, the single-space listings, the bookings on their warehouses and their payouts, and no trader page nor invoices', async () => {
    const user = renderWorkspace(OWNER);
    const expected: [string, string][] = [
      ['My Warehouses', '/m-warehouses/dashboard'],
      ['Single-Space Listings', '/warehouses/dashboard'],
      ['Bookings on My Warehouses', '/bookings'],
      ['Payouts', '/payouts'],
    ];
    expect(linksOf(await findNavigation('Your workspace'))).toEqual(expected);
    await user.click(screen.getByRole('button', { name: /Menu/ }));
    expect(linksOf(screen.getByRole('list', { name: 'Your workspace' }))).toEqual(expected);
    // Nowhere in the header or the workspace: the trader's inquiries or a new inquiry.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs.filter((href) => href?.startsWith('/inquiries'))).toEqual([]);
    // An owner never sees what a trader pays (decision 214).
    expect(hrefs).not.toContain('/invoices');
  });

  it('gives an administrator a side navigation to every administrator page, and the same in the phone menu', async () => {
    const user = renderWorkspace(ADMINISTRATOR, '/admin/bookings');
    const side = await findNavigation('Administration');
    expect(linksOf(side)).toEqual([
      ['Admin Dashboard', '/admin/dashboard'],
      ['Messages', '/messages'],
      ['Notifications', '/notifications'],
      ['Warehouse Requests', '/admin/warehouse-requests'],
      ['All Warehouses', '/m-warehouses/dashboard'],
      ['Inquiries', '/admin/inquiries'],
      ['Draft Offers', '/admin/draft-offers'],
      ['Bookings', '/admin/bookings'],
      ['Invoices', '/admin/invoices'],
      ['Payouts', '/admin/payouts'],
      ['Finance', '/admin/finance'],
      ['Users', '/admin/users'],
      ['Features', '/admin/features'],
      ['Settings', '/admin/settings'],
      ['Exchange Rates', '/admin/exchange-rates'],
    ]);
    expect(within(side).getByRole('link', { name: 'Bookings' }).getAttribute('aria-current')).toBe('page');
    // No trader's workspace bar for an administrator.
    expect(screen.queryByRole('navigation', { name: 'Your workspace' })).toBeNull();

    // The phone menu: the same pages; the top bar's own (Admin Dashboard, Messages, Notifications) stay below.
    await user.click(screen.getByRole('button', { name: /Menu/ }));
    expect(linksOf(screen.getByRole('list', { name: 'Administration' })).map(([name]) => name)).toEqual([
      'Warehouse Requests',
      'All Warehouses',
      'Inquiries',
      'Draft Offers',
      'Bookings',
      'Invoices',
      'Payouts',
      'Finance',
      'Users',
      'Features',
      'Settings',
      'Exchange Rates',
    ]);
    const menu = screen.getByRole('navigation', { name: 'Main' });
    for (const name of ['Admin Dashboard', /^Messages/, /^Notifications/]) {
      expect(within(menu).getAllByRole('link', { name }).length).toBeGreaterThan(0);
    }
  });

  it('offers a visitor no workspace', () => {
    renderWorkspace(null, '/');
    expect(workspaceDestinations(null)).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Your workspace' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
  });

  it('keeps the console off the public pages an administrator visits', () => {
    for (const path of ['/', '/about', '/m-warehouses', '/m-warehouses/1f8e31b0-0000-4000-8000-000000000001', '/warehouse-request', '/login']) {
      expect(isConsolePath(path), path).toBe(false);
    }
    for (const path of ['/admin/users', '/dashboard', '/notifications', '/messages', '/m-warehouses/dashboard', '/m-warehouses/create', '/bookings/abc']) {
      expect(isConsolePath(path), path).toBe(true);
    }
  });
});
