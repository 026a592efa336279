import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/accounts';
import { findWarehouse, futurePeriod, ok, type Reference } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, watchConsole } from './support/page-checks';

/**
 * Issue #37: a workspace per role (docs/decisions/200-workspace-per-role.md). Each role reaches its
 * destinations from the top bar's workspace or the phone's menu; the administrator from the console's
 * side navigation; an owner is offered no trader page.
 */

const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 360, height: 740 };

/** A link of a navigation, where it lands and the heading of the page there. */
type Destination = [name: string, url: RegExp, heading: string];

/** Every administrator page of the console, with where it lands and its heading. */
const CONSOLE: Destination[] = [
  ['Admin Dashboard', /\/admin\/dashboard$/, 'Admin Dashboard'],
  ['Messages', /\/messages$/, 'Messages'],
  ['Notifications', /\/notifications$/, 'Notifications'],
  ['Warehouse Requests', /\/admin\/warehouse-requests$/, 'Warehouse Requests'],
  ['All Warehouses', /\/m-warehouses\/dashboard$/, 'My Warehouses'],
  ['Inquiries', /\/admin\/inquiries$/, 'Inquiries'],
  ['Draft Offers', /\/admin\/draft-offers$/, 'Draft Offers'],
  ['Bookings', /\/admin\/bookings$/, 'Manage Bookings'],
  ['Invoices', /\/invoices$/, 'Invoices'],
  ['Users', /\/admin\/users$/, 'User Management'],
  ['Features', /\/admin\/features$/, 'Platform Features'],
  ['Settings', /\/admin\/settings$/, 'Platform Settings'],
  ['Exchange Rates', /\/admin\/exchange-rates$/, 'Exchange Rates'],
];

/** The destinations of each role's workspace bar, in the bar's order. */
const WORKSPACE: Record<'customer' | 'owner', Destination[]> = {
  customer: [
    ['Browse Warehouses', /\/m-warehouses$/, 'Warehouses'],
    ['My Inquiries', /\/inquiries$/, 'Warehouse Inquiries'],
    ['My Bookings', /\/bookings$/, 'My Bookings'],
    ['Invoices', /\/invoices$/, 'Invoices'],
  ],
  owner: [
    ['My Warehouses', /\/m-warehouses\/dashboard$/, 'My Warehouses'],
    ['Single-Space Listings', /\/warehouses\/dashboard$/, 'My Single-Space Listings'],
    ['Bookings on My Warehouses', /\/bookings$/, 'Bookings on My Warehouses'],
    // What traders' payments made payable, and the payouts (issue #39, decision 220).
    ['Payouts', /\/payouts$/, 'Payouts'],
  ],
};

/** The dashboard at 1366 px and its workspace bar, which offers exactly these destinations, in order. */
async function openWorkspaceBar(page: Page, destinations: readonly Destination[]): Promise<Locator> {
  await page.setViewportSize(DESKTOP);
  await page.goto('/dashboard');
  await expectLoaded(page);
  const workspace = page.getByRole('navigation', { name: 'Your workspace' });
  await expect(workspace.getByRole('link')).toHaveText(destinations.map(([name]) => name));
  return workspace;
}

