import { addDays, formatDate, todayIsoDate } from '../../src/shared/dates';
import { estimateInquiryCost } from '../../src/shared/estimate';
import { withPlatformFee } from '../../src/shared/offer-pricing';
import { formatCents } from '../../src/shared/money';
import { DEMO_ACCOUNTS, expect, test } from './support/accounts';
import { createInquiry, findWarehouse, futurePeriod } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, testNoSeriousViolationsOn } from './support/page-checks';

/**
 * Inquiries end to end: a trader sends them from a warehouse page and with the picker, edits one,
 * and an administrator finds it. Each test uses its own warehouses and a period far in the future
 * chosen at random, so the server's duplicate check ("You already have a pending inquiry for this
 * space.") never trips between tests or reruns on the same database.
 */

const TALLINN = 'Muuga Port Logistics Park';
const PICKED = ['Keratsini Port Logistics Centre', 'Poti Free Industrial Zone Warehouse', 'Sergeli Cargo Terminal'];
const EDITED = 'Constanța South Grain & Breakbulk Store';
const FOR_ADMIN = 'Kundziņsala Freeport Warehouse';
/** Its bonded space is sold out for a test's period (no other journey uses this warehouse). */
const SOLD_OUT = 'Zhetysu Rail Logistics Centre';

function dateRangeText(period: { startDate: string; endDate: string }): string {
  return `${formatDate(period.startDate)} – ${formatDate(period.endDate)}`;
}

test('a trader sends an inquiry from a warehouse page and sees the estimate, then finds it as Submitted', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const warehouse = await findWarehouse(page, TALLINN);
  const period = futurePeriod(10);

  await page.goto('/m-warehouses');
  await page.getByPlaceholder('Search warehouses by location...').fill('Tallinn');
  await page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { name: TALLINN, exact: true }) }).click({ position: { x: 24, y: 24 } });
  await expect(page.getByRole('heading', { level: 1, name: TALLINN })).toBeVisible();
  await page.getByRole('link', { name: 'Send Inquiry' }).click();

  await expect(page).toHaveURL(new RegExp(`/inquiries/new\\?warehouseId=${warehouse.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'New Inquiry' })).toBeVisible();
  const selected = page.getByRole('region', { name: 'Selected Warehouses' });
  await expect(selected.getByText(TALLINN)).toBeVisible();
  await expect(selected.getByRole('button', { name: `Remove ${TALLINN}` })).toBeVisible();

  const typeSelect = page.getByLabel('Space type 1');
  const spaceTypeName = (await typeSelect.locator('option:checked').textContent())!.trim();
  await page.getByLabel('Size (m²) 1').fill('25');
  await page.getByLabel('Start Date').fill(period.startDate);
  await page.getByLabel('End Date').fill(period.endDate);

  const spaceTypeId = warehouse.spaces.find((space) => space.spaceTypeName === spaceTypeName)!.spaceTypeId;
  const expected = estimateInquiryCost({ ...period, spaceRequests: [{ spaceTypeId, sizeM2: 25 }], warehouses: [warehouse] });
  expect(expected).not.toBeNull();
  // The estimate is priced as the offer will be: the lines, the platform's fee (20 % in the demo) and the total.
  await expect(page.getByTestId('estimated-total')).toHaveText(formatCents(withPlatformFee(expected!, 20).totalWithFeeCents));
  await expect(page.getByText(/VAT not included/)).toBeVisible();

  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page).toHaveURL(/\/inquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Inquiries' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: TALLINN }).filter({ hasText: dateRangeText(period) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${spaceTypeName} 25 m²`);
  await expect(row).toContainText('Submitted');
});

test('a trader picks three warehouses with the picker and gets three inquiries', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const period = futurePeriod(5);
  await page.goto('/inquiries/new');
  await expect(page.getByText('No space types available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Inquiry' })).toBeDisabled();

  const picker = page.getByRole('combobox', { name: 'Add a warehouse' });
  for (const [index, name] of PICKED.entries()) {
    await picker.fill(name.split(' ')[0]!);
    await expect(picker).toHaveAttribute('aria-expanded', 'true');
    const option = page.getByRole('option', { name: new RegExp(name) });
    if (index === 0) {
      await option.click();
    } else {
      // The keyboard works too: arrow down to the option, Enter picks it.
      await expect(option).toBeVisible();
      await picker.press('ArrowDown');
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await picker.press('Enter');
    }
    await expect(page.getByRole('region', { name: 'Selected Warehouses' }).getByText(name)).toBeVisible();
    // A pick closes the list.
    await expect(picker).toHaveAttribute('aria-expanded', 'false');
  }
  // One letter matches more warehouses than the list shows, and the picker says so.
  await picker.fill('a');
  await expect(page.getByText('More warehouses match than are listed.', { exact: false })).toBeVisible();
  await picker.fill('no such warehouse anywhere');
  await expect(page.getByText('No warehouses found with these filters')).toBeVisible();
  await picker.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');

  await expect(page.getByText('A separate inquiry will be created for each warehouse and you will receive separate offers.')).toBeVisible();
  await expect(page.getByTestId('estimated-total')).toHaveCount(0);

  // All three offer Indoor and Outdoors; Outdoors is the prefilled type. A size of 0 is refused.
  await expect(page.getByLabel('Space type 1').locator('option:checked')).toHaveText('Outdoors');
  await page.getByLabel('Start Date').fill(period.startDate);
  await page.getByLabel('End Date').fill(period.endDate);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(page.getByText('Please enter valid space requirements')).toBeVisible();
  await page.getByLabel('Size (m²) 1').fill('12.5');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(page).toHaveURL(/\/inquiries$/);
  const rows = page.getByRole('row').filter({ hasText: dateRangeText(period) });
  await expect(rows).toHaveCount(3);
  for (const name of PICKED) await expect(rows.filter({ hasText: name })).toContainText('Outdoors 12.50 m²');
});

