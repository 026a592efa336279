import { readFile } from 'node:fs/promises';
import type { SessionResponse } from '../../src/shared/contracts/auth';
import type { PayoutPreview, PayoutRun } from '../../src/shared/contracts/payout-runs';
import { formatCents } from '../../src/shared/money';
import { PAYOUT_BATCH_STATUS_LABELS } from '../../src/shared/statuses/payout';
import { expect, test } from './support/accounts';
import { ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, successNotices, watchConsole } from './support/page-checks';

/**
 * Payout runs (issue #39, decision 222): an administrator at a desktop width opens /admin/payouts from
 * the side navigation, previews who a run would pay (the demo trader's paid Muuga invoice made the demo
 * owner due, and the demo owner has a bank account), creates the run after its confirmation, downloads
 * the CSV and marks the run sent; on a 360 px phone the run is in the list as a card and is marked paid.
 * The owner then finds "Payout sent" at /notifications, which leads to the statement. Other journeys
 * pay invoices meanwhile, so the run is checked against the preview the page showed and the API's
 * answers, never fixed totals.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

test('an administrator previews and creates a payout run, downloads its CSV, marks it sent and paid; the owner is told', async ({ pageAs }) => {
  test.setTimeout(180_000);
  const admin = await pageAs('administrator');
  const owner = await pageAs('owner');
  const checkConsole = watchConsole(admin);
  const ownerId = (await ok<SessionResponse>(await owner.request.get('/api/auth/session'))).user!.id;
  await admin.setViewportSize(DESKTOP);

  // From the administrator's side navigation.
  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Payouts' }).click();
  await expect(admin).toHaveURL(/\/admin\/payouts$/);
  await expectLoaded(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();

  // The preview for today: the demo owner is among those paid, with a masked IBAN.
  const panel = admin.getByRole('region', { name: 'New payout run' });
  const preview = panel.getByRole('table', { name: 'Owners this payout run would pay' });
  await expect(preview).toBeVisible();
  const ownerRow = preview.getByRole('row').filter({ hasText: 'owner@demo.24wm.eu' });
  await expect(ownerRow).toContainText('Oskar Lindqvist');
  await expect(ownerRow).toContainText(/SE•• /);
  await expect(ownerRow).not.toContainText('SE4550000000058398257466');
  const shownTotal = (await panel.getByTestId('payout-preview-total').textContent()) ?? '';
  expect(shownTotal).toMatch(/^€/);
  await expectNoSeriousViolations(admin);

  // Create asks first, with the summary; Cancel changes nothing.
  await panel.getByRole('button', { name: 'Create payout run' }).click();
  let dialog = admin.getByRole('dialog', { name: 'Create this payout run?' });
  await expect(dialog).toContainText(shownTotal);
  await expect(dialog).toContainText('The money leaves the owners’ payables as soon as you confirm');
  await expectNoSeriousViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The preview as the server sees it now (other journeys may have made more owners due meanwhile).
  const creating = admin.waitForResponse((response) => response.url().endsWith('/api/admin/payouts') && response.request().method() === 'POST');
  await panel.getByRole('button', { name: 'Create payout run' }).click();
  dialog = admin.getByRole('dialog', { name: 'Create this payout run?' });
  await dialog.getByRole('button', { name: 'Create payout run' }).click();
  const created = await creating;
  expect(created.status(), await created.text()).toBe(201);
  const run = (await created.json()) as PayoutRun;
  await expect(admin).toHaveURL(new RegExp(`/admin/payouts/${run.id}$`));
  await expect(successNotices(admin)).toContainText(`Payout run ${run.number} created`);
  await expectLoaded(admin);
  await expect(admin.getByRole('heading', { level: 1 })).toContainText(run.number);
  await expect(admin.getByText(PAYOUT_BATCH_STATUS_LABELS.created, { exact: true }).first()).toBeVisible();
  const ownerLine = run.lines.find((line) => line.ownerId === ownerId);
  expect(ownerLine, 'the demo owner is paid by the run').toBeDefined();
  const lines = admin.getByRole('table', { name: `Payments of payout run ${run.number}` });
  await expect(lines.getByRole('row').filter({ hasText: ownerLine!.ibanMasked })).toContainText(formatCents(ownerLine!.amountCents));
  // A second run now finds the demo owner paid.
  const after = await ok<PayoutPreview>(await admin.request.get('/api/admin/payouts/preview', { params: { cutoffDate: run.cutoffDate } }));
  expect(after.payees.map((payee) => payee.ownerId)).not.toContain(ownerId);

  // The CSV downloads with every payment of the run.
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Download CSV' }).click();
  const download = await downloading;
  const csv = await readFile(await download.path(), 'utf8');
  for (const line of run.lines) expect(csv).toContain(line.endToEndId);
  await expect(admin.getByRole('link', { name: 'Download SEPA file (XML)' })).toHaveCount(run.hasSepaFile ? 1 : 0);
  await expectNoSeriousViolations(admin);

  // Marked sent, after its confirmation.
  await admin.getByRole('button', { name: 'Mark as sent to the bank' }).click();
  dialog = admin.getByRole('dialog', { name: 'Mark as sent to the bank?' });
  await expect(dialog).toContainText(run.number);
  await dialog.getByRole('button', { name: 'Mark as sent to the bank' }).click();
  await expect(successNotices(admin)).toContainText(`Payout run ${run.number} marked as sent to the bank`);
  await expect(admin.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(admin.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
  await expect(lines.getByRole('button', { name: `Payment returned: ${ownerLine!.ownerName}` })).toBeVisible();

  // On a phone: the run is a card in the list, its page fits the screen, and it is marked paid.
  await admin.setViewportSize(PHONE);
  await admin.goto('/admin/payouts');
  await expectLoaded(admin);
  const card = admin.getByRole('list', { name: 'Payout runs' }).getByRole('listitem').filter({ hasText: run.number });
  await expect(card).toContainText(PAYOUT_BATCH_STATUS_LABELS.sent);
  await expect(card).toContainText(formatCents(run.totalCents));
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(admin);
  await card.getByRole('link', { name: `Payout run ${run.number}` }).click();
  await expectLoaded(admin);
  await expect(admin.getByRole('list', { name: 'Payments' }).getByRole('listitem').filter({ hasText: ownerLine!.ibanMasked })).toContainText(
    formatCents(ownerLine!.amountCents),
  );
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await admin.getByRole('button', { name: 'Mark as paid' }).click();
  dialog = admin.getByRole('dialog', { name: 'Mark as paid?' });
  await expectNoSeriousViolations(admin);
  await dialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(successNotices(admin)).toContainText(`Payout run ${run.number} marked as paid`);
  await expect(admin.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expect(admin.getByText(PAYOUT_BATCH_STATUS_LABELS.paid, { exact: true }).first()).toBeVisible();
  checkConsole();

  // The owner is told the payout is on its way.
  await owner.goto('/notifications');
  await expectLoaded(owner);
  const item = owner.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: ownerLine!.endToEndId });
  await expect(item).toContainText('Payout sent');
  await expect(item).toContainText(formatCents(ownerLine!.amountCents));
  await expectNoSeriousViolations(owner);

  // The notice leads to the month's statement, which shows the payout, taken from what was payable
  // (issue #39's chain: paid invoice, payable, payout run, statement).
  await item.getByRole('link', { name: 'Payout sent' }).click();
  await expect(owner).toHaveURL(/\/payouts$/);
  await expectLoaded(owner);
  const payouts = owner.getByRole('table', { name: /^Payouts in / });
  await expect(payouts.getByRole('row').filter({ hasText: ownerLine!.endToEndId })).toContainText(formatCents(-ownerLine!.amountCents));
  await expectNoSeriousViolations(owner);
});
