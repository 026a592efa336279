import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paths } from '../src/web/app/paths';
import { pageTableOf } from './page-table';

describe('pageTableOf', () => {
  const routes = readFileSync(new URL('../src/web/app/page-routes.tsx', import.meta.url), 'utf8');

  it("reads every page of the app's table, with its pattern and its source", () => {
    const table = pageTableOf(routes, paths);
    expect(table).toHaveLength((routes.match(/lazyPage\(/g) ?? []).length);
    expect(table).toContainEqual({ pattern: '/bookings/:id', source: 'features/bookings/pages/booking-detail-page.tsx' });
    expect(table).toContainEqual({ pattern: '/admin/inquiries/:inquiryId/offer/:offerId/edit', source: 'features/offers/pages/edit-offer-page.tsx' });
    expect(new Set(table.map((page) => page.pattern)).size).toBe(table.length);
  });

  it('reads a route with a comment before its component, and refuses a path the app does not have', () => {
    const route = "{\n    path: paths.dashboard.path,\n    // Signed in.\n    Component: lazyPage(() => import('@web/features/dashboard/pages/dashboard-page'), 'DashboardPage'),\n  }";
    expect(pageTableOf(route, paths)).toEqual([{ pattern: '/dashboard', source: 'features/dashboard/pages/dashboard-page.tsx' }]);
    expect(() => pageTableOf(route.replace('paths.dashboard', 'paths.nowhere'), paths)).toThrow('paths.nowhere');
  });
});