test('a trader edits an inquiry and sees the new size and dates on the detail', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const warehouse = await findWarehouse(page, EDITED);
  const period = futurePeriod(7);
  const id = await createInquiry(page, warehouse, 'Indoor', 40, period);

  await page.goto(`/inquiries/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Inquiry #${id.slice(0, 8)}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Progress' })).toContainText('Submitted(complete)');
  await expect(page.getByText('Your inquiry has been submitted. Our team will review it shortly.')).toBeVisible();
  await page.getByRole('link', { name: 'Edit' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Edit Inquiry' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Add a warehouse' })).toHaveCount(0);
  await expect(page.getByLabel('Size (m²) 1')).toHaveValue('40');
  const newPeriod = { startDate: addDays(period.startDate, 3), endDate: addDays(period.endDate, 5) };
  await page.getByLabel('Size (m²) 1').fill('55.25');
  await page.getByLabel('Start Date').fill(newPeriod.startDate);
  await page.getByLabel('End Date').fill(newPeriod.endDate);
  await page.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(new RegExp(`/inquiries/${id}$`));
  await expect(page.getByRole('region', { name: 'Space Requirements' })).toContainText('55.25 m²');
  await expect(page.getByRole('region', { name: 'Date Range' })).toHaveText(`Date Range${dateRangeText(newPeriod)}`);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Space Requirements' })).toContainText('55.25 m²');
});

test("an administrator filters submitted inquiries and opens the trader's, with the trader's email", async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const warehouse = await findWarehouse(trader, FOR_ADMIN);
  const period = futurePeriod(3);
  const id = await createInquiry(trader, warehouse, 'Indoor', 15, period);

  const admin = await pageAs('administrator');
  await admin.goto('/admin/inquiries');
  await expectLoaded(admin);
  await admin.getByLabel('Status').selectOption('submitted');
  await expect(admin).toHaveURL(/\/admin\/inquiries\?status=submitted$/);
  await admin.getByLabel('Search').fill('Kundziņsala');
  await expect(admin).toHaveURL(/search=/);
  const row = admin.getByRole('row').filter({ hasText: dateRangeText(period) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_ACCOUNTS.customer.email);
  await row.getByRole('link', { name: /View details/ }).click();

  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(admin.getByRole('region', { name: 'Customer' })).toContainText(DEMO_ACCOUNTS.customer.email);
  await expect(admin.getByRole('region', { name: 'Space Required' })).toContainText('Indoor15 m²');
  await expect(admin.getByRole('region', { name: 'Selected Warehouse' })).toContainText(FOR_ADMIN);
  await expect(admin.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Messages' })).toBeVisible();
});

test('an unknown inquiry says it was not found and leads back to the list', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.goto('/inquiries/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Inquiry' })).toBeVisible();
  await expect(page.getByText("Inquiry not found. It may have been deleted or you don't have permission to view it.")).toBeVisible();
  await page.getByRole('button', { name: 'Return to Inquiries' }).click();
  await expect(page).toHaveURL(/\/inquiries$/);
});

test('a malformed inquiry id says "not found" at once', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.goto('/inquiries/abc');
  await expect(page.getByText("Inquiry not found. It may have been deleted or you don't have permission to view it.")).toBeVisible();
  await expect(page.getByText('Failed to load inquiry')).toHaveCount(0);
});

test('a refused inquiry moves the trader to the message, however far up the form it is drawn', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.setViewportSize({ width: 360, height: 640 });
  const warehouse = await findWarehouse(page, TALLINN);
  const period = futurePeriod(6);
  const spaceTypeName = warehouse.spaces[0]!.spaceTypeName;
  await createInquiry(page, warehouse, spaceTypeName, 12, period);

  // The same request again is a duplicate the server refuses.
  await page.goto(`/inquiries/new?warehouseId=${warehouse.id}&spaceTypeId=${warehouse.spaces[0]!.spaceTypeId}`);
  await page.getByLabel('Size (m²) 1').fill('12');
  await page.getByLabel('Start Date').fill(period.startDate);
  await page.getByLabel('End Date').fill(period.endDate);
  const submit = page.getByRole('button', { name: 'Submit Inquiry' });
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  const alert = page.getByRole('alert').filter({ hasText: /already have a pending inquiry|Failed to create/ });
  await expect(alert).toBeFocused();
  await expect(alert).toBeInViewport();
});

test('a partial failure across warehouses says why beside the refused one and keeps only it', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const [refused, accepted] = [await findWarehouse(page, PICKED[0]!), await findWarehouse(page, PICKED[1]!)];
  const period = futurePeriod(4);
  // Already asked for at this warehouse: a duplicate the server refuses for it alone.
  await createInquiry(page, refused, 'Outdoors', 9, period);

  await page.goto(`/inquiries/new?warehouseId=${refused.id}`);
  const picker = page.getByRole('combobox', { name: 'Add a warehouse' });
  await picker.fill(accepted.name.split(' ')[0]!);
  await page.getByRole('option', { name: new RegExp(accepted.name) }).click();
  const selected = page.getByRole('region', { name: 'Selected Warehouses' });
  await expect(selected.getByText(accepted.name)).toBeVisible();
  await expect(page.getByLabel('Space type 1').locator('option:checked')).toHaveText('Outdoors');
  await page.getByLabel('Size (m²) 1').fill('9');
  await page.getByLabel('Start Date').fill(period.startDate);
  await page.getByLabel('End Date').fill(period.endDate);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText(`Failed to create 1 inquiry. Created for: ${accepted.name}.`);
  await expect(alert).toBeFocused();
  const refusedCard = selected.getByRole('listitem').filter({ hasText: refused.name });
  await expect(refusedCard).toContainText('You already have a pending inquiry for this space.');
  await expect(selected.getByRole('listitem').filter({ hasText: accepted.name })).toHaveCount(0);
  await expect(page).toHaveURL(/\/inquiries\/new/);
});

test('a message of the last submit goes away once its field is fixed', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const warehouse = await findWarehouse(page, TALLINN);
  await page.goto(`/inquiries/new?warehouseId=${warehouse.id}`);
  await page.getByLabel('Size (m²) 1').fill('0');
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();
  const message = page.getByText('Please enter valid space requirements');
  await expect(message).toBeVisible();
  await expect(page.getByLabel('Size (m²) 1')).toBeFocused();
  await page.getByLabel('Size (m²) 1').fill('15');
  await expect(message).toHaveCount(0);
});

test('space sold for some days is not free for an inquiry that shares one of them; the next day is', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const admin = await pageAs('administrator');
  const warehouse = await findWarehouse(trader, SOLD_OUT);
  const bonded = warehouse.spaces.filter((space) => space.spaceTypeName === 'Bonded');
  const totalM2 = bonded.reduce((sum, space) => sum + Number(space.sizeM2), 0);
  const period = futurePeriod(5);

  // All of its bonded space is sold for the period: an offer for it, sent and accepted.
  const inquiryId = await createInquiry(trader, warehouse, 'Bonded', totalM2, period);
  const sent = await admin.request.post(`/api/admin/inquiries/${inquiryId}/offers`, {
    data: {
      spaces: bonded.map((space) => ({ spaceId: space.id, spaceAllocatedM2: Number(space.sizeM2), pricePerM2Cents: space.pricePerM2Cents })),
      validUntil: addDays(todayIsoDate(), 7),
      platformFeePercentage: 5,
      send: true,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const accepted = await trader.request.post(`/api/offers/${((await sent.json()) as { id: string }).id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  // 1 m² from the period's last day on: that day is sold.
  const bondedTypeId = bonded[0]!.spaceTypeId;
  await trader.goto(`/inquiries/new?warehouseId=${warehouse.id}&spaceTypeId=${bondedTypeId}`);
  await trader.getByLabel('Size (m²) 1').fill('1');
  await trader.getByLabel('Start Date').fill(period.endDate);
  await trader.getByLabel('End Date').fill(addDays(period.endDate, 3));
  await trader.getByRole('button', { name: 'Submit Inquiry' }).click();
  const alert = trader.getByRole('alert').filter({ hasText: 'Requested space exceeds available capacity.' });
  await expect(alert).toBeFocused();

  // From the day after, all of it is free again.
  await trader.getByLabel('Size (m²) 1').fill(String(totalM2));
  await trader.getByLabel('Start Date').fill(addDays(period.endDate, 1));
  await trader.getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(trader).toHaveURL(/\/inquiries$/);
});

test.describe('axe finds no serious or critical violation', () => {
  testNoSeriousViolationsOn('customer', ['/inquiries', '/inquiries/new']);

  test('on /inquiries/{id}', async ({ pageAs }) => {
    const page = await pageAs('customer');
    const id = await createInquiry(page, await findWarehouse(page, 'Port Reitz Road Container Depot'), 'Outdoors', 8, futurePeriod(2));
    await page.goto(`/inquiries/${id}`);
    await expectLoaded(page);
    await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  testNoSeriousViolationsOn('administrator', ['/admin/inquiries']);
});
