import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type Action, POLICIES } from '@shared/permissions';
import { paths } from './paths';
import { RequireAuth } from './route-guards';
import { isLazyPage, pageRoutes } from './page-routes';
import { routes } from './router';

/** Public, sign-in only, or the roles the guard's action of the permissions table lets in. */
type Guard = 'public' | 'signed-in' | string[];
type FlatRoute = { path: string; guard: Guard; action?: Action; isLazy: boolean };

/** Every path of the table with the guard around it. */
function flatten(list: RouteObject[], guard: Guard = 'public', action?: Action): FlatRoute[] {
  return list.flatMap((route) => {
    let own = guard;
    let ownAction = action;
    if (route.Component === RequireAuth) own = 'signed-in';
    if (isValidElement(route.element) && route.element.type === RequireAuth) {
      ownAction = (route.element.props as { action?: Action }).action;
      const roles = ownAction ? POLICIES[ownAction].roles : null;
      own = roles && roles.length > 0 ? [...roles] : 'signed-in';
    }
    const here: FlatRoute[] = [];
    const isLazy = isLazyPage(route.Component);
    if (route.index) here.push({ path: '/', guard: own, action: ownAction, isLazy });
    else if (route.path && route.path !== '/') here.push({ path: route.path, guard: own, action: ownAction, isLazy });
    return [...here, ...flatten(route.children ?? [], own, ownAction)];
  });
}

// The layout's own table (the home page, then every other page through page-routes.tsx's).
const table = [...flatten(routes), ...flatten(pageRoutes)];
const byPath = new Map(table.map((route) => [route.path, route]));

// The two specs' route maps, with {id} written as :id.
const PUBLIC = [
  '/', '/login', '/register', '/reset-password', '/about', '/faq', '/contact', '/privacy', '/terms',
  '/warehouse-request', '/m-warehouses', '/m-warehouses/:id',
  // Ours (issue #38): a warehouse receipt's verification, for a bank or a buyer with the link.
  '/receipts/verify/:token',
];
/** Signed-in screens that handle a visitor themselves (/dashboard shows a sign-in prompt). */
const OWN_SIGNED_OUT_STATE = ['/dashboard'];
const SIGN_IN_ONLY = [
  '/messages', '/warehouses/create', '/warehouses/:id', '/m-warehouses/create', '/profile',
  '/bookings', '/bookings/:id', '/inquiries', '/inquiries/:id', '/inquiries/:inquiryId/offer',
  // Ours (issue #38): a trader's invoices, an administrator's all of them.
  '/invoices',
  // Every signed-in user's own (decision 203), and the name step (decision 204).
  '/notifications', '/welcome',
];
const ADMINISTRATOR = [
  '/admin/users', '/admin/features', '/admin/dashboard', '/admin/settings', '/admin/bookings',
  '/admin/inquiries', '/admin/inquiries/:id', '/admin/inquiries/:inquiryId/offer/new',
  '/admin/inquiries/:inquiryId/offer/:offerId/edit', '/admin/draft-offers', '/admin/warehouse-requests',
  // Ours (issue #40): the exchange rates of display currencies.
  '/admin/exchange-rates',
];

describe('route table', () => {
  it('has one paths entry per route, and the reverse', () => {
    const tablePaths = table.map((route) => route.path).filter((path) => path !== '*').sort();
    const pathEntries = Object.values(paths).map((entry) => entry.path).sort();
    expect(tablePaths).toEqual(pathEntries);
  });

  it.each(PUBLIC)('%s is public', (path) => {
    expect(byPath.get(path)?.guard).toBe('public');
  });

  it.each(OWN_SIGNED_OUT_STATE)('%s is not guarded: it shows visitors its own sign-in prompt', (path) => {
    expect(byPath.get(path)?.guard).toBe('public');
  });

  it.each(SIGN_IN_ONLY)('%s needs sign-in only', (path) => {
    expect(byPath.get(path)?.guard).toBe('signed-in');
  });

  it.each(ADMINISTRATOR)('%s needs the administrator role', (path) => {
    expect(byPath.get(path)?.guard).toEqual(['administrator']);
  });

  it.each([
    ['/admin/dashboard', 'platform:view-counts'],
    ['/admin/users', 'users:manage'],
    ['/admin/features', 'platform:manage'],
    ['/admin/settings', 'platform:manage'],
    ['/admin/bookings', 'bookings:manage'],
    ['/admin/inquiries', 'inquiries:manage'],
    ['/admin/inquiries/:id', 'inquiries:manage'],
    ['/admin/inquiries/:inquiryId/offer/new', 'offers:manage'],
    ['/admin/inquiries/:inquiryId/offer/:offerId/edit', 'offers:manage'],
    ['/admin/draft-offers', 'offers:manage'],
    ['/admin/warehouse-requests', 'listing-requests:manage'],
    ['/inquiries/new', 'inquiry:create'],
    ['/m-warehouses/dashboard', 'warehouse:manage'],
    ['/m-warehouses/edit/:id', 'warehouse:manage'],
    ['/warehouses/dashboard', 'listings:manage-own'],
    ['/warehouses/edit/:id', 'listings:manage-own'],
    ['/payouts', 'owner-statements:view-own'],
    ['/admin/payouts', 'payouts:manage'],
    ['/admin/payouts/:id', 'payouts:manage'],
    ['/admin/finance', 'finance:view'],
    ['/admin/exchange-rates', 'exchange-rates:manage'],
  ])("%s is guarded by the permissions table's %s", (path, action) => {
    expect(byPath.get(path)?.action).toBe(action);
  });

  it('gives the other screens the roles the specs name', () => {
    expect(byPath.get('/inquiries/new')?.guard).toEqual(['customer']);
    expect(byPath.get('/m-warehouses/dashboard')?.guard).toEqual(['warehouse_owner', 'administrator']);
    expect(byPath.get('/m-warehouses/edit/:id')?.guard).toEqual(['warehouse_owner', 'administrator']);
    expect(byPath.get('/warehouses/dashboard')?.guard).toEqual(['warehouse_owner']);
    expect(byPath.get('/warehouses/edit/:id')?.guard).toEqual(['warehouse_owner']);
    expect(byPath.get('/payouts')?.guard).toEqual(['warehouse_owner']);
  });

  it('loads every page except the home page lazily', () => {
    const eager = table.filter((route) => !route.isLazy && route.path !== '*').map((route) => route.path);
    expect(eager).toEqual(['/']);
  });
});

describe('paths', () => {
  it('builds links with encoded ids and optional query strings', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.home.getHref('customs')).toBe('/?scrollTo=customs');
    expect(paths.warehouse.getHref('a b/c')).toBe('/m-warehouses/a%20b%2Fc');
    expect(paths.adminEditOffer.getHref('i1', 'o2')).toBe('/admin/inquiries/i1/offer/o2/edit');
    expect(paths.inquiryOffer.getHref('a/b')).toBe('/inquiries/a%2Fb/offer');
    expect(paths.invoices.getHref()).toBe('/invoices');
    expect(paths.payouts.getHref()).toBe('/payouts');
    expect(paths.listingRequest.getHref({ id: 'r1', token: 't&x' })).toBe('/warehouse-request?id=r1&token=t%26x');
    expect(paths.newInquiry.getHref('w1')).toBe('/inquiries/new?warehouseId=w1');
    expect(paths.newInquiry.getHref('w1', { spaceTypeId: 's2' })).toBe('/inquiries/new?warehouseId=w1&spaceTypeId=s2');
  });
});
