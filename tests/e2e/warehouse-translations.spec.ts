import { expect, test } from './support/accounts';
import { createWarehouseThroughApi, PHONE } from './support/journey-data';
import { expectNoSeriousViolations, uniqueName, watchConsole } from './support/page-checks';

/**
 * Issue #40: an owner translates a warehouse's name and description on its form, a visitor reading in
 * French sees them in French, and a warehouse without a translation shows its original, marked as
 * English for screen readers (docs/decisions/235-warehouse-translations.md).
 */

test('an owner adds a French translation; a visitor in French reads it, and the original of another marked as English', async ({ pageAs, browser }) => {
  test.setTimeout(120_000);
  const owner = await pageAs('owner');
  const checkConsole = watchConsole(owner);
  const word = uniqueName('Translated').replace(/\s+/g, '-');
  const name = `${word} Harbour Store`;
  const frenchName = `${word} Entrepôt du port`;
  const id = await createWarehouseThroughApi(owner.request, name, 'Dry storage by the harbour.');
  const plainName = `${uniqueName('Untranslated')} Quay Hall`;
  const plainId = await createWarehouseThroughApi(owner.request, plainName, 'Heated hall on the quay.');

  // The owner's form: the texts' language, and each other language behind its own button.
  await owner.goto(`/m-warehouses/edit/${id}`);
  const section = owner.getByRole('region', { name: 'Translations' });
  await expect(section).toBeVisible();
  await expect(section.getByLabel('Written in')).toHaveValue('en');
  await expect(section.getByRole('button', { name: /English/ })).toHaveCount(0);
  const french = section.getByRole('button', { name: /Français/ });
  await expect(french).toHaveAttribute('aria-expanded', 'false');
  await expect(french).toContainText('Not translated');
  // By keyboard: the button opens the language's fields.
  await french.focus();
  await owner.keyboard.press('Enter');
  await expect(french).toHaveAttribute('aria-expanded', 'true');
  const frenchFields = section.getByRole('group', { name: 'Français' });
  await expect(frenchFields.getByLabel('Name')).toHaveAttribute('lang', 'fr');

  // Too long a name: the form says so beside the field and keeps what was typed.
  await frenchFields.getByLabel('Name').fill('x'.repeat(201));
  await owner.getByRole('button', { name: 'Update Warehouse' }).click();
  await expect(frenchFields.getByLabel('Name')).toBeFocused();
  await expect(frenchFields.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');

  await frenchFields.getByLabel('Name').fill(frenchName);
  await frenchFields.getByLabel('Description').fill('Stockage sec au bord du port.');
  await expect(french).toContainText('Translated');
  await expectNoSeriousViolations(owner);

  // At 360 px the section fits the screen.
  await owner.setViewportSize(PHONE);
  await expect(frenchFields.getByLabel('Description')).toBeVisible();
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await owner.getByRole('button', { name: 'Update Warehouse' }).click();
  await expect(owner).toHaveURL(/\/m-warehouses\/dashboard$/);
  // The owner reads in English: the original, as written.
  await owner.goto(`/m-warehouses/${id}`);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(owner.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  checkConsole();

  // A visitor reading in French.
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    const checkVisitorConsole = watchConsole(visitor);
    await visitor.goto(`/m-warehouses/${id}?lang=fr`);
    const heading = visitor.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(frenchName);
    await expect(heading).toHaveAttribute('lang', 'fr');
    const description = visitor.getByText('Stockage sec au bord du port.');
    await expect(description).toHaveAttribute('lang', 'fr');

    // The browse list in French shows the card in French, marked so.
    await visitor.goto(`/m-warehouses?q=${encodeURIComponent(word)}`);
    const card = visitor.getByRole('heading', { level: 3, name: frenchName });
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('lang', 'fr');

    // A warehouse without a French translation: its English original, marked as English.
    await visitor.goto(`/m-warehouses/${plainId}`);
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'fr');
    const plainHeading = visitor.getByRole('heading', { level: 1 });
    await expect(plainHeading).toHaveText(plainName);
    await expect(plainHeading).toHaveAttribute('lang', 'en');
    await expect(visitor.getByText('Heated hall on the quay.')).toHaveAttribute('lang', 'en');
    await expectNoSeriousViolations(visitor);
    checkVisitorConsole();
  } finally {
    await visitorContext.close();
  }
});

test('a visitor in French finds the demo\'s translated warehouses in French on the map', async ({ page }) => {
  await page.goto('/m-warehouses?view=map&lang=fr&q=Altenwerder');
  // The map's pins as links, beside the canvas.
  await page.locator('details > summary').filter({ hasText: /Lister/ }).click();
  const name = page.getByRole('listitem').getByText("Station de groupage conteneurs d'Altenwerder", { exact: true });
  await expect(name).toBeVisible();
  await expect(name).toHaveAttribute('lang', 'fr');
});
