import type { Page } from '@playwright/test';
import { futurePeriod } from './support/journey-data';
import { expect, signedInPage, test } from './support/accounts';

/**
 * Offline, every screen says so and carries on by itself once the connection is back: a search
 * waits and then shows its results, a page whose code could not load reloads itself, and a message
 * written offline says it will be sent, then is.
 */

const OFFLINE = 'No internet connection. Please check your connection and try again.';
const TALLINN = 'Muuga Port Logistics Park';

function banner(page: Page) {
  return page.getByRole('status').filter({ hasText: OFFLINE });
}

test('a search made offline says so, then shows its results once back online', async ({ page, context }) => {
  await page.goto('/m-warehouses');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();

  await context.setOffline(true);
  await page.getByPlaceholder('Search warehouses by location...').fill('Tallinn');
  await expect(banner(page)).toBeVisible();

  await context.setOffline(false);
  await expect(banner(page)).toHaveCount(0);
  await expect(cards.filter({ has: page.getByRole('heading', { name: TALLINN, exact: true }) })).toBeVisible();
  await expect.poll(async () => (await cards.allTextContents()).every((text) => text.includes('Tallinn'))).toBe(true);
});

test('a page that could not load offline recovers by itself on reconnect', async ({ page, context }) => {
  await page.goto('/m-warehouses');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouses' })).toBeVisible();
  await context.setOffline(true);
  // The FAQ's code is loaded on first visit, which cannot happen offline.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'No Internet Connection' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Still offline.')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: /Frequently Asked Questions|FAQ/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});

test('a message written offline says it will be sent, and is sent on reconnect', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Otto', lastName: 'Offline' });
  const page = await signedInPage(browser, account);
  const context = page.context();

  const list = (await (await page.request.get('/api/warehouses', { params: { q: TALLINN, pageSize: 5 } })).json()) as { items: { id: string; name: string }[] };
  const warehouse = list.items.find((item) => item.name === TALLINN)!;
  const detail = (await (await page.request.get(`/api/warehouses/${warehouse.id}`)).json()) as { spaces: { spaceTypeId: string }[] };
  const period = futurePeriod(5, 400);
  const created = await page.request.post('/api/inquiries', {
    data: { warehouseIds: [warehouse.id], spaceRequests: [{ spaceTypeId: detail.spaces[0]!.spaceTypeId, sizeM2: 9 }], ...period },
  });
  expect(created.status(), await created.text()).toBe(201);
  const inquiryId = ((await created.json()) as { created: { id: string }[] }).created[0]!.id;

  await page.goto(`/inquiries/${inquiryId}`);
  const thread = page.getByRole('log', { name: 'Conversation' });
  await expect(thread.getByText('Inquiry created and submitted.')).toBeVisible();

  await context.setOffline(true);
  await page.getByLabel('Message', { exact: true }).fill('Written on the ferry, no signal.');
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(page.getByText('You are offline. Your message will be sent when you are back online.')).toBeVisible();
  await expect(banner(page)).toBeVisible();

  await context.setOffline(false);
  await expect(thread.getByText('Written on the ferry, no signal.')).toBeVisible();
  await expect(page.getByText('Your message will be sent when you are back online.')).toHaveCount(0);
  await context.close();
});
