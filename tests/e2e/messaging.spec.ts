import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { futurePeriod, ok } from './support/journey-data';
import { expect, signedInPage, test } from './support/accounts';
import { expectNoSeriousViolations } from './support/page-checks';

/**
 * Messaging and notifications end to end, with two browser contexts side by side: a trader (a new
 * account per test, so their counts start at zero) and the demo administrator. Nothing reloads:
 * every change arrives through the live events.
 */

const WAREHOUSE = 'Mersin Free Zone Logistics Centre';

/** A submitted inquiry of the signed-in trader, far ahead in time so no duplicate check trips. */
async function createInquiry(request: APIRequestContext): Promise<string> {
  const list = (await (await request.get('/api/warehouses', { params: { q: WAREHOUSE, pageSize: 5 } })).json()) as { items: { id: string; name: string }[] };
  const warehouse = list.items.find((item) => item.name === WAREHOUSE)!;
  const detail = (await (await request.get(`/api/warehouses/${warehouse.id}`)).json()) as { spaces: { spaceTypeId: string }[] };
  const period = futurePeriod(7, 400);
  const response = await request.post('/api/inquiries', {
    data: { warehouseIds: [warehouse.id], spaceRequests: [{ spaceTypeId: detail.spaces[0]!.spaceTypeId, sizeM2: 8 }], ...period },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { created: { id: string }[] }).created[0]!.id;
}

/** The header's Messages link (desktop navigation), whose name carries the unread count. */
function messagesLink(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Messages/ });
}

/** The count a screen reader hears ("3 unread messages"); no badge is 0. */
async function unreadOf(link: Locator): Promise<number> {
  // One read, no waiting: the badge may disappear between two separate reads.
  const [spoken] = await link.locator('.sr-only').allTextContents();
  return spoken === undefined ? 0 : Number(/^(\d+) unread/.exec(spoken)?.[1] ?? Number.NaN);
}

test('a trader and an administrator exchange messages on an inquiry; threads and badges update live', async ({ browser, pageAs, createAccount }) => {
  test.setTimeout(120_000);
  const account = await createAccount({ roles: ['customer'], firstName: 'Tia', lastName: 'Talker' });
  const trader = await signedInPage(browser, account);
  const inquiryId = await createInquiry(trader.request);
  const short = inquiryId.slice(0, 8);

  const admin = await pageAs('administrator');
  await admin.goto('/messages');
  await expect(admin.getByText('Select an inquiry to view messages')).toBeVisible();
  const adminLink = messagesLink(admin);
  await expect(adminLink).toBeVisible();
  const adminBefore = await unreadOf(adminLink);

  // The trader writes on the inquiry page; blank text cannot be sent.
  await trader.goto(`/inquiries/${inquiryId}`);
  const traderThread = trader.getByRole('log', { name: 'Conversation' });
  await expect(traderThread.getByText('Inquiry created and submitted.')).toBeVisible();
  const traderBox = trader.getByLabel('Message', { exact: true });
  await traderBox.fill('   ');
  await expect(trader.getByRole('button', { name: 'Send' })).toBeDisabled();
  await traderBox.fill('Hello! Is the space free from the first of the month?\nWe need forklift access.');
  await traderBox.press('Enter');
  await expect(traderThread.getByText('Hello! Is the space free from the first of the month?')).toBeVisible();
  await expect(traderBox).toHaveValue('');

  // The administrator's badge and conversation list change without a reload.
  await expect.poll(() => unreadOf(adminLink)).toBe(adminBefore + 1);
  const conversation = admin.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`Inquiry #${short}`) });
  await expect(conversation).toContainText('1 unread');
  await expect(conversation).toContainText(WAREHOUSE);
  await admin.bringToFront();
  await conversation.click();
  await expect(admin).toHaveURL(new RegExp(`thread=inquiry(:|%3A)${inquiryId}`));
  const adminThread = admin.getByRole('log', { name: 'Conversation' });
  await expect(adminThread.getByText('We need forklift access.')).toBeVisible();
  await expect(adminThread.getByText('Tia Talker')).toBeVisible();
  // The selection is in the URL: a reload opens the same conversation.
  await admin.reload();
  await expect(adminThread.getByText('We need forklift access.')).toBeVisible();
  await expect(conversation).toHaveAttribute('aria-current', 'true');
  // Shown is read: the badge goes back down.
  await expect.poll(() => unreadOf(adminLink)).toBe(adminBefore);
  await expect(conversation).not.toContainText('unread');

  // The trader waits on the dashboard; the administrator's answer raises their badge and My Messages.
  await trader.goto('/dashboard');
  const traderLink = messagesLink(trader);
  await expect(traderLink).toHaveText('Messages');
  await admin.getByLabel('Message', { exact: true }).fill('Yes, from the first. Forklifts are included.');
  await admin.getByRole('button', { name: 'Send' }).click();
  await expect(adminThread.getByText('Yes, from the first. Forklifts are included.')).toBeVisible();
  await expect.poll(() => unreadOf(traderLink)).toBe(1);
  await expect(trader.getByRole('link', { name: /^My Messages/ })).toContainText('1');
  // On a phone the links hide behind Menu, which carries the count while closed.
  const desktop = trader.viewportSize()!;
  await trader.setViewportSize({ width: 360, height: 740 });
  // The unread message and the notification of it (decision 203).
  await expect(trader.getByRole('button', { name: 'Menu 2 unread items' })).toBeVisible();
  await trader.setViewportSize(desktop);

  // Messages are marked read only in a tab the reader is looking at.
  await trader.bringToFront();
  await traderLink.click();
  await trader.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(`Inquiry #${short}`) }).click();
  const answer = trader.getByRole('log', { name: 'Conversation' }).getByRole('listitem').filter({ hasText: 'Forklifts are included.' });
  await expect(answer).toContainText('(Admin)');
  await expect.poll(() => unreadOf(traderLink)).toBe(0);

  // The same thread on the administrator's inquiry page, and accessible.
  await admin.goto(`/admin/inquiries/${inquiryId}`);
  await expect(admin.getByRole('log', { name: 'Conversation' }).getByText('We need forklift access.')).toBeVisible();
  await expectNoSeriousViolations(trader);
  await trader.context().close();
});

