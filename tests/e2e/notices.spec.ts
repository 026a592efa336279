import { expect, test } from './support/accounts';
import { createSingleSpaceListing, findWarehouse, futurePeriod } from './support/journey-data';
import { expectNoSeriousViolations, failureNotices, successNotices, uniqueName, watchConsole } from './support/page-checks';
import { dashboardRow } from './support/warehouse-dashboards';

/**
 * Every action answers in one notice stack (docs/decisions/209-notices-after-actions.md): a success
 * in the polite status region, going away by itself; a failed row action in the assertive region,
 * staying until dismissed.
 */

const WAREHOUSE = 'Muuga Port Logistics Park';

test('a trader sends an inquiry and hears "Inquiry sent" from the status region, which was there before', async ({ pageAs }) => {
  const page = await pageAs('customer');
  const warehouse = await findWarehouse(page, WAREHOUSE);
  const period = futurePeriod(7);

  await page.goto(`/inquiries/new?warehouseId=${warehouse.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New Inquiry' })).toBeVisible();
  // The region is in the page, empty, before anything is said in it: only then is its text announced.
  await expect(successNotices(page)).toHaveCount(1);
  await expect(successNotices(page)).toHaveText('');
  await expect(successNotices(page)).toHaveAttribute('aria-live', 'polite');

  await page.getByLabel('Size (m²) 1').fill('20');
  await page.getByLabel('Start Date').fill(period.startDate);
  await page.getByLabel('End Date').fill(period.endDate);
  await page.getByRole('button', { name: 'Submit Inquiry' }).click();

  await expect(page).toHaveURL(/\/inquiries$/);
  await expect(successNotices(page).getByText('Inquiry sent', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);
  // A success leaves by itself.
  await expect(successNotices(page)).toHaveText('', { timeout: 10_000 });
});

test('an owner saves a warehouse and sees "Changes saved" on the dashboard it returns to', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const name = uniqueName('E2E Notice Yard');
  const id = await createSingleSpaceListing(page.request, name);

  await page.goto(`/warehouses/edit/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Warehouse' })).toBeVisible();
  await page.getByLabel('Size (m²)').fill('420');
  await page.getByRole('button', { name: 'Update Warehouse' }).click();

  await expect(page).toHaveURL(/\/warehouses\/dashboard$/);
  const saved = successNotices(page).getByText('Changes saved', { exact: true });
  await expect(saved).toBeVisible();
  await expect(dashboardRow(page, name)).toContainText('420 m²');
});

test('a row action that fails says so in a notice that stays until it is dismissed, by keyboard', async ({ pageAs }) => {
  const page = await pageAs('owner');
  const checkConsole = watchConsole(page, ['Failed to load resource']);
  const name = uniqueName('E2E Notice Copy');
  await createSingleSpaceListing(page.request, name);

  // The page's timers on a clock the test can move: "stays" is checked without waiting it out.
  await page.clock.install();
  await page.goto('/warehouses/dashboard');
  const row = dashboardRow(page, name);
  await expect(row).toBeVisible();
  // The connection drops as the owner duplicates the row.
  await page.route('**/api/owner-warehouses/*/duplicate', (route) => route.abort('internetdisconnected'));
  await row.getByRole('button', { name: /^Duplicate/ }).click();

  const failure = failureNotices(page).getByText('Unable to connect to the server. Please check your connection.', { exact: true });
  await expect(failure).toBeVisible();
  await expectNoSeriousViolations(page);
  // Still there well after a success would have gone (SUCCESS_NOTICE_MS is 6 s).
  await page.clock.runFor(10_000);
  await expect(failure).toBeVisible();

  const dismiss = failureNotices(page).getByRole('button', { name: 'Dismiss' });
  await dismiss.focus();
  await page.keyboard.press('Enter');
  await expect(failure).toHaveCount(0);
  await expect(dashboardRow(page, `${name} (Copy)`)).toHaveCount(0);
  checkConsole();
});
