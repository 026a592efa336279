import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ACCOUNTS, expect, signInWithForm, test } from './support/accounts';
import { formatDayRange } from '../../src/shared/capacity';
import { addDays, todayIsoDate } from '../../src/shared/dates';
import { createSingleSpaceListing, createWarehouseThroughApi } from './support/journey-data';
import { expectNoSeriousViolations, successNotices, uniqueName, watchConsole } from './support/page-checks';
import { dashboardRow, deleteThroughConfirmation, switchOffThroughDashboard } from './support/warehouse-dashboards';

/**
 * A warehouse owner's paths through the multi-space catalogue: the warehouse form (create and
 * edit), the My Warehouses dashboard (status switch, duplicate, delete) and what visitors then
 * see. Every test works on warehouses it creates itself, under a unique name.
 */

const FORM_MESSAGES = [
  'Name is required',
  'Address is required',
  'City is required',
  'Country is required',
  'Postal code is required',
  'Space type is required',
  'Size must be greater than 0',
  'Price is required',
];

/** Two small, different images made on the spot: a PNG and a JPEG. */
async function testImages() {
  const make = (background: string) => sharp({ create: { width: 96, height: 72, channels: 3, background } });
  return [
    { name: 'front.png', mimeType: 'image/png', buffer: await make('#1f3b63').png().toBuffer() },
    { name: 'yard.jpg', mimeType: 'image/jpeg', buffer: await make('#0f665f').jpeg().toBuffer() },
  ];
}

function space(page: Page, number: number): Locator {
  return page.getByRole('group', { name: `Space ${number}`, exact: true });
}

async function fillSpace(page: Page, number: number, values: { type: string; size: string; price: string }) {
  const row = space(page, number);
  await row.getByLabel('Space type').selectOption({ label: values.type });
  await row.getByLabel('Size (m²)').fill(values.size);
  await row.getByLabel('Price per m² per day, in Euros').fill(values.price);
}

async function fillBasics(page: Page, values: { name: string; city?: string; country?: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Description').fill('Dry, secure storage next to the port, with rail access.');
  await page.getByLabel('Address').fill('Krasta iela 42');
  await page.getByLabel('City').fill(values.city ?? 'Riga');
  await page.getByLabel('Country').fill(values.country ?? 'Latvia');
  await page.getByLabel('Postal code').fill('LV-1003');
}

test('an owner lists a warehouse, finds it, copies it, hides it and deletes the copy', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const checkConsole = watchConsole(page);
  const name = uniqueName('E2E Riga Depot');

  await signInWithForm(page, DEMO_ACCOUNTS.owner);
  await expect(page).not.toHaveURL(/\/login$/);

  // The form: two spaces of different types, two features (one custom, with details), a service, two images.
  await page.goto('/m-warehouses/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Add New Warehouse' })).toBeVisible();
  await expect(page.getByText('Only warehouse owners and administrators can add warehouses.')).toHaveCount(0);
  await fillBasics(page, { name });
  await expect(page.getByText('No coordinates set')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'List warehouse as active (visible to users)' })).toBeChecked();

  await fillSpace(page, 1, { type: 'Indoor', size: '1200.5', price: '12.50' });
  await page.getByRole('button', { name: 'Add Space' }).click();
  await fillSpace(page, 2, { type: 'Cold Storage', size: '300', price: '€9.75' });
  await expect(space(page, 2).getByText('€9.75 per m² per day')).toBeVisible();

  await page.getByRole('checkbox', { name: '24/7 Access' }).check();
  await page.getByRole('checkbox', { name: 'Certifications' }).check();
  await page.getByLabel('Details for Certifications').fill('ISO 22000, GDP');

  await page.getByRole('checkbox', { name: /^Customs Clearance/ }).check();
  const pricing = page.getByRole('group', { name: 'Pricing of Customs Clearance' });
  await expect(pricing.getByLabel('Pricing type')).toHaveValue('hourly_rate');
  await pricing.getByLabel('Price per hour, in Euros').fill('45');
  await pricing.getByLabel('Notes').fill('Same-day filing');

  await page.getByLabel('Add images').setInputFiles(await testImages());
  const thumbnails = page.getByRole('list', { name: 'Images of the warehouse, in display order' }).getByRole('img');
  await expect(thumbnails).toHaveCount(2);
  await expect(thumbnails.first()).toHaveAttribute('alt', `Image 1 of 2 of ${name} (main image)`);
  await expect(page.getByText('Main', { exact: true })).toHaveCount(1);
  const secondSource = await thumbnails.nth(1).getAttribute('src');
  await page.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(thumbnails.first()).toHaveAttribute('src', secondSource ?? '');

  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  await expect(page).toHaveURL(/\/m-warehouses$/);

  // Visitors' side of the catalogue: the search finds it; the detail sums the sizes and shows the lower price.
  const search = page.getByRole('searchbox', { name: 'Search warehouses' });
  await search.fill(name);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const detailUrl = page.url();
  await expect(page.locator('dt:has-text("Total capacity") + dd')).toHaveText('1,500.50 m²');
  await expect(page.getByText('From €9.75 per m² per day')).toBeVisible();
  await expect(page.getByText('ISO 22000, GDP')).toBeVisible();

  // The dashboard: duplicate, then switch the original off.
  await page.goto('/m-warehouses/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My Warehouses' })).toBeVisible();
  const original = dashboardRow(page, name);
  await expect(original).toContainText('Riga, Latvia');
  await expect(original).toContainText('2 spaces');
  await expect(original).toContainText('1,500.50 m²');
  await original.getByRole('button', { name: /^Duplicate/ }).click();
  const copy = dashboardRow(page, `${name} (Copy)`);
  await expect(copy).toBeVisible();

  await switchOffThroughDashboard(page, name);

  // A signed-out visitor no longer finds the original (the copy is still listed) and its page is gone.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const checkVisitorConsole = watchConsole(visitor, ['status of 404']);
  await visitor.goto(`/m-warehouses?q=${encodeURIComponent(name)}`);
  await expect(visitor.getByRole('heading', { name: `${name} (Copy)`, exact: true })).toBeVisible();
  await expect(visitor.getByRole('heading', { name, exact: true })).toHaveCount(0);
  await visitor.goto(detailUrl);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Warehouse not found' })).toBeVisible();
  checkVisitorConsole();
  await visitorContext.close();

  // Delete the copy through the confirmation dialog; Cancel first leaves it in place.
  await deleteThroughConfirmation(page, copy);
  await expect(dashboardRow(page, name)).toHaveCount(1);
  checkConsole();
});

