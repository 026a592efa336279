import sharp from 'sharp';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_ACCOUNTS, expect, fillSignInForm, test as base } from './support/accounts';
import { expectNoSeriousViolations } from './support/page-checks';

/**
 * Browsing the catalogue as a visitor: search, filters in the URL, cards, the detail page and the
 * map. The e2e server seeds the demo catalogue (src/server/db/seed/demo-content.ts); other journeys
 * may add warehouses meanwhile, so these assert on named demo warehouses, never on exact totals.
 */

const HAMBURG = 'Altenwerder Container Freight Station';
const TALLINN = 'Muuga Port Logistics Park';

type ReferenceData = { spaceTypes: { id: string; name: string }[]; features: { id: string; name: string }[] };

async function referenceId(request: APIRequestContext, list: 'spaceTypes' | 'features', name: string): Promise<string> {
  const response = await request.get('/api/reference');
  expect(response.ok()).toBe(true);
  const data = (await response.json()) as ReferenceData;
  const item = data[list].find((entry) => entry.name === name);
  if (!item) throw new Error(`No ${list} entry named ${name}`);
  return item.id;
}

/** A page error or console.error fails the journey, unless the test allows it by a part of its text. */
const test = base.extend<{ allowedConsoleErrors: string[]; failOnConsoleErrors: void }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
      });
      await use();
      const unexpected = problems.filter((problem) => !allowedConsoleErrors.some((allowed) => problem.includes(allowed)));
      expect(unexpected, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

function cards(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

function card(page: Page, name: string): Locator {
  return cards(page).filter({ has: page.getByRole('heading', { name, exact: true }) });
}

/** Waits until every card on screen contains the text (and there is at least one). */
async function expectEveryCardToContain(page: Page, text: string) {
  await expect(cards(page).first()).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await cards(page).allTextContents();
      return texts.length > 0 && texts.every((content) => content.includes(text));
    })
    .toBe(true);
}

test('a visitor searches by location and sees only matching cards', async ({ page }) => {
  await page.goto('/m-warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouses' })).toBeVisible();
  // The whole catalogue is more than a page: not counted, the line says which ones are shown.
  await expect(page.getByRole('status').getByText('Showing 1–24', { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);

  await page.getByPlaceholder('Search warehouses by location...').fill('Tallinn');
  await expect(page).toHaveURL(/\/m-warehouses\?q=Tallinn$/);
  // A narrow search is counted.
  await expect(page.getByRole('status').getByText(/^\d+ warehouses?$/)).toBeVisible();
  await expectEveryCardToContain(page, 'Tallinn');
  await expect(card(page, TALLINN)).toBeVisible();
  await expect(card(page, HAMBURG)).toHaveCount(0);

  // The search is in the address: a reload shows the same results, with the text in the box.
  await page.reload();
  const searchBox = page.getByPlaceholder('Search warehouses by location...');
  await expect(searchBox).toHaveValue('Tallinn');
  await expectEveryCardToContain(page, 'Tallinn');

  // Back undoes the search, box included.
  await page.goBack();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(searchBox).toHaveValue('');
  await expect(cards(page).filter({ hasNotText: 'Tallinn' }).first()).toBeVisible();
});

test('a visitor pages through the list with Next and Previous', async ({ page }) => {
  await page.goto('/m-warehouses');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Page 1', { exact: true })).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  const firstOnPageOne = await cards(page).first().textContent();

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await expect(pages.getByText(/^Page 2( of \d+)?$/)).toBeVisible();
  await expect(cards(page).first()).not.toHaveText(firstOnPageOne ?? '');

  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(cards(page).first()).toHaveText(firstOnPageOne ?? '');
});

test('a page past the end of a narrow search shows its last page instead', async ({ page }) => {
  // The last page's answer is held back, so the screen between the two pages can be checked: loading,
  // not "No warehouses found" (the empty page past the end knows there are matches).
  let releaseLastPage = () => {};
  const lastPageHeld = new Promise<void>((resolve) => (releaseLastPage = resolve));
  await page.route(
    (url) => url.pathname === '/api/warehouses' && url.searchParams.get('q') === 'Tallinn' && url.searchParams.get('page') === '1',
    async (route) => {
      await lastPageHeld;
      await route.continue();
    },
  );
  // A shared link to page 9 of a search that now fits on one page.
  await page.goto('/m-warehouses?q=Tallinn&page=9');
  await expect(page).toHaveURL(/\/m-warehouses\?q=Tallinn$/);
  await expect(page.getByText('Loading warehouses…')).toBeAttached();
  await expect(page.getByText('No warehouses found')).toHaveCount(0);
  releaseLastPage();
  await expect(page.getByRole('status').getByText(/^\d+ warehouses?$/)).toBeVisible();
  await expectEveryCardToContain(page, 'Tallinn');
});