/** Opens the phone's menu and follows one destination in it. */
async function throughPhoneMenu(page: Page, list: string, name: string) {
  await page.getByRole('button', { name: /^Menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Main' });
  const inWorkspace = menu.getByRole('list', { name: list }).getByRole('link', { name, exact: true });
  // The top bar's own items (Admin Dashboard, Messages, Notifications) are in the menu's lower list.
  const link = (await inWorkspace.count()) > 0 ? inWorkspace : menu.getByRole('link', { name: new RegExp(`^${name}`) }).first();
  await link.click();
}

test('an administrator reaches every administrator page from the side navigation at 1366 px, in the console layout', async ({ pageAs }) => {
  test.setTimeout(90_000);
  const page = await pageAs('administrator');
  await page.setViewportSize(DESKTOP);
  const checkConsole = watchConsole(page);
  await page.goto('/admin/dashboard');
  await expectLoaded(page);
  const side = page.getByRole('navigation', { name: 'Administration' });
  await expect(side).toBeVisible();
  // The spec's top bar and footer links stay; the footer is the compact one.
  const banner = page.getByRole('banner');
  for (const item of ['About Us', 'Admin Dashboard', /^Messages/, 'Profile']) await expect(banner.getByRole('link', { name: item }).first()).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  for (const item of ['About', 'FAQ', 'Contact', 'Terms & Conditions']) await expect(footer.getByRole('link', { name: item, exact: true })).toBeVisible();
  expect((await footer.boundingBox())!.height).toBeLessThan(80);
  await expectNoSeriousViolations(page);

  for (const [name, url, heading] of CONSOLE) {
    await side.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(side.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
  await expectLoaded(page);
  await expectNoSeriousViolations(page);

  // The dashboard's Inquiries and Bookings are the administrator's lists, not the trader's.
  await page.goto('/admin/dashboard');
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(quickActions.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('href', '/admin/inquiries');
  await expect(quickActions.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/admin/bookings');

  // Public pages keep the public layout.
  await page.goto('/about');
  await expect(page.getByRole('navigation', { name: 'Administration' })).toHaveCount(0);
  checkConsole();
});

test('an administrator reaches every administrator page from the phone menu at 360 px', async ({ pageAs }) => {
  test.setTimeout(90_000);
  const page = await pageAs('administrator');
  await page.setViewportSize(PHONE);
  await page.goto('/admin/dashboard');
  await expectLoaded(page);
  // No side navigation on a phone: the menu holds the same pages.
  await expect(page.getByRole('navigation', { name: 'Administration' })).toBeHidden();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Menu/ }).click();
  await expect(page.getByRole('list', { name: 'Administration' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: /^Menu/ }).click();

  for (const [name, url, heading] of CONSOLE) {
    await throughPhoneMenu(page, 'Administration', name);
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // The page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  }
});

test('a trader reaches browse, inquiries, bookings and invoices from the workspace bar and from the phone menu', async ({ pageAs }) => {
  test.setTimeout(120_000);
  const page = await pageAs('customer');
  const destinations = WORKSPACE.customer;
  const workspace = await openWorkspaceBar(page, destinations);
  await expectNoSeriousViolations(page);
  // The bar is on every page: from one destination to the next.
  for (const [name, url, heading] of destinations) {
    await workspace.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }

  await page.setViewportSize(PHONE);
  for (const [name, url] of destinations) {
    await page.goto('/profile');
    await throughPhoneMenu(page, 'Your workspace', name);
    await expect(page).toHaveURL(url);
  }
  await page.getByRole('button', { name: /^Menu/ }).click();
  await expectNoSeriousViolations(page);
});

test('an owner reaches their warehouses, listings and the bookings on them, and is offered no trader page', async ({ pageAs }) => {
  test.setTimeout(120_000);
  const page = await pageAs('owner');
  const destinations = WORKSPACE.owner;
  const workspace = await openWorkspaceBar(page, destinations);
  for (const [name, url, heading] of destinations) {
    await workspace.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }
  // Only one page is called My Warehouses.
  await expect(page.getByRole('heading', { level: 1, name: 'My Warehouses', exact: true })).toHaveCount(0);

  // Nowhere on the dashboard, the bar or the menu: the trader's inquiries.
  await page.goto('/dashboard');
  await expectLoaded(page);
  await expect(page.locator('a[href^="/inquiries"]')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  await page.getByRole('button', { name: /^Menu/ }).click();
  await expect(page.getByRole('list', { name: 'Your workspace' }).getByRole('link')).toHaveText(destinations.map(([name]) => name));
  await expect(page.locator('a[href^="/inquiries"]')).toHaveCount(0);
  await expectNoSeriousViolations(page);
});

test('the administrator searches bookings; a row offers Cancel as a quiet button behind the confirmation', async ({ pageAs }) => {
  const page = await pageAs('administrator');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin/bookings');
  await expectLoaded(page);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.fill('no booking matches this');
  await expect(page).toHaveURL(/search=no/);
  await expect(page.getByText('No bookings found')).toBeVisible();
  await search.fill('trader@demo');
  await expect(rows.nth(1)).toContainText('trader@demo.24wm.eu');
  // The address is whole in its title, and the column breaks it only at the "@".
  await expect(rows.nth(1).getByTitle('trader@demo.24wm.eu')).toBeVisible();
  // The console's tables are dense: 6 px above and below a cell's text, not the site's roomier 12.
  expect(await rows.nth(1).getByRole('cell').first().evaluate((cell) => getComputedStyle(cell).paddingTop)).toBe('6px');
  // The demo trader has active bookings; each one's row offers Cancel.
  const cancel = rows.filter({ hasText: 'Active' }).first().getByRole('button', { name: /^Cancel booking/ });
  await expect(cancel).toBeVisible();
  // An outline button: white, not filled red.
  expect(await cancel.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe('rgb(255, 255, 255)');
  await cancel.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the offer builder starts with the services the trader asked for', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const reference = await ok<Reference>(await trader.request.get('/api/reference'));
  const [first, second] = reference.services;
  const warehouse = await findWarehouse(trader, 'Port Północny Distribution Centre');
  const spaceTypeId = warehouse.spaces[0]!.spaceTypeId;
  const created = await ok<{ created: { id: string }[] }>(
    await trader.request.post('/api/inquiries', {
      data: { warehouseIds: [warehouse.id], spaceRequests: [{ spaceTypeId, sizeM2: 10 }], serviceIds: [second!.id, first!.id], ...futurePeriod(10) },
    }),
    201,
  );
  const admin = await pageAs('administrator');
  await admin.goto(`/admin/inquiries/${created.created[0]!.id}/offer/new`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Create Offer' })).toBeVisible();
  // One line per requested service (in the inquiry's order of services), and no more.
  const chosen = [await admin.getByLabel('Service 1', { exact: true }).inputValue(), await admin.getByLabel('Service 2', { exact: true }).inputValue()];
  expect(chosen.sort()).toEqual([first!.id, second!.id].sort());
  await expect(admin.getByLabel('Service 3', { exact: true })).toHaveCount(0);
  await expect(admin.getByLabel('Pricing type 1', { exact: true }).locator('option:checked')).toHaveText('Per Hour');
  await expect(admin.getByLabel('Price per hour (€) 1', { exact: true })).toHaveValue('');
});