test('the form shows the spec’s messages on an empty submit and clears each one when its field is edited', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page);
  await page.goto('/m-warehouses/create');
  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  for (const message of FORM_MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible();

  // The first invalid field has the focus, and each field names its message.
  const nameField = page.getByLabel('Name', { exact: true });
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toHaveAccessibleDescription('Name is required');
  const size = space(page, 1).getByLabel('Size (m²)');
  await expect(size).toHaveAccessibleDescription('Size must be greater than 0');

  await nameField.fill('Anything');
  await expect(page.getByText('Name is required')).toHaveCount(0);
  await expect(nameField).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('City is required')).toBeVisible();
  await page.getByLabel('City').fill('Riga');
  await expect(page.getByText('City is required')).toHaveCount(0);
  await space(page, 1).getByLabel('Space type').selectOption({ label: 'Indoor' });
  await expect(page.getByText('Space type is required')).toHaveCount(0);
  await size.fill('0');
  await expect(page.getByText('Size must be greater than 0')).toHaveCount(0);
  await space(page, 1).getByLabel('Price per m² per day, in Euros').fill('4');
  await expect(page.getByText('Price is required')).toHaveCount(0);
  await expect(page.getByText('Address is required')).toBeVisible();

  // A size of 0 is still refused on the next submit; the typed values stay.
  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  await expect(page.getByText('Size must be greater than 0')).toBeVisible();
  await expect(nameField).toHaveValue('Anything');
  await expect(page.getByLabel('Address')).toBeFocused();

  // Without any space row.
  await space(page, 1).getByRole('button', { name: 'Remove space 1' }).click();
  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  await expect(page.getByText('At least one space is required')).toBeVisible();
  await page.getByRole('button', { name: 'Add Space' }).click();
  await expect(page.getByText('At least one space is required')).toHaveCount(0);

  // A custom feature needs its details; a per-unit service needs its price and unit.
  await page.getByRole('checkbox', { name: 'Certifications' }).check();
  await page.getByRole('checkbox', { name: /^Palletising/ }).check();
  await page.getByRole('group', { name: 'Pricing of Palletising' }).getByLabel('Pricing type').selectOption('per_unit');
  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  await expect(page.getByText('Please describe this feature')).toBeVisible();
  await expect(page.getByText('Unit type is required')).toBeVisible();
  checkConsole();
});

test('an oversized or unsupported image is refused with its message and nothing is uploaded', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/warehouse-images') && request.method() === 'POST') uploads += 1;
  });
  await page.goto('/m-warehouses/create');
  await page.getByLabel('Add images').setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
  ]);
  await expect(page.getByRole('alert').filter({ hasText: 'huge.png' })).toContainText(
    'The image is larger than 10 MB. Please choose a smaller file.',
  );
  await expect(page.getByRole('alert').filter({ hasText: 'plan.pdf' })).toContainText('Please choose a JPEG, PNG, GIF or WebP image.');
  expect(uploads).toBe(0);
  await page.getByRole('button', { name: 'Dismiss huge.png' }).click();
  await expect(page.getByText('huge.png')).toHaveCount(0);
  checkConsole();
});

