import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/page-checks';

const SERVICES = [
  { label: 'Storage Coordination', key: 'storage' },
  { label: 'Cargo Inspection', key: 'inspection' },
  { label: 'Export Compliance', key: 'compliance' },
  { label: 'Customs Clearance', key: 'customs' },
  { label: 'Handling and Loading', key: 'handling' },
  { label: 'Distribution', key: 'distribution' },
];

test('home shows the hero, the six service sections and the calls to action', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const service of SERVICES) {
    await expect(page.locator(`section#${service.key}`).getByRole('heading', { name: service.label })).toBeVisible();
  }
  const main = page.getByRole('main');
  await expect(main.locator('a[href="/m-warehouses"]').first()).toBeVisible();
  await expect(main.locator('a[href="/warehouse-request"]').first()).toBeVisible();
  await expect(main.locator('a[href="/contact"]').first()).toBeVisible();
});

test('each Services entry scrolls the home page to its section', async ({ page }) => {
  await page.goto('/about');
  for (const service of SERVICES) {
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: 'Services' }).click();
    await banner.getByRole('link', { name: service.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/\\?scrollTo=${service.key}$`));
    await expect(page.locator(`section#${service.key}`)).toBeInViewport();
    // Focus follows the view 200 ms after the navigation; wait for it, or it closes the next menu.
    await expect(page.locator(`section#${service.key}`)).toBeFocused();
  }
});

test('the top bar shows the signed-out links', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about');
  await expect(banner.getByRole('link', { name: 'Browse Warehouses' })).toHaveAttribute('href', '/m-warehouses');
  await expect(banner.getByRole('link', { name: 'List Your Warehouse' })).toHaveAttribute('href', '/warehouse-request');
  await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
});

test('footer links lead to their pages, with the tagline and copyright', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText("Europe's Trusted Cargo Agent");
  await expect(footer).toContainText('© 24WM OÜ');
  const links = [
    { name: 'About', path: '/about' },
    { name: 'FAQ', path: '/faq' },
    { name: 'Contact', path: '/contact' },
    { name: 'Terms & Conditions', path: '/terms' },
  ];
  for (const link of links) {
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(link.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('the FAQ states how listing, commission, invoices, payouts and cancellations work', async ({ page }) => {
  await page.goto('/faq');
  const main = page.getByRole('main');
  await expect(main).toContainText(/free/i);
  await expect(main).toContainText(/commission/i);
  await expect(main).toContainText(/invoice/i);
  await expect(main).toContainText(/dispatch/i);
  await expect(main).toContainText(/cancellation/i);
});

test('contact shows Tallinn and the office hours', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main).toContainText('Tallinn, Estonia');
  await expect(main).toContainText('Mon-Fri 9:00-18:00 EET');
  await expect(main).toContainText(/weekends?.{0,20}closed/i);
});

test('a visitor on a protected route is sent to sign in', async ({ page }) => {
  for (const path of ['/inquiries', '/admin/users', '/m-warehouses/dashboard', '/profile']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('a visitor on an unknown path is sent to sign in', async ({ page }) => {
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/login$/);
});

test('public pages fit a 360 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/about', '/faq', '/contact', '/terms', '/privacy']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

for (const path of ['/', '/about', '/faq', '/contact', '/terms', '/privacy']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('an unknown API path answers JSON, not the app', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found.' } });
});

test('the home search lands on browse with its place, dates and space needed', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('search', { name: 'Find warehouse space' });
  await search.getByLabel('Location').fill('Hamburg');
  await search.getByLabel('From').fill('2027-03-01');
  await search.getByLabel('To').fill('2027-03-31');
  await search.getByLabel('Space needed (m²)').fill('500');
  await search.getByRole('button', { name: 'Search Warehouses' }).click();
  await expect(page).toHaveURL('/m-warehouses?q=Hamburg&from=2027-03-01&to=2027-03-31&minFree=500');
  // Browse reads them as its own filters.
  await expect(page.getByRole('searchbox', { name: 'Search warehouses' })).toHaveValue('Hamburg');
  await expect(page.getByRole('list', { name: 'Active filters' }).getByRole('listitem')).toHaveText(['“Hamburg”', 'Free 1–31 Mar', 'At least 500 m² free']);
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('free 1–31 Mar');
});

test('the home page shows the newest warehouses with their pictures, each opening its page', async ({ page }) => {
  await page.goto('/');
  const newest = page.getByRole('list', { name: 'Newest warehouses' });
  await expect(newest.getByRole('listitem')).toHaveCount(4);
  // Other journeys list warehouses meanwhile, some without pictures: each card that has one shows it.
  const answer = (await (await page.request.get('/api/warehouses', { params: { pageSize: 4 } })).json()) as { items: { name: string; thumbnailUrl: string | null }[] };
  for (const warehouse of answer.items.filter((item) => item.thumbnailUrl !== null)) {
    const picture = newest.getByRole('listitem').filter({ hasText: warehouse.name }).locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  const first = newest.getByRole('link').first();
  const name = await first.textContent();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name ?? '');
});

test('the home page is short on a 360 px phone, with its search in the first two screens', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Newest warehouses' })).toBeVisible();
  const search = page.getByRole('button', { name: 'Search Warehouses' });
  const box = (await search.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(2 * 740);
  // Was 7,400 px of text (issue #37).
  await expect(page.getByRole('heading', { name: 'How booking works' })).toBeAttached();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6500);
});
