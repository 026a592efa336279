import { expect, test } from './support/accounts';

/**
 * Journeys that change what every page sees (a platform feature switched off). They run in their own
 * Playwright project after every other journey has finished (playwright.config.ts): run alongside,
 * a visitor's list loaded in the second the map was off had no "Show on Map" button (a CI failure).
 */

test('the administrator dashboard and the platform features', async ({ pageAs }) => {
  const admin = await pageAs('administrator');
  await admin.goto('/admin/dashboard');
  const platform = admin.getByRole('region', { name: 'Platform Overview' });
  await expect(platform.getByRole('link', { name: /^Total Users \d+/ })).toBeVisible();
  await expect(platform.getByRole('link', { name: /^Total Warehouses \d+/ })).toBeVisible();
  // The demo's bookings (seeded around today) fill Space Utilisation for the default 90 days.
  const utilisation = admin.getByRole('region', { name: 'Space Utilisation' });
  const mostUsed = utilisation.getByRole('list', { name: 'Most used warehouses' });
  await expect(mostUsed.getByRole('listitem').filter({ hasText: 'Muuga Port Logistics Park' })).toContainText(/\d+(\.\d)?%/);
  await expect(utilisation.getByText(/\(90 days\)/)).toBeVisible();
  for (const href of ['/admin/warehouse-requests', '/admin/inquiries', '/admin/users', '/admin/settings', '/notifications', '/m-warehouses/dashboard']) {
    await expect(admin.locator(`main a[href="${href}"]`).first()).toBeVisible();
  }

  await admin.goto('/admin/features');
  const mapSwitch = admin.getByRole('switch', { name: 'Map View' });
  await expect(mapSwitch).toHaveAttribute('aria-checked', 'true');
  await expect(admin.getByText('map_view', { exact: true })).toBeVisible();
  await mapSwitch.click();
  await expect(mapSwitch).toHaveAttribute('aria-checked', 'false');
  const enabled = await admin.request.get('/api/platform/enabled-features');
  expect(((await enabled.json()) as { features: Record<string, boolean> }).features.map_view).toBe(false);
  await mapSwitch.click();
  await expect(mapSwitch).toHaveAttribute('aria-checked', 'true');

  await admin.goto('/admin/settings');
  const fee = admin.getByLabel('Platform fee percentage');
  await fee.fill('150');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(admin.getByText('The platform fee must be between 0 and 100')).toBeVisible();
  await expect(admin.getByRole('switch', { name: 'Map View' })).toBeVisible();
});