test('an owner edits a warehouse: the form shows the saved values and the save returns to the dashboard', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page);
  const name = uniqueName('E2E Edit');
  const id = await createWarehouseThroughApi(page.request, name);

  await page.goto(`/m-warehouses/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Warehouse' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(space(page, 1).getByLabel('Price per m² per day, in Euros')).toHaveValue('8.00');
  await expect(space(page, 1).getByLabel('Size (m²)')).toHaveValue('250');
  await expect(page.getByText('59.437000, 24.753600')).toBeVisible();

  await page.getByRole('button', { name: 'Clear coordinates' }).click();
  await expect(page.getByText('No coordinates set')).toBeVisible();
  // The warehouse moves to Riga: without coordinates, the server places the pin from the new address.
  await page.getByLabel('City').fill('Riga');
  await page.getByLabel('Country').fill('Latvia');
  await page.getByLabel('Name', { exact: true }).fill(`${name} renamed`);
  await space(page, 1).getByLabel('Price per m² per day, in Euros').fill('7.25');
  await page.getByRole('checkbox', { name: 'List warehouse as active (visible to users)' }).uncheck();
  await page.getByRole('button', { name: 'Update Warehouse' }).click();
  await expect(page).toHaveURL(/\/m-warehouses\/dashboard$/);
  const row = dashboardRow(page, `${name} renamed`);
  await expect(row.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');

  const saved = (await (await page.request.get(`/api/warehouses/${id}`)).json()) as {
    minPricePerM2Cents: number;
    latitude: number | null;
    isActive: boolean;
  };
  expect(saved.minPricePerM2Cents).toBe(725);
  expect(saved.isActive).toBe(false);
  // Riga is at about 56.95 N (Tallinn, where the pin was, at 59.44 N).
  expect(saved.latitude).not.toBeNull();
  expect(Math.abs((saved.latitude ?? 0) - 56.95)).toBeLessThan(0.2);
  checkConsole();
});

test('a warehouse that cannot be loaded shows "Failed to load warehouse"', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page, ['status of 404']);
  await page.goto('/m-warehouses/edit/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('Failed to load warehouse');
  checkConsole();
});

test('a customer is told before starting that only owners can add warehouses, and the save says so', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const checkConsole = watchConsole(page, ['status of 403']);
  await page.goto('/m-warehouses/create');
  await expect(page.getByRole('note')).toHaveText('Only warehouse owners and administrators can add warehouses.');
  await fillBasics(page, { name: uniqueName('E2E Not mine') });
  await fillSpace(page, 1, { type: 'Indoor', size: '100', price: '5' });
  await page.getByRole('button', { name: 'Create Warehouse' }).click();
  await expect(page.getByRole('alert')).toHaveText('Only warehouse owners and administrators can add warehouses.');
  await expect(page.getByLabel('Name', { exact: true })).not.toHaveValue('');
  await expect(page).toHaveURL(/\/m-warehouses\/create$/);
  checkConsole();
});

test('a warehouse in use cannot be deleted: the dialog shows why and offers to deactivate it', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page, ['status of 409']);
  const name = uniqueName('E2E In use');
  const id = await createWarehouseThroughApi(page.request, name);
  const refusal = 'This warehouse has inquiries or bookings and cannot be deleted. Deactivate it instead to hide it from traders.';
  // Inquiries are not built yet, so no warehouse is really in use: the server's 409 is stood in for.
  await page.route(`**/api/warehouses/${id}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { error: { code: 'warehouse_in_use', message: refusal } } })
      : route.fallback(),
  );

  await page.goto('/m-warehouses/dashboard');
  const row = dashboardRow(page, name);
  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Warehouse' });
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(refusal);
  await dialog.getByRole('button', { name: 'Deactivate instead' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
  checkConsole();
});

