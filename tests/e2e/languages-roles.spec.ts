import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test, type DemoRole } from './support/accounts';
import { expectNoEnglishLeft, findEnglishLeft, recordUserContent } from './support/english-left';
import { futurePeriod, ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, sidewaysOverflow, watchConsole } from './support/page-checks';

/**
 * Every main screen of each role in French and in Arabic, and the public ones in every language (issue
 * #40): no English left on it apart from proper names and user content (tests/e2e/support/english-left.ts),
 * no serious axe violation, right to left in Arabic, and it fits a 360 px phone with nothing scrolling
 * sideways. The screens are kept as test output at 1366 and 360 px for a person to look at. One test
 * per role and language, signed in once, so each stays well within a minute and a half while the other
 * journeys run beside it.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
/** Every signed-in screen in French and in Arabic (right to left); the public ones in every language but English. */
const LANGUAGES = ['fr', 'ar'] as const;
const PUBLIC_LANGUAGES = ['fr', 'de', 'ar', 'zh'] as const;

type Screen = { name: string; path: string };
type Language = (typeof PUBLIC_LANGUAGES)[number];

/** Every demo user's language is saved as English first: a page opened with `?lang=` would otherwise save its language as theirs (useUserLocale), and every other journey signed in as them would open in it. */
async function keepProfileEnglish(api: APIRequestContext | Page['request']): Promise<void> {
  const response = await api.put('/api/profile/locale', { data: { locale: 'en' } });
  expect(response.status(), 'the demo user’s language kept English').toBe(204);
}

async function firstId(api: Page['request'], list: string, where: (item: { id: string; status?: string }) => boolean = () => true): Promise<string> {
  const { items } = await ok<{ items: { id: string; status?: string }[] }>(await api.get(list));
  const found = items.find(where);
  expect(found, `an item of ${list}`).toBeDefined();
  return found!.id;
}

