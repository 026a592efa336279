import { expect, test } from '@playwright/test';

/** What a phone receives: compressed text, long-cached hashed assets, no public source maps. */

const COMPRESSED = ['br', 'gzip'];

test('the entry script and the HTML come compressed; the script is cached for good, the HTML revalidated', async ({ page }) => {
  const entryScript = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
  const documentResponse = await page.goto('/');
  expect(documentResponse?.status()).toBe(200);
  const documentHeaders = await documentResponse!.allHeaders();
  expect(COMPRESSED).toContain(documentHeaders['content-encoding']);
  expect(documentHeaders['cache-control']).toBe('no-cache');

  const script = await entryScript;
  expect(script.status()).toBe(200);
  const scriptHeaders = await script.allHeaders();
  expect(COMPRESSED).toContain(scriptHeaders['content-encoding']);
  expect(scriptHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(scriptHeaders.vary).toMatch(/accept-encoding/i);
  // The browser decoded it: the page ran.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('an API answer the page loads comes compressed', async ({ page }) => {
  const warehouses = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/warehouses');
  await page.goto('/m-warehouses');
  const response = await warehouses;
  expect(response.status()).toBe(200);
  expect(COMPRESSED).toContain((await response.allHeaders())['content-encoding']);
  await expect(page.getByRole('list').getByRole('heading', { level: 3 }).first()).toBeVisible();
});

test('source maps are not served, and scripts do not point to them', async ({ page, request }) => {
  const entryScript = page.waitForResponse((response) => /\/assets\/index-[\w-]+\.js$/.test(response.url()));
  await page.goto('/');
  const script = await entryScript;
  expect(await script.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${new URL(script.url()).pathname}.map`);
  expect(map.status()).toBe(404);
  expect(map.headers()['content-type']).toContain('application/json');
});