test('an administrator’s dashboard lists other owners’ warehouses with the owner’s email', async ({ pageAs }) => {
  const owner = await pageAs('owner');
  const name = uniqueName('E2E Owned');
  await createWarehouseThroughApi(owner.request, name);

  const page = await pageAs('administrator');
  const checkConsole = watchConsole(page);
  await page.goto('/m-warehouses/dashboard');
  const row = dashboardRow(page, name);
  await expect(row).toContainText(DEMO_ACCOUNTS.owner.email);
  await expect(row.getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', /\/m-warehouses\/edit\/[0-9a-f-]{36}$/);
  checkConsole();
});

/**
 * The owner's capacity timeline (issue #23) lives on the single-space warehouse page; a
 * listing made through its API, so the test is only about blocking.
 */
function createListingForCapacity(request: APIRequestContext, name: string): Promise<string> {
  return createSingleSpaceListing(request, name, () => ({ description: '', operatingHours: '24_7' }));
}

test('an owner blocks space on the capacity timeline, sees it in the table, is refused more than is free, and removes the block after confirming', async ({ pageAs }) => {
  const page = await pageAs('owner');
  // The block over what is free is answered 409, which the browser logs.
  const checkConsole = watchConsole(page, ['status of 409']);
  const id = await createListingForCapacity(page.request, uniqueName('E2E Capacity Yard'));
  const from = addDays(todayIsoDate(), 7);
  const to = addDays(todayIsoDate(), 13);

  await page.goto(`/warehouses/${id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Capacity', exact: true })).toBeVisible();
  await expect(page.getByText('Nothing is booked or blocked in this period.', { exact: true })).toBeVisible();
  const chart = page.getByRole('img', { name: /in total/ });
  await expect(chart).toHaveAttribute('aria-label', /nothing booked or blocked/);

  const form = page.getByRole('form', { name: 'Block space', exact: true });
  await form.getByLabel('Size (m²)', { exact: true }).fill('150');
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To', { exact: true }).fill(to);
  await form.getByLabel('Note', { exact: true }).fill('Resurfacing the yard');
  await form.getByRole('button', { name: 'Block Space', exact: true }).click();
  await expect(successNotices(page).getByText('Space blocked', { exact: true })).toBeVisible();

  const typeName = (await form.getByLabel('Space type', { exact: true }).locator('option:checked').textContent())!.trim();
  const block = `150 m² ${typeName}, ${formatDayRange({ from, to })}`;
  await expect(page.getByText(block, { exact: true })).toBeVisible();
  await expect(page.getByText('Resurfacing the yard', { exact: true })).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /at most 150 m² booked or blocked on one day/);

  // The table says the same: 150 m² blocked, 250 m² free on the block's days.
  await page.getByRole('button', { name: 'Table', exact: true }).click();
  const row = page.getByRole('row', { name: new RegExp(`^${formatDayRange({ from, to })} `) });
  await expect(row.getByRole('cell')).toHaveText(['0 m²', '150 m²', '0 m²', '250 m²']);

  // More than is free on those days is refused beside the size.
  await form.getByLabel('Size (m²)', { exact: true }).fill('300');
  await form.getByLabel('From', { exact: true }).fill(from);
  await form.getByLabel('To', { exact: true }).fill(from);
  await form.getByRole('button', { name: 'Block Space', exact: true }).click();
  await expect(form.getByText('The block is larger than the space free for these dates.', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Size (m²)', { exact: true })).toBeFocused();

  // Remove asks first; Cancel keeps the block.
  await page.getByRole('button', { name: `Remove block of ${block}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this block?', exact: true });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByText(block, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Remove block of ${block}`, exact: true }).click();
  await dialog.getByRole('button', { name: 'Remove Block', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No space is blocked in this period.', { exact: true })).toBeVisible();
  await expect(page.getByText('Nothing is booked or blocked in this period.', { exact: true })).toBeVisible();

  // On a 360 px phone the section fits without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Chart', exact: true }).click();
  await expect(chart).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  checkConsole();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the form and the dashboard fit without sideways scrolling; the dashboard shows cards', async ({ pageAs }) => {
    const page = await pageAs('owner');
    for (const path of ['/m-warehouses/create', '/m-warehouses/dashboard']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /Create Warehouse|Duplicate/ }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await expect(page.getByRole('table')).toBeHidden();
    await expect(page.getByRole('list', { name: 'Your warehouses' }).getByRole('switch', { name: 'Active' }).first()).toBeVisible();
  });
});

test.describe('axe finds no serious or critical violation', () => {
  test('on the create form, empty and with its messages', async ({ pageAs }) => {
    const page = await pageAs('owner');
    await page.goto('/m-warehouses/create');
    await expect(page.getByRole('button', { name: 'Create Warehouse' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('checkbox', { name: 'Certifications' }).check();
    await page.getByRole('checkbox', { name: /^Palletising/ }).check();
    await page.getByRole('button', { name: 'Create Warehouse' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('on the dashboard, with its delete dialog open', async ({ pageAs }) => {
    const page = await pageAs('owner');
    await page.goto('/m-warehouses/dashboard');
    await expect(page.getByRole('switch', { name: 'Active' }).first()).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: /^Delete/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Delete Warehouse' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('on the capacity timeline, as chart, as table and with the block form\'s messages', async ({ pageAs }) => {
    const page = await pageAs('owner');
    const id = await createListingForCapacity(page.request, uniqueName('E2E Axe Yard'));
    await page.goto(`/warehouses/${id}`);
    await expect(page.getByRole('img', { name: /in total/ })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Table', exact: true }).click();
    await page.getByRole('button', { name: 'Block Space', exact: true }).click();
    await expect(page.getByText('Size is required', { exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