test('filter chips live in the URL: reload keeps them, Back removes the last, Clear all resets', async ({ page, request }) => {
  const craneId = await referenceId(request, 'features', 'Overhead Crane');
  const hazardousId = await referenceId(request, 'spaceTypes', 'Hazardous Materials');
  await page.goto('/m-warehouses');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const crane = filters.getByRole('button', { name: 'Overhead Crane' });
  const hazardous = filters.getByRole('button', { name: 'Hazardous Materials' });
  await expect(filters.getByText('Active')).toHaveCount(0);

  await crane.click();
  await expect(crane).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`/m-warehouses?features=${craneId}`);
  await hazardous.click();
  await expect(hazardous).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(`/m-warehouses?spaceTypes=${hazardousId}&features=${craneId}`);

  await expect(filters.getByText('Active', { exact: true })).toBeVisible();
  await expect(card(page, HAMBURG)).toBeVisible();
  await expectEveryCardToContain(page, 'Hazardous Materials');

  await page.reload();
  await expect(crane).toHaveAttribute('aria-pressed', 'true');
  await expect(hazardous).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, HAMBURG)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(`/m-warehouses?features=${craneId}`);
  await expect(hazardous).toHaveAttribute('aria-pressed', 'false');
  await expect(crane).toHaveAttribute('aria-pressed', 'true');

  await filters.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(crane).toHaveAttribute('aria-pressed', 'false');
  await expect(filters.getByText('Active', { exact: true })).toHaveCount(0);
  await expect(filters.getByRole('button', { name: 'Clear all' })).toHaveCount(0);
});

test('the size, price and place filters narrow the list and show in the URL', async ({ page }) => {
  await page.goto('/m-warehouses');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByLabel('Country').fill('Germany');
  await expect(page).toHaveURL('/m-warehouses?country=Germany');
  await expectEveryCardToContain(page, 'Germany');
  await filters.getByLabel('Min size').fill('9000');
  await expect(page).toHaveURL('/m-warehouses?minSize=9000&country=Germany');
  await expect(card(page, HAMBURG)).toBeVisible();
  await filters.getByLabel('Max price').fill('0.1');
  await expect(page).toHaveURL('/m-warehouses?minSize=9000&maxPrice=0.1&country=Germany');
  await expect(page.getByText('No warehouses found')).toBeVisible();
});

test('both dates land when From and To change in the same moment', async ({ page }) => {
  await page.goto('/m-warehouses');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByLabel('From', { exact: true })).toBeVisible();
  // Both changes in one task, before the router renders the first: the second must build on it
  // (a loaded machine once let the To of a quick user drop the From).
  await filters.evaluate((aside) => {
    const inputs = [...aside.querySelectorAll<HTMLInputElement>('input[type="date"]')];
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [input, value] of [
      [inputs[0]!, '2027-03-01'],
      [inputs[1]!, '2027-03-31'],
    ] as const) {
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
  });
  await expect(page).toHaveURL(/from=2027-03-01&to=2027-03-31/);
});