async function checkScreen(page: Page, screen: Screen, language: Language, testInfo: TestInfo, prefix: string, userContent: () => Promise<string[]>): Promise<void> {
  await test.step(`${screen.name} in ${language}`, async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${screen.path}${screen.path.includes('?') ? '&' : '?'}lang=${language}`);
    await expectLoaded(page);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
    await expectNoEnglishLeft(page, language, { userContent, soft: true });
    await expectNoSeriousViolations(page);
    const name = `${prefix}-${screen.name.replaceAll(' ', '-')}-${language}`;
    await page.screenshot({ path: testInfo.outputPath(`${name}-1366.png`), fullPage: true });
    await page.setViewportSize(PHONE);
    const overflow = await sidewaysOverflow(page);
    expect.soft(overflow.width, `${screen.path} in ${language} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-360.png`), fullPage: true });
  });
}

async function checkScreens(page: Page, screens: readonly Screen[], language: Language, testInfo: TestInfo, prefix: string): Promise<void> {
  const checkConsole = watchConsole(page);
  const userContent = await recordUserContent(page);
  for (const screen of screens) await checkScreen(page, screen, language, testInfo, prefix, userContent);
  checkConsole();
}

/** The notification list: the server writes each item in its reader's language and marks it so (decision 234). */
const NOTIFICATIONS: Screen = { name: 'notifications', path: '/notifications' };

test('the check finds English left on a French page, and leaves user content marked with its language alone', async ({ page }) => {
  await page.goto('/faq?lang=fr');
  await expectLoaded(page);
  await expectNoEnglishLeft(page, 'fr');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      `<p id="left">Your booking has been confirmed</p>
       <button id="labelled" aria-label="Mark all as read">×</button>
       <p id="single">Bookings</p>
       <p lang="en">Forty pallets of dried apricots, stacked two high, arrive by truck</p>
       <p translate="no">Mersin Free Zone Logistics Centre</p>
       <p>24WM · WhatsApp · EUR · IBAN · 120 m²</p>`,
    );
  });
  const { findings } = await findEnglishLeft(page);
  expect(findings.map((finding) => finding.text).sort()).toEqual(['Bookings', 'Mark all as read', 'Your booking has been confirmed']);
  expect(findings.find((finding) => finding.text === 'Mark all as read')?.where).toContain('@aria-label');
  await expect(expectNoEnglishLeft(page, 'fr')).rejects.toThrow(/Your booking has been confirmed/);
  // A page with nothing on it does not pass: too few texts were read.
  await page.evaluate(() => (document.body.innerHTML = '<h1>Entrepôts</h1>'));
  await expect(expectNoEnglishLeft(page, 'fr')).rejects.toThrow(/texts read on the page/);
});

for (const language of PUBLIC_LANGUAGES) {
  test(`the visitor’s screens in ${language}: no English left, axe, ${language === 'ar' ? 'right to left ' : ''}at 360 px`, async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    const warehouseId = await firstId(page.request, '/api/warehouses?pageSize=1');
    await checkScreens(
      page,
      [
        { name: 'home', path: '/' },
        { name: 'browse', path: '/m-warehouses' },
        { name: 'warehouse', path: `/m-warehouses/${warehouseId}` },
        { name: 'listing request', path: '/warehouse-request' },
        { name: 'sign in', path: '/login' },
        { name: 'register', path: '/register' },
      ],
      language,
      testInfo,
      'visitor',
    );
  });
}

type ScreensOf = (api: Page['request'], pageAs: (role: DemoRole) => Promise<Page>) => Promise<Screen[]>;

/** A new inquiry of the demo trader's, submitted: one the administrator can make an offer for. */
async function submittedInquiry(trader: Page['request']): Promise<string> {
  const warehouseId = await firstId(trader, '/api/warehouses?pageSize=1');
  const detail = await ok<{ spaces: { spaceTypeId: string }[] }>(await trader.get(`/api/warehouses/${warehouseId}`));
  const created = await ok<{ created: { id: string }[] }>(
    await trader.post('/api/inquiries', {
      data: { warehouseIds: [warehouseId], spaceRequests: [{ spaceTypeId: detail.spaces[0]!.spaceTypeId, sizeM2: 40 }], ...futurePeriod(30, 400) },
    }),
    201,
  );
  return created.created[0]!.id;
}

const ROLE_SCREENS: Record<DemoRole, ScreensOf> = {
  customer: async (api) => {
    const inquiryId = await firstId(api, '/api/inquiries');
    const bookingId = await firstId(api, '/api/bookings');
    const warehouseId = await firstId(api, '/api/warehouses?pageSize=1');
    return [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'inquiries', path: '/inquiries' },
      { name: 'inquiry', path: `/inquiries/${inquiryId}` },
      { name: 'new inquiry', path: `/inquiries/new?warehouseId=${warehouseId}` },
      { name: 'bookings', path: '/bookings' },
      { name: 'booking', path: `/bookings/${bookingId}` },
      { name: 'messages', path: '/messages' },
      NOTIFICATIONS,
      { name: 'profile', path: '/profile' },
      { name: 'invoices', path: '/invoices' },
    ];
  },
  owner: async (api) => {
    const warehouseId = await firstId(api, '/api/warehouses/mine');
    return [
      { name: 'dashboard', path: '/dashboard' },
      { name: 'my warehouses', path: '/m-warehouses/dashboard' },
      { name: 'edit warehouse', path: `/m-warehouses/edit/${warehouseId}` },
      { name: 'single-space listings', path: '/warehouses/dashboard' },
      { name: 'bookings', path: '/bookings' },
      { name: 'statements', path: '/payouts' },
      NOTIFICATIONS,
      { name: 'profile', path: '/profile' },
    ];
  },
  administrator: async (_api, pageAs) => {
    const inquiryId = await submittedInquiry((await pageAs('customer')).request);
    return [
      { name: 'dashboard', path: '/admin/dashboard' },
      { name: 'inquiries', path: '/admin/inquiries' },
      { name: 'inquiry', path: `/admin/inquiries/${inquiryId}` },
      { name: 'offer form', path: `/admin/inquiries/${inquiryId}/offer/new` },
      { name: 'listing requests', path: '/admin/warehouse-requests' },
      { name: 'users', path: '/admin/users' },
      { name: 'finance', path: '/admin/finance' },
      { name: 'invoices', path: '/admin/invoices' },
      { name: 'payouts', path: '/admin/payouts' },
      { name: 'features', path: '/admin/features' },
      { name: 'settings', path: '/admin/settings' },
    ];
  },
};

for (const [role, screensOf] of Object.entries(ROLE_SCREENS) as [DemoRole, ScreensOf][]) {
  const person = role === 'customer' ? 'trader' : role;
  for (const language of LANGUAGES) {
    test(`the ${person}’s screens in ${language}: no English left, axe, ${language === 'ar' ? 'right to left ' : ''}at 360 px`, async ({ pageAs }, testInfo) => {
      test.setTimeout(90_000);
      const page = await pageAs(role);
      await keepProfileEnglish(page.request);
      await checkScreens(page, await screensOf(page.request, pageAs), language, testInfo, person);
    });
  }
}
