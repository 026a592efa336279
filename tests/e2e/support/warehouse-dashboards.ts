import type { Locator, Page } from '@playwright/test';
import { expect } from './accounts';

/** The confirmation both warehouse dashboards ask before deleting a row. */
export const DELETE_TEXT = 'Are you sure you want to delete this warehouse? This action cannot be undone.';

/** The dashboard row (table at desktop width) whose name link reads exactly `name`. */
export function dashboardRow(page: Page, name: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
}

/** Deletes a dashboard row through the confirmation dialog; Cancel first leaves the row in place. */
export async function deleteThroughConfirmation(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^Delete/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Warehouse' });
  await expect(dialog).toContainText(DELETE_TEXT);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
}

/** Switches the row's listing inactive on the dashboard; the switch is still off after a reload. */
export async function switchOffThroughDashboard(page: Page, name: string): Promise<void> {
  const status = dashboardRow(page, name).getByRole('switch', { name: 'Active' });
  await expect(status).toHaveAttribute('aria-checked', 'true');
  await status.click();
  await expect(status).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(dashboardRow(page, name).getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'false');
}
