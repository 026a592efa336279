import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { FinanceOverview } from '../../src/shared/contracts/finance';
import { formatFinanceMonth } from '../../src/shared/finance';
import { formatCents } from '../../src/shared/money';
import { expect, test } from './support/accounts';
import { ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, sidewaysOverflow, watchConsole } from './support/page-checks';

/**
 * The finance overview (issue #39, decision 223): the demo administrator opens /admin/finance from the
 * console's navigation and finds the demo's overdue Maasvlakte invoice among the receivables (past its
 * due date), the owner's share of the paid Muuga invoice payable, the VAT the invoices charged, and the
 * revenue chart with its figures in a table; at 1366 px and on a 360 px phone, with no serious
 * accessibility violation and nothing scrolling sideways. Other journeys may issue and pay invoices
 * meanwhile: the page is compared with the API's overview, read just before.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

async function openFinance(admin: Page): Promise<FinanceOverview> {
  const overview = await ok<FinanceOverview>(await admin.request.get('/api/admin/finance'));
  await admin.goto('/admin/finance');
  await expectLoaded(admin);
  return overview;
}

test('the administrator reads receivables by age, VAT, payables and revenue at /admin/finance, and downloads them as CSV', async ({ pageAs }) => {
  test.setTimeout(120_000);
  const admin = await pageAs('administrator');
  const checkConsole = watchConsole(admin);
  await admin.setViewportSize(DESKTOP);

  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Finance' }).click();
  await expect(admin).toHaveURL(/\/admin\/finance$/);
  const overview = await openFinance(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  for (const name of ['Receivables', 'VAT collected', 'Payables to owners', 'Platform revenue']) {
    await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  // The demo's overdue invoice: past its due date, in its bucket, listed with what is open.
  const overdue = overview.receivables.items.find((item) => item.daysPastDue > 0);
  expect(overdue, 'the demo has an overdue invoice').toBeDefined();
  const aging = admin.getByRole('table', { name: /Receivables by days past the due date/ });
  const overdueBucket = overview.receivables.buckets.find((bucket) => bucket.bucket === overdue!.bucket)!;
  await expect(aging.getByRole('row').filter({ hasText: /1–30 days overdue|31–60|61–90|Over 90/ }).first()).toBeVisible();
  expect(overdueBucket.openCents).toBeGreaterThanOrEqual(overdue!.openCents);
  const openTable = admin.getByRole('table', { name: 'Invoices with money open, most overdue first' });
  await expect(openTable.getByRole('row').filter({ hasText: overdue!.number })).toContainText(formatCents(overdue!.openCents));

  // The paid Muuga invoice made the demo owner's share payable.
  const payee = overview.payables.owners.find((owner) => owner.payableCents > 0);
  expect(payee, 'the demo owner has a payable').toBeDefined();
  await expect(admin.getByRole('table', { name: 'Payables to owners' }).getByRole('row').filter({ hasText: payee!.ownerName })).toBeVisible();

  // VAT: the demo invoices' rate in this month or an earlier one.
  const vatRow = overview.vat.rows[0]!;
  await expect(admin.getByRole('table', { name: 'VAT collected per month and rate' }).getByRole('row').filter({ hasText: formatFinanceMonth(vatRow.month) }).first()).toBeVisible();

  // The chart's figures in a table: 12 months, the total.
  const revenueTable = admin.getByRole('table', { name: /Platform revenue per month/ });
  await expect(revenueTable.getByRole('row')).toHaveCount(1 + 12 + 1);
  const thisMonth = overview.revenue.months.at(-1)!;
  await expect(revenueTable.getByRole('row', { name: new RegExp(formatFinanceMonth(thisMonth.month)) })).toBeVisible();
  expect(overview.revenue.totalCents).toBeGreaterThan(0);
  await expectNoSeriousViolations(admin);

  // The receivables' CSV has the overdue invoice.
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download receivables (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^finance-receivables-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${overdue!.number},`);
  for (const section of ['vat', 'payables', 'revenue']) {
    await expect(admin.locator(`a[href="/api/admin/finance/${section}.csv"]`)).toHaveAttribute('download', '');
  }

  // On a phone: the same sections, nothing wider than the screen.
  await admin.setViewportSize(PHONE);
  const again = await openFinance(admin);
  for (const name of ['Receivables', 'VAT collected', 'Payables to owners', 'Platform revenue']) {
    await expect(admin.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const cards = admin.getByRole('list', { name: 'Invoices with money open' });
  await expect(cards.getByRole('listitem').filter({ hasText: overdue!.number })).toBeVisible();
  expect(again.revenue.months).toHaveLength(12);
  // The chart's figures, a month a line (the table's four columns do not fit a phone).
  await expect(admin.getByRole('list', { name: 'Platform revenue per month' }).getByRole('listitem')).toHaveCount(12 + 1);
  expect(await sidewaysOverflow(admin)).toEqual({ width: PHONE.width, hidden: 0 });
  await expectNoSeriousViolations(admin);
  checkConsole();
});
