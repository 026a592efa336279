import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { expect, test } from './support/accounts';

/**
 * The security headers as a browser applies them: another origin cannot frame the app (not even a
 * page of the same site on another port, which gets the SameSite=Lax session cookie), and no page,
 * the map included, trips the Content-Security-Policy.
 */

/** Collects every CSP violation the page reports, from the first script on. */
async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) fromConsole.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} on ${document.location.pathname} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`);
    });
  });
  return async () => [...fromConsole, ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))];
}

test('a page of another origin cannot frame the app, even signed in', async ({ pageAs }) => {
  // Same host, the next port: same site, so the browser sends the SameSite=Lax session cookie to the
  // frame. A real server, not a routed fake: Chromium refuses frames from a page of unknown address.
  const attacker = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<!doctype html><title>Attacker</title><iframe src="${BASE_URL}/profile" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => attacker.listen(Number(new URL(BASE_URL).port) + 1, 'localhost', resolve));
  try {
    const page = await pageAs('customer');
    await page.goto(`http://localhost:${(attacker.address() as AddressInfo).port}/`);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    expect(frame).toBeDefined();
    // The frame holds the browser's error page, never the app and its Sign Out button.
    await expect.poll(() => frame!.url()).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('iframe').getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    // The same address opened directly is the signed-in profile: the frame was refused, not empty.
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  } finally {
    await new Promise((resolve) => attacker.close(resolve));
  }
});

// One test a person, so the three run side by side; each page is waited on until the network is idle.
test.describe('no page logs a Content-Security-Policy violation', () => {
  test('for a visitor, the map included', async ({ page }) => {
    const visitorViolations = await recordCspViolations(page);
    for (const path of ['/', '/m-warehouses', '/about', '/login', '/register', '/warehouse-request', '/api/docs']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    await page.goto('/m-warehouses?view=map');
    await expect(page.getByRole('region', { name: 'Map of warehouses' }).locator('canvas')).toBeVisible();
    await page.getByText(/warehouses? on the map$/).waitFor();
    await page.goto('/m-warehouses');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/m-warehouses\/[0-9a-f-]{36}$/);
    await page.waitForLoadState('networkidle');
    expect(await visitorViolations()).toEqual([]);
  });

  test('for an owner, the location picker included', async ({ pageAs }) => {
    const owner = await pageAs('owner');
    const ownerViolations = await recordCspViolations(owner);
    for (const path of ['/dashboard', '/profile', '/messages', '/notifications', '/m-warehouses/dashboard']) {
      await owner.goto(path);
      await owner.waitForLoadState('networkidle');
    }
    await owner.goto('/m-warehouses/create');
    await owner.getByRole('button', { name: 'Set on Map' }).first().click();
    await expect(owner.locator('canvas').first()).toBeVisible();
    await owner.waitForLoadState('networkidle');
    expect(await ownerViolations()).toEqual([]);
  });

  test('for an administrator', async ({ pageAs }) => {
    const administrator = await pageAs('administrator');
    const administratorViolations = await recordCspViolations(administrator);
    for (const path of ['/admin/dashboard', '/admin/users', '/admin/inquiries', '/bookings']) {
      await administrator.goto(path);
      await administrator.waitForLoadState('networkidle');
    }
    expect(await administratorViolations()).toEqual([]);
  });
});