test('a thread’s system messages read in the reader’s language, marked with it, and again after a change of language', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Lou', lastName: 'Lingua' });
  const trader = await signedInPage(browser, account);
  const inquiryId = await createInquiry(trader.request);
  await trader.goto(`/inquiries/${inquiryId}?lang=fr`);
  const thread = trader.getByRole('log', { name: 'Conversation' });
  await expect(thread.getByText('Demande créée et soumise.')).toBeVisible();
  await expect(thread.locator('[lang="fr"]', { hasText: 'Demande créée et soumise.' })).toHaveCount(1);
  await trader.getByRole('banner').getByRole('combobox', { name: 'Langue' }).selectOption({ label: 'Deutsch' });
  await expect(trader.locator('html')).toHaveAttribute('lang', 'de');
  await expect(trader.getByRole('log', { name: 'Unterhaltung' }).locator('[lang="de"]', { hasText: 'Anfrage erstellt und eingereicht.' })).toBeVisible();
  await trader.getByRole('banner').getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(trader.getByRole('log', { name: 'Conversation' }).locator('[lang="en"]', { hasText: 'Inquiry created and submitted.' })).toBeVisible();
});

test('a long thread opens at its newest message, loads older ones scrolled up to, and keeps the reader’s place', async ({ browser, createAccount }) => {
  test.setTimeout(90_000);
  const account = await createAccount({ roles: ['customer'], firstName: 'Lena', lastName: 'Long' });
  const trader = await signedInPage(browser, account);
  const inquiryId = await createInquiry(trader.request);
  // 60 messages and the system one: the first page (50, the newest) leaves 11 to load. Written by
  // two administrators of the test's own, 30 each (a minute's limit), so that no other
  // administrator has them unread (another administrator's message is not unread for one).
  const writers = await Promise.all(['Ada', 'Abe'].map(async (firstName) => signedInPage(browser, await createAccount({ roles: ['administrator'], firstName, lastName: 'Writer' }))));
  for (let number = 1; number <= 60; number += 1) {
    const writer = writers[number <= 30 ? 0 : 1]!;
    const response = await writer.request.post(`/api/inquiries/${inquiryId}/messages`, { data: { body: `Message ${number}.` } });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const writer of writers) await writer.context().close();
  await trader.goto(`/inquiries/${inquiryId}`);
  const thread = trader.getByRole('log', { name: 'Conversation' });
  const message = (number: number) => thread.getByRole('listitem').filter({ hasText: `Message ${number}.` });
  await expect(message(60)).toBeAttached();
  await thread.scrollIntoViewIfNeeded();
  await expect(message(60)).toBeInViewport();
  await expect(message(11)).toBeAttached();
  await expect(message(11)).not.toBeInViewport();
  await expect(message(10)).toHaveCount(0);

  await thread.evaluate((list) => list.scrollTo({ top: 0 }));
  await expect(thread.getByText('Start of the conversation')).toBeAttached();
  await expect(message(1)).toBeAttached();
  // The older page went in above what the reader was looking at, which stays in view.
  await expect(message(11)).toBeInViewport();
  await expect(message(1)).not.toBeInViewport();
  await expect(message(60)).not.toBeInViewport();

  // Scrolled back down, the reader follows again: their new message comes into view.
  await thread.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await trader.getByLabel('Message', { exact: true }).fill('Message 61.');
  await trader.getByLabel('Message', { exact: true }).press('Enter');
  await expect(message(61)).toBeInViewport();
  await trader.context().close();
});

