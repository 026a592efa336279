import type { Page } from '@playwright/test';
import type { AdminExchangeRates, ExchangeRate, ExchangeRates } from '../../src/shared/contracts/exchange-rates';
import { formatDate, todayIsoDate } from '../../src/shared/dates';
import { EXCHANGE_RATE_MESSAGES } from '../../src/shared/errors/exchange-rates';
import { APPROXIMATE_SIGN, formatConvertedAmount } from '../../src/shared/exchange-rates';
import { parseMoneyInput } from '../../src/shared/money';
/** The English unit of a space price (src/web/lib/price-texts.ts). */
const SPACE_PRICE_UNIT = 'per m² per day';
import { expect, test } from './support/accounts';
import { acceptedOffer, createInquiry, findWarehouse, futurePeriod, ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, sidewaysOverflow, successNotices, watchConsole } from './support/page-checks';

/**
 * Display currencies (issue #40, decision 226): a visitor chooses US dollars in the footer and every
 * euro price on browse and a warehouse's page gains its approximate amount with the rate's date (the
 * demo's ECB rates are of 27 Nov 2026), until Euro only takes them away; an administrator adds a rate
 * for a currency the ECB does not publish and is refused one it does, beside the field; a trader's
 * inquiry shows its estimate's approximate amount. Both screens at 1366 px and on a 360 px phone, kept
 * as screenshots, with no serious accessibility violation and nothing scrolling sideways on the phone.
 */

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1366, height: 900 };
const HAMBURG = 'Altenwerder Container Freight Station';

/** The rate the page converts with, as the API gives it to everyone. */
async function rateOf(page: Page, currency: string): Promise<ExchangeRate> {
  const { rates } = await ok<ExchangeRates>(await page.request.get('/api/exchange-rates'));
  const rate = rates.find((candidate) => candidate.currency === currency);
  expect(rate, `a rate for ${currency}`).toBeDefined();
  return rate!;
}

/** "≈ US$0.46 per m² per day · rate of 27 Nov 2026": what a price's approximate amount reads. */
function approximateText(cents: number, rate: ExchangeRate, unit?: string): string {
  return `${APPROXIMATE_SIGN} ${formatConvertedAmount(cents, rate)}${unit ? ` ${unit}` : ''} · rate of ${formatDate(rate.rateDate)}`;
}