test('a search that matches nothing says so', async ({ page }) => {
  await page.goto('/m-warehouses?q=zzqx-no-such-warehouse');
  await expect(page.getByText('No warehouses found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search criteria')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(cards(page).first()).toBeVisible();
});

test('a card opens its detail page, whose capacity and starting price match the card', async ({ page }) => {
  await page.goto('/m-warehouses?q=Hamburg');
  const hamburg = card(page, HAMBURG);
  await expect(hamburg).toBeVisible();
  const cardPrice = (await hamburg.getByText(/^From €[\d,]+\.\d{2} per m² per day$/).textContent())?.trim();
  const cardSize = (await hamburg.locator('p', { hasText: /^Total size/ }).textContent())?.replace('Total size:', '').trim();
  expect(cardPrice).toBeTruthy();
  // Whole m² without decimals (issue #37), two decimals otherwise.
  expect(cardSize).toMatch(/^[\d,]+(?:\.\d{2})? m²$/);
  await expect(hamburg.getByRole('link', { name: 'Send Inquiry' })).toHaveAttribute('href', /^\/inquiries\/new\?warehouseId=[0-9a-f-]{36}$/);

  // Anywhere on the card opens the detail page (here its picture's corner, away from the title).
  await hamburg.click({ position: { x: 24, y: 24 } });
  await expect(page).toHaveURL(/\/m-warehouses\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop() as string;
  await expect(page.getByRole('heading', { level: 1, name: HAMBURG })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${HAMBURG}`));
  await expect(page.locator('dt:has-text("Total capacity") + dd')).toHaveText(cardSize as string);
  await expect(page.locator('dt:has-text("Starting price") + dd')).toHaveText(cardPrice as string);
  for (const section of ['Available Spaces', 'Features', 'Available Services', 'More Images']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByText('Ask for Quote')).toBeVisible();
  await expect(page.getByText('€65.00 per hour')).toBeVisible();

  // Choosing a space is a pressed toggle, and Send Inquiry carries the warehouse and the space in its URL.
  const indoor = page.getByRole('button', { name: /^Indoor/ });
  await indoor.click();
  await expect(indoor).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: 'Send Inquiry' })).toHaveAttribute(
    'href',
    new RegExp(`^/inquiries/new\\?warehouseId=${id}&spaceTypeId=[0-9a-f-]{36}$`),
  );

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL('/m-warehouses?q=Hamburg');
});

test('a visitor’s chosen space survives signing in on the way to the inquiry form', async ({ page }) => {
  await page.goto('/m-warehouses?q=Hamburg');
  await card(page, HAMBURG).getByRole('heading', { name: HAMBURG }).click();
  await expect(page.getByRole('heading', { level: 1, name: HAMBURG })).toBeVisible();
  // Not the form's default (Indoor): the choice must really travel.
  await page.getByRole('button', { name: /^Hazardous Materials/ }).click();
  await page.getByRole('link', { name: 'Send Inquiry' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, DEMO_ACCOUNTS.customer);
  await expect(page).toHaveURL(/\/inquiries\/new\?warehouseId=[0-9a-f-]{36}&spaceTypeId=[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Space type 1').locator('option:checked')).toHaveText('Hazardous Materials');
});

test('Show on Map opens the map with the popup of that warehouse', async ({ page }) => {
  await page.goto('/m-warehouses?q=Hamburg');
  // The popup names the same space types as the card (the pin carries their names since migration 0020).
  const cardTypes = card(page, HAMBURG).getByRole('list', { name: 'Space types' }).getByRole('listitem');
  await expect(cardTypes.first()).toBeVisible();
  const spaceTypes = await cardTypes.allTextContents();
  await card(page, HAMBURG).getByRole('button', { name: 'Show on Map' }).click();
  await expect(page).toHaveURL(/\/m-warehouses\?q=Hamburg&view=map&selected=[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of warehouses' });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.getByRole('heading', { name: HAMBURG })).toBeVisible();
  await expect(map.getByText('Hamburg, Germany')).toBeVisible();
  await expect(map.getByRole('list', { name: 'Space types' }).getByRole('listitem')).toHaveText(spaceTypes);
  await map.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: HAMBURG })).toBeVisible();

  // And back from the detail page to the map, with the popup open again.
  await page.getByRole('link', { name: 'Show on Map' }).click();
  await expect(page).toHaveURL(/\/m-warehouses\?view=map&selected=[0-9a-f-]{36}$/);
  await expect(page.getByRole('region', { name: 'Map of warehouses' }).getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of warehouses' }).getByRole('list', { name: 'Space types' }).getByRole('listitem')).toHaveText(spaceTypes);

  // Back to the list: the toggle is a history entry like any other.
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(cards(page).first()).toBeVisible();
});

test('the map lists its warehouses as links for keyboard and screen-reader users', async ({ page }) => {
  await page.goto('/m-warehouses?view=map&q=Tallinn');
  await page.getByText(/warehouses? on the map$/).click();
  await page.getByRole('link', { name: new RegExp(`^${TALLINN}`) }).click();
  await expect(page.getByRole('heading', { level: 1, name: TALLINN })).toBeVisible();
});

/**
 * How many pixels of the map's canvas are a place name's text: the fill colours of the offline
 * style's city (#1e293b) and country (#64748b) labels (src/web/features/warehouses/lib/map-style.ts),
 * which nothing else on the map uses (land, water, coast, city dots and pins are all other colours).
 */
async function placeLabelPixels(canvas: Locator): Promise<number> {
  const { data, info } = await sharp(await canvas.screenshot()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const labelColours = [
    [0x1e, 0x29, 0x3b],
    [0x64, 0x74, 0x8b],
  ];
  let count = 0;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const [r, g, b] = [data[offset]!, data[offset + 1]!, data[offset + 2]!];
    if (labelColours.some(([lr, lg, lb]) => Math.abs(r - lr!) <= 6 && Math.abs(g - lg!) <= 6 && Math.abs(b - lb!) <= 6)) count += 1;
  }
  return count;
}

test('the offline map draws country and city names', async ({ page }) => {
  // Around Tallinn the map fits the pins at zoom 6: Estonia and Finland, Tallinn and Helsinki are named.
  await page.goto('/m-warehouses?view=map&q=Tallinn');
  const canvas = page.getByRole('region', { name: 'Map of warehouses' }).locator('canvas');
  await expect(canvas).toBeVisible();
  // Names are drawn once the map has placed them; a map without its label layers never gets there.
  await expect.poll(() => placeLabelPixels(canvas), { timeout: 20_000 }).toBeGreaterThan(150);
});

test.describe('a missing warehouse', () => {
  // The browser logs the API's 404 itself.
  test.use({ allowedConsoleErrors: ['the server responded with a status of 404'] });

  test('shows "Warehouse not found" with a way back', async ({ page }) => {
    await page.goto('/m-warehouses/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { name: 'Warehouse not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to warehouses' }).click();
    await expect(page).toHaveURL('/m-warehouses');
  });
});

test('Add Warehouse shows to a warehouse owner, not to a visitor', async ({ page, pageAs }) => {
  await page.goto('/m-warehouses');
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Warehouse' })).toHaveCount(0);

  const ownerPage = await pageAs('owner');
  await ownerPage.goto('/m-warehouses');
  await expect(ownerPage.getByRole('link', { name: 'Add Warehouse' })).toHaveAttribute('href', '/m-warehouses/create');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the Filters slide-over opens, filters, and closes with Escape', async ({ page }) => {
    await page.goto('/m-warehouses');
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);

    const open = page.getByRole('button', { name: 'Filters' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cold Storage' }).click();
    await expect(page).toHaveURL(/\?spaceTypes=[0-9a-f-]{36}$/);
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
    await expect(open).toContainText('Active');
    await expectEveryCardToContain(page, 'Cold Storage');
  });
});

test.describe('axe finds no serious or critical violation', () => {
  test('on the list', async ({ page }) => {
    await page.goto('/m-warehouses?q=port');
    await expect(cards(page).first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('on the map with a popup open', async ({ page }) => {
    await page.goto('/m-warehouses?q=Hamburg');
    await card(page, HAMBURG).getByRole('button', { name: 'Show on Map' }).click();
    await expect(page.getByRole('link', { name: 'View Details' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('on a detail page', async ({ page }) => {
    await page.goto('/m-warehouses?q=Tallinn');
    await card(page, TALLINN).getByRole('link', { name: TALLINN }).click();
    await expect(page.getByRole('heading', { level: 1, name: TALLINN })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('on the open Filters slide-over', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/m-warehouses');
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

test('a link past the deepest page opens the deepest, which says why the list ends there', async ({ page }) => {
  // The demo catalogue is far smaller than the 1,200 matches a search lists, so the deepest page's
  // answer is the real first page with the server's "ends here" flags set.
  await page.route(/\/api\/warehouses\?(.*&)?page=50(&|$)/, async (route) => {
    const firstPage = await route.fetch({ url: route.request().url().replace('page=50', 'page=1') });
    const body = (await firstPage.json()) as Record<string, unknown>;
    await route.fulfill({ response: firstPage, json: { ...body, page: 50, total: null, hasMore: false, limitReached: true } });
  });
  await page.goto('/m-warehouses?page=2000');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByText('Page 50')).toBeVisible();
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.getByRole('note')).toHaveText(
    'Only the first 1,200 warehouses of a search are listed. Narrow your search or add filters to see the others.',
  );
});

test('a new page starts at the top, and Back returns to the place in the list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/m-warehouses');
  const target = cards(page).nth(10);
  await target.scrollIntoViewIfNeeded();
  const listPosition = await page.evaluate(() => window.scrollY);
  expect(listPosition).toBeGreaterThan(1000);

  const name = await target.getByRole('heading', { level: 3 }).innerText();
  await target.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/m-warehouses\/[0-9a-f-]{36}$/);
  // The warehouse's own heading: the list's stays on screen while the detail page's code loads.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/m-warehouses');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(listPosition - 50);
  expect(await page.evaluate(() => window.scrollY)).toBeLessThan(listPosition + 50);
});

test('an active filter shows as a chip above the results, and removing it updates the results and the URL', async ({ page }) => {
  await page.goto('/m-warehouses?minSize=9000&country=Germany');
  const active = page.getByRole('list', { name: 'Active filters' });
  await expect(active.getByRole('listitem')).toHaveText(['Size at least 9,000 m²', 'Country: Germany']);
  await expectEveryCardToContain(page, 'Germany');

  // From the keyboard: the pressed chip goes with its filter, and focus moves to the results, not the page's start.
  await active.getByRole('button', { name: 'Remove filter: Country: Germany' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/m-warehouses?minSize=9000');
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeFocused();
  await expect(active.getByRole('listitem')).toHaveText(['Size at least 9,000 m²']);
  // Without the country, large warehouses elsewhere are back (no other card holds it: the list is not German only).
  await expect.poll(async () => (await cards(page).allTextContents()).some((text) => !text.includes('Germany'))).toBe(true);
  // The panel follows: the country field is empty again.
  await expect(page.getByRole('complementary', { name: 'Filters' }).getByLabel('Country')).toHaveValue('');

  await active.getByRole('button', { name: 'Remove filter: Size at least 9,000 m²' }).click();
  await expect(page).toHaveURL('/m-warehouses');
  await expect(active).toHaveCount(0);
});

test('an empty result leads to an inquiry or a listing request', async ({ page }) => {
  await page.goto('/m-warehouses?q=zzqx-no-such-warehouse');
  await expect(page.getByText('No warehouses found')).toBeVisible();
  await expect(page.getByText('Tell us what you need')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'List your warehouse' })).toHaveAttribute('href', '/warehouse-request');
  // A visitor may send an inquiry: it goes through sign-in to the inquiry form with no warehouse chosen.
  await main.getByRole('link', { name: 'Send an inquiry' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, DEMO_ACCOUNTS.customer);
  await expect(page).toHaveURL(/\/inquiries\/new$/);
});

test('sizes show whole m² without decimals on cards and the detail page', async ({ page }) => {
  await page.goto('/m-warehouses?q=Hamburg');
  const hamburg = card(page, HAMBURG);
  await expect(hamburg).toContainText(/\d m²/);
  await expect(hamburg).not.toContainText('.00 m²');
  await hamburg.getByRole('link', { name: HAMBURG }).click();
  await expect(page.locator('dt:has-text("Total capacity") + dd')).toHaveText(/^[\d,]+ m²$/);
});

for (const width of [360, 1366]) {
  test(`the date fields show the whole date at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/m-warehouses?from=2026-12-20&to=2027-01-31');
    let scope: Locator = page.getByRole('complementary', { name: 'Filters' });
    if (width < 1024) {
      await page.getByRole('button', { name: 'Filters' }).click();
      scope = page.getByRole('dialog', { name: 'Filters' });
    }
    for (const label of ['From', 'To']) {
      const field = scope.getByLabel(label, { exact: true });
      await expect(field).toBeVisible();
      // A native date input lays its date out inside; wider than needed, nothing of it is cut.
      const { width: fieldWidth, needed } = await field.evaluate((input: HTMLInputElement) => {
        const probe = document.createElement('span');
        const style = getComputedStyle(input);
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font}`;
        probe.textContent = '00/00/0000';
        document.body.append(probe);
        // The text, the picker icon (about 1.5 em) and the side paddings.
        const needed = probe.getBoundingClientRect().width + 1.5 * parseFloat(style.fontSize) + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
        probe.remove();
        return { width: input.getBoundingClientRect().width, needed };
      });
      expect(fieldWidth, `${label} is ${fieldWidth} px, the date needs ${needed} px`).toBeGreaterThanOrEqual(needed);
    }
  });
}

test.describe('the detail page on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('Send Inquiry is in view without scrolling, and the bar hides nothing at the end', async ({ page }) => {
    await page.goto('/m-warehouses?q=Hamburg');
    await card(page, HAMBURG).getByRole('link', { name: HAMBURG }).click();
    await expect(page.getByRole('heading', { level: 1, name: HAMBURG })).toBeVisible();
    const send = page.getByRole('link', { name: 'Send Inquiry' });
    await expect(send).toHaveCount(1);
    await expect(send).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // At the very end the bar rests in its own place: the last section ends above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const bar = page.getByRole('region', { name: 'Inquiry' });
    const lastSection = page.getByRole('main').locator('section').last();
    const barBox = (await bar.boundingBox())!;
    const sectionBox = (await lastSection.boundingBox())!;
    expect(sectionBox.y + sectionBox.height).toBeLessThanOrEqual(barBox.y + 1);
    await send.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