test('an administrator marks notifications read one by one and all at once, as they arrive', async ({ browser, pageAs, createAccount }) => {
  const admin = await pageAs('administrator');
  await admin.goto('/notifications');
  await expect(admin.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  const account = await createAccount({ roles: ['customer'], firstName: 'Nina', lastName: 'Notify' });
  const trader = await signedInPage(browser, account);
  const first = await createInquiry(trader.request);
  const second = await createInquiry(trader.request);

  // Both arrive live, unread and highlighted, linking to the spec's /inquiries/{id}, which sends an
  // administrator on to the inquiry's administrator page.
  const itemFor = (id: string) => admin.getByRole('listitem').filter({ hasText: `#${id.slice(0, 8)}` });
  await expect(itemFor(first)).toContainText('New inquiry submitted');
  await expect(itemFor(second)).toContainText('Unread');
  await expect(itemFor(first).getByRole('link', { name: 'New inquiry submitted' })).toHaveAttribute('href', `/inquiries/${first}`);

  await itemFor(first).getByRole('button', { name: /Mark .* as read/ }).click();
  await expect(itemFor(first).getByRole('button', { name: /Mark .* as read/ })).toHaveCount(0);
  await expect(itemFor(first)).not.toContainText('Unread');
  await expect(itemFor(second)).toContainText('Unread');

  // Following one reads it.
  const third = await createInquiry(trader.request);
  await expect(itemFor(third)).toContainText('Unread');
  await itemFor(third).getByRole('link', { name: 'New inquiry submitted' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${third}$`));
  await admin.goBack();
  await expect(itemFor(third)).toContainText('New inquiry submitted');
  await expect(itemFor(third)).not.toContainText('Unread');
  await expect(itemFor(second)).toContainText('Unread');

  await admin.getByRole('button', { name: 'Mark all as read' }).click();
  for (const id of [first, second, third]) await expect(itemFor(id)).not.toContainText('Unread');
  // Journeys running alongside notify every administrator too, so one may arrive after the click: the
  // count then says exactly the unread items the list shows (the newest come first), and the button
  // is disabled only when there are none.
  const markAll = admin.getByRole('button', { name: 'Mark all as read' });
  await expect(async () => {
    const shownUnread = await admin.getByRole('listitem').filter({ hasText: 'Unread:' }).count();
    await expect(admin.getByText(`${shownUnread} unread`, { exact: true })).toBeVisible({ timeout: 500 });
    if (shownUnread === 0) await expect(markAll).toBeDisabled({ timeout: 500 });
    else await expect(markAll).toBeEnabled({ timeout: 500 });
  }).toPass();
  await trader.context().close();
});

test('a trader without conversations sees the empty state', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'] });
  const page = await signedInPage(browser, account);
  await page.goto('/messages');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await expect(page.getByText('Select an inquiry to view messages')).toBeVisible();
  await page.context().close();
});

test("a record page's thread keeps its room while its code loads: the stand-in is as tall as the thread, on a phone and a desktop (decision 251)", async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const [booking] = (await ok<{ items: { id: string }[] }>(await trader.request.get('/api/bookings'))).items;
  for (const width of [360, 1366]) {
    await trader.setViewportSize({ width, height: 800 });
    // The thread's code is held back until the stand-in is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await trader.route(/\/assets\/message-thread-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await trader.goto(`/bookings/${booking!.id}`);
    await expect(trader.getByRole('heading', { level: 1, name: /^Booking / })).toBeVisible();
    // The last plain "Loading…" on the page is the thread's stand-in (the sections say what they load).
    const standIn = trader.getByRole('status').filter({ hasText: /^Loading…$/ }).last().locator('..');
    await expect(standIn).toBeAttached();
    const standInHeight = (await standIn.boundingBox())!.height;
    release();
    const thread = trader.getByRole('log', { name: 'Conversation' }).locator('xpath=ancestor::section[1]');
    await expect(thread).toBeVisible();
    expect((await thread.boundingBox())!.height, `at ${width} px`).toBeCloseTo(standInHeight, 0);
    await trader.unrouteAll();
  }
});