/** A full-page screenshot from the top, so the sticky header is drawn where it belongs. */
async function keepScreenshot(page: Page, path: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** Chooses in the footer's "Show prices also in", as a person does: the select takes focus, then the option. */
async function chooseDisplayCurrency(page: Page, option: string): Promise<void> {
  const chooser = page.getByRole('contentinfo').getByLabel('Show prices also in');
  await chooser.focus();
  await chooser.selectOption({ label: option });
  await expect(chooser.locator('option:checked')).toHaveText(option);
}

function warehouseCards(page: Page) {
  return page.getByRole('main').getByRole('article');
}

test('a visitor chooses US dollars in the footer: browse and a warehouse page show approximate amounts with the rate’s date, until Euro only', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const checkConsole = watchConsole(page);
  const usd = await rateOf(page, 'USD');
  const hamburg = await findWarehouse(page, HAMBURG);
  expect(hamburg.minPricePerM2Cents).not.toBeNull();

  await page.setViewportSize(DESKTOP);
  await page.goto('/m-warehouses');
  await expectLoaded(page);
  await expect(warehouseCards(page).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('≈');

  await chooseDisplayCurrency(page, 'US Dollar (USD)');
  // Every card with a price gains the amount in dollars, dated.
  await expect
    .poll(async () => {
      const texts = await warehouseCards(page).allTextContents();
      const priced = texts.filter((text) => text.includes('From €'));
      return priced.length > 0 && priced.every((text) => text.includes('≈ US$') && text.includes(`rate of ${formatDate(usd.rateDate)}`));
    })
    .toBe(true);
  await page.getByPlaceholder('Search warehouses by location...').fill('Hamburg');
  const card = warehouseCards(page).filter({ has: page.getByRole('heading', { name: HAMBURG, exact: true }) });
  await expect(card).toContainText(approximateText(hamburg.minPricePerM2Cents!, usd, SPACE_PRICE_UNIT));
  // The journeys' server keeps the demo's ECB rates (its feed is off).
  await expect(card).toContainText('rate of 27 Nov 2026');
  // The euro price stays; the dollars are beside it, said as approximate.
  await expect(card.getByText(/^From €[\d,]+\.\d{2} per m² per day$/)).toBeVisible();
  await expect(card.getByRole('img', { name: 'approximately' })).toHaveText('≈');

  await page.getByPlaceholder('Search warehouses by location...').fill('');
  await expect.poll(async () => (await warehouseCards(page).allTextContents()).filter((text) => text.includes('≈ US$')).length).toBeGreaterThan(1);
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo.outputPath('browse-usd-1366.png'));

  await page.setViewportSize(PHONE);
  await page.reload();
  await expectLoaded(page);
  // The choice outlives the reload.
  await expect(warehouseCards(page).first()).toContainText('≈ US$');
  expect(await sidewaysOverflow(page)).toEqual({ width: PHONE.width, hidden: 0 });
  await expectNoSeriousViolations(page);
  await keepScreenshot(page, testInfo.outputPath('browse-usd-360.png'));

  // The warehouse's page: its starting price and each space's price.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/m-warehouses/${hamburg.id}`);
  await expect(page.getByRole('heading', { level: 1, name: HAMBURG })).toBeVisible();
  await expect(page.locator('dt:has-text("Starting price") + dd')).toContainText(approximateText(hamburg.minPricePerM2Cents!, usd, SPACE_PRICE_UNIT));
  for (const space of hamburg.spaces) {
    await expect(page.getByRole('button', { name: new RegExp(`^${space.spaceTypeName}`) })).toContainText(approximateText(space.pricePerM2Cents, usd, SPACE_PRICE_UNIT));
  }
  await expectNoSeriousViolations(page);

  // Euro only: the euro prices alone, here and on browse.
  await chooseDisplayCurrency(page, 'Euro only');
  await expect(page.getByRole('main')).not.toContainText('≈');
  await expect(page.locator('dt:has-text("Starting price") + dd')).toHaveText(/^From €[\d,]+\.\d{2} per m² per day$/);
  await page.goto('/m-warehouses');
  await expect(warehouseCards(page).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('≈');
  checkConsole();
});

test('an administrator adds a rate for a currency the ECB does not publish, and is refused one it does, beside the field', async ({ pageAs }, testInfo) => {
  test.setTimeout(120_000);
  const admin = await pageAs('administrator');
  // The browser logs the refusal of the US dollar (409) as a failed resource.
  const checkConsole = watchConsole(admin, ['status of 409']);
  await admin.setViewportSize(DESKTOP);

  await admin.goto('/admin/dashboard');
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Exchange Rates' }).click();
  await expect(admin).toHaveURL(/\/admin\/exchange-rates$/);
  const before = await ok<AdminExchangeRates>(await admin.request.get('/api/admin/exchange-rates'));
  await expectLoaded(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Exchange Rates' })).toBeVisible();
  // The journeys' server runs with the feed off (playwright.config.ts); the demo's ECB rates stay.
  await expect(admin.getByText('The ECB feed is switched off: its rates of 27 Nov 2026 stay in use.')).toBeVisible();
  const table = admin.getByRole('table', { name: "Exchange rates, each currency's newest" });
  await expect(table.getByRole('row').filter({ hasText: 'US Dollar' })).toContainText('ECB');
  const naira = before.rates.find((rate) => rate.currency === 'NGN')!;
  await expect(table.getByRole('row').filter({ hasText: 'Nigerian Naira' })).toContainText(`Added by ${naira.recordedBy}`);
  // The console's compact footer has the chooser too.
  await expect(admin.getByRole('contentinfo').getByLabel('Show prices also in')).toBeVisible();

  // A currency the ECB does not publish: the West African CFA franc, of today.
  await expect(admin.getByLabel('Date', { exact: true })).toHaveValue(todayIsoDate());
  await admin.getByLabel('Currency code').fill('xof');
  await admin.getByLabel('Units per €1').fill('655.957');
  await admin.getByRole('button', { name: 'Add Rate' }).click();
  await expect(successNotices(admin)).toContainText(EXCHANGE_RATE_MESSAGES.rateAdded('XOF'));
  const added = table.getByRole('row').filter({ hasText: 'West African CFA Franc' });
  await expect(added).toContainText('655.957');
  await expect(added).toContainText(formatDate(todayIsoDate()));
  await expect(added).toContainText(/Added by \S/);
  await expect(admin.getByLabel('Currency code')).toHaveValue('');

  // The US dollar comes from the ECB: refused, on the currency field, which takes the focus.
  await admin.getByLabel('Currency code').fill('USD');
  await admin.getByLabel('Units per €1').fill('1.09');
  await admin.getByRole('button', { name: 'Add Rate' }).click();
  const currency = admin.getByLabel('Currency code');
  await expect(currency).toBeFocused();
  await expect(currency).toHaveAccessibleDescription(new RegExp(EXCHANGE_RATE_MESSAGES.publishedByEcb('USD').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(currency).toHaveAttribute('aria-invalid', 'true');
  await expect(table.getByRole('row').filter({ hasText: 'US Dollar' })).toContainText('ECB');
  await expectNoSeriousViolations(admin);
  await keepScreenshot(admin, testInfo.outputPath('admin-exchange-rates-1366.png'));

  // On a phone: the rates stacked as cards, nothing wider than the screen.
  await admin.setViewportSize(PHONE);
  await admin.reload();
  await expectLoaded(admin);
  const cards = admin.getByRole('list', { name: 'Exchange rates' });
  await expect(cards.getByRole('listitem').filter({ hasText: 'West African CFA Franc' })).toContainText('655.957');
  await expect(table).toBeHidden();
  expect(await sidewaysOverflow(admin)).toEqual({ width: PHONE.width, hidden: 0 });
  await expectNoSeriousViolations(admin);
  await keepScreenshot(admin, testInfo.outputPath('admin-exchange-rates-360.png'));
  checkConsole();
});

test("a trader's inquiry shows its estimate's and then its offer's approximate amount in the chosen currency", async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const checkConsole = watchConsole(trader);
  const warehouse = await findWarehouse(trader, HAMBURG);
  const inquiryId = await createInquiry(trader, warehouse, 'Indoor', 25, futurePeriod(10));
  const usd = await rateOf(trader, 'USD');

  await trader.goto(`/inquiries/${inquiryId}`);
  await expectLoaded(trader);
  const estimate = trader.getByRole('region', { name: 'Estimated Cost' });
  const total = parseMoneyInput((await estimate.getByTestId('estimated-total').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);
  await expect(estimate).not.toContainText('≈');

  await chooseDisplayCurrency(trader, 'US Dollar (USD)');
  await expect(estimate).toContainText(approximateText(total!, usd));
  await expect(estimate.getByTestId('estimated-total')).toHaveText(/^€[\d,]+\.\d{2}$/);

  // An offer's total: on the inquiry once it has arrived, and under the offer's own lines.
  const admin = await pageAs('administrator');
  const offer = await acceptedOffer(trader.request, admin.request);
  await trader.goto(`/inquiries/${offer.inquiryId}`);
  await expectLoaded(trader);
  await expect(trader.getByRole('region', { name: 'Offer Total' })).toContainText(approximateText(offer.totalWithFeeCents, usd));
  await trader.goto(`/inquiries/${offer.inquiryId}/offer`);
  await expectLoaded(trader);
  await expect(trader.getByRole('region', { name: 'Total', exact: true })).toContainText(approximateText(offer.totalWithFeeCents, usd));
  checkConsole();
});
