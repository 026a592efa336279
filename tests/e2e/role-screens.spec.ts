import type { Page } from '@playwright/test';
import { expect, test, type DemoRole } from './support/accounts';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Each role's main screens, as the demo accounts see them: while their data loads nothing on them
 * moves (cumulative layout shift ≤ 0.1 on a phone, with every API answer held back so the loading
 * state is surely drawn first), axe finds no serious violation at 360 px and 1366 px, and a
 * screenshot of each width is kept in the test output for a person to look at.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
/** How long each API answer is held back: long enough for the page to draw its loading state. */
const API_DELAY_MS = 400;
const CLS_BUDGET = 0.1;

type Screen = { name: string; path: (ids: { inquiryId: string; bookingId: string }) => string };

const SCREENS: Record<DemoRole, Screen[]> = {
  customer: [
    { name: 'dashboard', path: () => '/dashboard' },
    { name: 'inquiries', path: () => '/inquiries' },
    { name: 'inquiry', path: ({ inquiryId }) => `/inquiries/${inquiryId}` },
    { name: 'bookings', path: () => '/bookings' },
    { name: 'booking', path: ({ bookingId }) => `/bookings/${bookingId}` },
    { name: 'messages', path: () => '/messages' },
    { name: 'notifications', path: () => '/notifications' },
  ],
  owner: [
    { name: 'dashboard', path: () => '/dashboard' },
    { name: 'my warehouses', path: () => '/m-warehouses/dashboard' },
    { name: 'single-space listings', path: () => '/warehouses/dashboard' },
    { name: 'bookings', path: () => '/bookings' },
    { name: 'messages', path: () => '/messages' },
    { name: 'notifications', path: () => '/notifications' },
  ],
  administrator: [
    { name: 'dashboard', path: () => '/admin/dashboard' },
    { name: 'inquiries', path: () => '/admin/inquiries' },
    { name: 'bookings', path: () => '/admin/bookings' },
    { name: 'users', path: () => '/admin/users' },
    { name: 'warehouse requests', path: () => '/admin/warehouse-requests' },
    { name: 'exchange rates', path: () => '/admin/exchange-rates' },
    { name: 'messages', path: () => '/messages' },
    { name: 'notifications', path: () => '/notifications' },
  ],
};

/** The layout shifts of the page so far that no input caused, summed (the CLS of a short visit). */
async function layoutShiftOf(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this timer.
        setTimeout(() => resolve(total), 100);
      }),
  );
}

for (const [role, screens] of Object.entries(SCREENS) as [DemoRole, Screen[]][]) {
  const person = role === 'customer' ? 'trader' : role;
  for (const screen of screens) {
    test(`the ${person}'s ${screen.name} holds still while it loads, passes axe and is kept as screenshots`, async ({ pageAs }, testInfo) => {
      const page = await pageAs(role);
      const first = async (list: string) => ((await (await page.request.get(list)).json()) as { items: { id: string }[] }).items[0]!.id;
      const ids = role === 'customer' ? { inquiryId: await first('/api/inquiries'), bookingId: await first('/api/bookings') } : { inquiryId: '', bookingId: '' };
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.fallback();
      });

      await page.setViewportSize(PHONE);
      await page.goto(screen.path(ids));
      await expectLoaded(page);
      expect(await layoutShiftOf(page), 'layout shift on a phone').toBeLessThanOrEqual(CLS_BUDGET);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`${person}-${screen.name}-360.png`), fullPage: true });

      await page.setViewportSize(DESKTOP);
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`${person}-${screen.name}-1366.png`), fullPage: true });
    });
  }
}
