import type { Page } from '@playwright/test';
import { expect, signInWithForm, test } from './support/accounts';
import { ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, sidewaysOverflow, watchConsole } from './support/page-checks';

/**
 * Five languages (issue #40, decision 231): a visitor changes the language from the top bar and every
 * text changes without a reload, then a page of another chunk opens in it (its own catalogue) and a
 * reload keeps it; Arabic turns the whole layout right to left and still fits a 360 px phone; a
 * signed-in user's choice is theirs in the next browser they sign in from. Screens kept as test output.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };

/** Chooses in the top bar's chooser (named in the page's language), then waits for the page to be in the new one. */
async function chooseLanguage(page: Page, label: string, language: string, code: string): Promise<void> {
  await page.getByRole('banner').getByRole('combobox', { name: label }).selectOption({ label: language });
  await expect(page.locator('html')).toHaveAttribute('lang', code);
}

async function keepScreenshot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

test('a visitor changes the language in the top bar: every text changes at once, the next page and a reload keep it', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const checkConsole = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  await expectLoaded(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Browse Warehouses' })).toBeVisible();
  // Set on this document only: still there after the change means the page was not reloaded.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

  await chooseLanguage(page, 'Language', 'Français', 'fr');
  await expect(header.getByRole('link', { name: 'Parcourir les entrepôts' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Browse Warehouses' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Espaces d'entrepôt et services de fret entre l'Europe, l'Asie et l'Afrique");
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo.outputPath('home-fr-1366.png'));

  // Another chunk of code, with its own messages: they come in French before it draws.
  await header.getByRole('link', { name: 'Parcourir les entrepôts' }).click();
  await expect(page).toHaveURL(/\/m-warehouses/);
  await expect(page.getByRole('heading', { level: 1, name: 'Entrepôts' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Envoyer une demande/ }).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrepôts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await chooseLanguage(page, 'Langue', 'English', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Warehouses' })).toBeVisible();
  checkConsole();
});

test('in Arabic the layout turns right to left and every public screen fits a 360 px phone', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const checkConsole = watchConsole(page);
  await page.setViewportSize(PHONE);
  await page.goto('/?lang=ar');
  await expectLoaded(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const menu = page.getByRole('banner').getByRole('button', { name: 'القائمة' });
  await expect(menu).toBeVisible();
  // Right to left: the menu button sits at the left edge, the brand at the right.
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeLessThan(PHONE.width / 2);
  for (const [name, path] of [
    ['home', '/'],
    ['browse', '/m-warehouses'],
    ['sign-in', '/login'],
    ['faq', '/faq'],
  ] as const) {
    await page.goto(path);
    await expectLoaded(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const overflow = await sidewaysOverflow(page);
    expect(overflow.width, `${path} is no wider than the phone`).toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousViolations(page);
    await keepScreenshot(page, testInfo.outputPath(`${name}-ar-360.png`));
  }
  // The phone menu opens with its links in Arabic and the chooser at its foot.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'القائمة' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'تصفح المستودعات' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'اللغة' })).toBeVisible();
  checkConsole();
});

test('a signed-in user’s language is theirs: the next browser they sign in from opens in it', async ({ browser, createAccount }) => {
  test.setTimeout(90_000);
  const account = await createAccount({ roles: ['customer'], firstName: 'Lena', lastName: 'Sprache' });
  const first = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInWithForm(first, account);
  await expect(first).toHaveURL(/\/dashboard$/);
  const saved = first.waitForResponse((response) => response.url().endsWith('/api/profile/locale') && response.request().method() === 'PUT' && response.request().postData() === '{"locale":"de"}');
  await chooseLanguage(first, 'Language', 'Deutsch', 'de');
  expect((await saved).status()).toBe(204);
  await expect(first.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();

  const second = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInWithForm(second, account);
  await expect(second).toHaveURL(/\/dashboard$/);
  await expect(second.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'de');
  await first.context().close();
  await second.context().close();
});

test('the conversation list reads its previews again in the language chosen, without a reload', async ({ pageAs }) => {
  const page = await pageAs('customer');
  // The choice stays in this browser: the demo trader's saved language is the other journeys'.
  await page.route('**/api/profile/locale', (route) => route.fulfill({ status: 204 }));
  type Previews = { items: { subject: { id: string }; lastMessagePreview: string | null; lastMessagePreviewLocale: string | null }[] };
  const listAnswer = () => page.waitForResponse((response) => new URL(response.url()).pathname === '/api/conversations' && response.ok());
  const englishAnswer = listAnswer();
  await page.goto('/messages?lang=en');
  const english = ((await (await englishAnswer).json()) as Previews).items.find((item) => item.lastMessagePreviewLocale === 'en');
  expect(english, 'a conversation whose last message is a system message (demo data)').toBeDefined();
  await expect(page.getByText(english!.lastMessagePreview!, { exact: true }).first()).toBeVisible();

  await chooseLanguage(page, 'Language', 'Français', 'fr');
  // What the server says in French (the page's cookie now names it), which the page must show unreloaded.
  const french = (await ok<Previews>(await page.request.get('/api/conversations'))).items.find((item) => item.subject.id === english!.subject.id);
  expect(french).toMatchObject({ lastMessagePreviewLocale: 'fr' });
  expect(french!.lastMessagePreview).not.toBe(english!.lastMessagePreview);
  const preview = page.getByText(french!.lastMessagePreview!, { exact: true }).first();
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('lang', 'fr');
  await expect(page.getByText(english!.lastMessagePreview!, { exact: true })).toHaveCount(0);
});
