import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { OwnerStatement, OwnerStatementsResponse } from '../../src/shared/contracts/payouts';
import { centsToEuroInput, formatCents } from '../../src/shared/money';
import { formatStatementMonth } from '../../src/shared/owner-statements';
import { expect, test } from './support/accounts';
import { ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, watchConsole } from './support/page-checks';

/**
 * Owners' monthly statements (issue #39, decision 220): the demo owner, whose Muuga invoice the demo
 * trader paid, opens /payouts from the workspace navigation and finds the payable amount, this month's
 * statement with the paid invoice, and its CSV with the same figures; at a desktop width and on a
 * 360 px phone, with no serious accessibility violation. Other journeys may pay invoices of the same
 * owner meanwhile: the page is compared with the API's statement, read just before.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

async function openPayouts(owner: Page): Promise<{ list: OwnerStatementsResponse; statement: OwnerStatement }> {
  const list = await ok<OwnerStatementsResponse>(await owner.request.get('/api/payouts/statements'));
  expect(list.items.length).toBeGreaterThan(0);
  const statement = await ok<OwnerStatement>(await owner.request.get(`/api/payouts/statements/${list.items[0]!.month}`));
  await owner.goto('/payouts');
  await expectLoaded(owner);
  return { list, statement };
}

test("the owner finds the paid invoice on this month's statement at /payouts, and downloads it as CSV", async ({ pageAs }) => {
  test.setTimeout(120_000);
  const owner = await pageAs('owner');
  const checkConsole = watchConsole(owner);
  await owner.setViewportSize(DESKTOP);

  // From the workspace navigation.
  await owner.goto('/m-warehouses/dashboard');
  await owner.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(owner).toHaveURL(/\/payouts$/);
  const { list, statement } = await openPayouts(owner);
  expect(statement.lines.length).toBeGreaterThan(0);
  const month = formatStatementMonth(statement.month);

  await expect(owner.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(owner.getByRole('region', { name: 'Your balance now' })).toContainText(formatCents(list.payableCents));
  await expect(owner.getByLabel('Month')).toHaveValue(statement.month);
  await expect(owner.getByRole('heading', { level: 2, name: `Statement ${month}` })).toBeVisible();
  const table = owner.getByRole('table', { name: `Invoices settled in ${month}` });
  for (const line of statement.lines) {
    const row = table.getByRole('row').filter({ hasText: line.invoiceNumber });
    await expect(row).toContainText(line.bookingNumber);
    await expect(row).toContainText(formatCents(line.amountCents));
    await expect(row).toContainText(formatCents(line.payableCents));
  }
  await expect(owner.getByRole('region', { name: `Balances of ${month}` })).toContainText(formatCents(statement.closingBalanceCents));
  await expectNoSeriousViolations(owner);

  // The CSV link downloads the same figures.
  const downloading = owner.waitForEvent('download');
  await owner.getByRole('link', { name: `Download the ${month} statement (CSV)` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`statement-${statement.month}.csv`);
  const csv = await readFile(await download.path(), 'utf8');
  for (const line of statement.lines) expect(csv).toContain(line.invoiceNumber);
  expect(csv).toContain(`Closing balance,${statement.lastDay},,,,,,,${centsToEuroInput(statement.closingBalanceCents)}`);
  await expect(owner.getByRole('link', { name: `Download the ${month} statement (PDF)` })).toHaveAttribute('href', `/api/payouts/statements/${statement.month}/pdf`);

  // On a phone: the lines as cards, nothing wider than the screen.
  await owner.setViewportSize(PHONE);
  const again = await openPayouts(owner);
  const cards = owner.getByRole('list', { name: `Invoices settled in ${month}` });
  await expect(cards).toBeVisible();
  for (const line of again.statement.lines) await expect(cards.getByRole('listitem').filter({ hasText: line.invoiceNumber })).toContainText(formatCents(line.payableCents));
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(owner);
  checkConsole();
});
