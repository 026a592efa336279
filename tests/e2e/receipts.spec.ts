import { RECEIPT_MESSAGES } from '../../src/shared/errors';
import { expect, test } from './support/accounts';
import { fillReceivedGoods, ownerOnActiveBookingOnPhone, PHONE, photoOfGoods } from './support/journey-data';
import { expectNoSeriousViolations } from './support/page-checks';

/**
 * Goods in (issue #38): on a booking made through the real APIs, the warehouse's owner records an
 * arrival with a photo on a 360 px phone, the trader finds the receipt and its photo on the booking
 * and in their notifications,
 * the owner corrects it, and anyone with the links checks both receipts without signing in.
 */

const RECEIPT_NUMBER = /WR-\d{4}-\d{6}/;

test('the owner records goods with a photo on a phone; the trader sees the receipt and the photo; a correction supersedes it, as its public page says', async ({ pageAs, browser }) => {
  const { trader, owner, bookingId } = await ownerOnActiveBookingOnPhone(pageAs);

  // The owner, on a phone: an empty form says what is missing, at the first field it is about.
  const goods = owner.getByRole('region', { name: 'Goods received' });
  await expect(goods).toContainText('No goods received yet.');
  await goods.getByRole('button', { name: 'Record Goods Received' }).click();
  const form = owner.getByRole('form', { name: 'Record goods received' });
  await form.getByRole('button', { name: 'Issue Receipt' }).click();
  await expect(form.getByLabel('Goods')).toBeFocused();
  await expect(form).toContainText(RECEIPT_MESSAGES.commodityRequired);
  await expect(form).toContainText(RECEIPT_MESSAGES.packagingRequired);

  await fillReceivedGoods(form, { goods: 'Hazelnuts in 50 kg jute bags', packaging: 'Bags', quantity: '320', unit: 'bags', grossWeightKg: '16250.5' });
  await form.getByLabel('Marks and lot numbers').fill('HZ-0917');
  await form.getByLabel('Damaged').check();
  await form.getByLabel('Damage description').fill('Four bags torn, resealed on arrival.');
  // A photo of the torn bags, from the phone's camera: it uploads at once and shows as a thumbnail.
  const camera = form.getByLabel('Add photos');
  await expect(camera).toHaveAttribute('capture', 'environment');
  await camera.setInputFiles(await photoOfGoods());
  await expect(form.getByRole('img', { name: 'Photo 1 of the goods' })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove photo 1' })).toBeVisible();
  await expectNoSeriousViolations(owner);
  await form.getByRole('button', { name: 'Issue Receipt' }).click();

  await expect(owner.getByRole('status').filter({ hasText: /Warehouse receipt WR-\d{4}-\d{6} issued/ })).toBeVisible();
  await expect(form).toHaveCount(0);
  // The receipts, not the photos listed inside each.
  const cards = goods.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: RECEIPT_NUMBER }) });
  await expect(cards).toHaveCount(1);
  const firstCard = cards.first();
  const firstNumber = (await firstCard.getByRole('heading').textContent())!;
  expect(firstNumber).toMatch(RECEIPT_NUMBER);
  await expect(firstCard).toContainText('320 bags');
  await expect(firstCard).toContainText('16,250.50 kg');
  await expect(firstCard).toContainText('Damaged: Four bags torn, resealed on arrival.');
  await expect(firstCard.getByRole('img', { name: `Photo 1 of ${firstNumber}` })).toBeVisible();
  // Everything on the phone stays within its width.
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const firstLink = await firstCard.getByRole('link', { name: `Verification page of ${firstNumber}` }).getAttribute('href');

  // The trader reads it on the booking, cannot record or correct, and was told.
  await trader.goto(`/bookings/${bookingId}`);
  const traderGoods = trader.getByRole('region', { name: 'Goods received' });
  await expect(traderGoods.getByRole('heading', { name: firstNumber })).toBeVisible();
  await expect(traderGoods.getByRole('button')).toHaveCount(0);
  // The photo, as the owner took it: a thumbnail that loads, linking to the full photo in a new tab.
  const photo = traderGoods.getByRole('img', { name: `Photo 1 of ${firstNumber}` });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(480);
  const photoLink = traderGoods.getByRole('link', { name: `Photo 1 of ${firstNumber} (opens in a new tab)` });
  await expect(photoLink).toHaveAttribute('target', '_blank');
  const photoHref = (await photoLink.getAttribute('href'))!;
  const full = await trader.request.get(photoHref);
  expect(full.status()).toBe(200);
  expect(full.headers()['content-type']).toBe('image/webp');
  expect(full.headers()['cache-control']).toMatch(/^private/);
  // The receipt's A4 PDF opens from its card.
  const pdfHref = await traderGoods.getByRole('link', { name: `Download ${firstNumber} (PDF)` }).getAttribute('href');
  const pdf = await trader.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expect(trader.getByRole('log', { name: 'Conversation' })).toContainText(`Warehouse receipt ${firstNumber}.`);
  await trader.goto('/notifications');
  await expect(trader.getByText(`Warehouse receipt ${firstNumber} for booking`).first()).toBeVisible();

  // The owner counted one bag too many: the correction is a new receipt that supersedes the first.
  await goods.getByRole('button', { name: `Correct ${firstNumber}` }).click();
  const correction = owner.getByRole('form', { name: `Correct receipt ${firstNumber}` });
  await expect(correction.getByLabel('Goods')).toHaveValue('Hazelnuts in 50 kg jute bags');
  await correction.getByLabel('Quantity').fill('319');
  await correction.getByRole('button', { name: 'Issue Corrected Receipt' }).click();
  await expect(cards).toHaveCount(2);
  const newest = cards.first();
  const secondNumber = (await newest.getByRole('heading').textContent())!;
  expect(secondNumber).not.toBe(firstNumber);
  await expect(newest).toContainText(`Corrects ${firstNumber}`);
  await expect(cards.nth(1)).toContainText(`Superseded by ${secondNumber}`);
  // The correction has no photo of its own; the superseded receipt keeps its photo.
  await expect(newest.getByRole('img')).toHaveCount(0);
  await expect(cards.nth(1).getByRole('img', { name: `Photo 1 of ${firstNumber}` })).toBeVisible();
  await expect(goods.getByRole('button', { name: `Correct ${firstNumber}` })).toHaveCount(0);

  // A bank with the links, not signed in: the first receipt is no longer valid, the correction is.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(firstLink!);
  await expect(visitor.getByRole('heading', { level: 1, name: firstNumber })).toBeVisible();
  await expect(visitor.getByText(`It was superseded by ${secondNumber}.`)).toBeVisible();
  await expect(visitor.locator('main')).not.toContainText('€');
  // The photos are private to the booking's people: not on the public page, and not served to a visitor.
  await expect(visitor.locator('main').getByRole('img', { name: /^Photo / })).toHaveCount(0);
  expect((await visitor.request.get(photoHref)).status()).toBe(401);
  const secondLink = await newest.getByRole('link', { name: `Verification page of ${secondNumber}` }).getAttribute('href');
  await visitor.goto(secondLink!);
  await expect(visitor.getByText('This receipt is valid: the goods below are in store.')).toBeVisible();
  await expect(visitor.getByText('319 bags').first()).toBeVisible();
  // The issuer as the platform settings name it (the invoice-settings journey changes only its address).
  await expect(visitor.getByText(/^Issued by 24WM OÜ, /)).toBeVisible();
  await expectNoSeriousViolations(visitor);

  await visitor.goto('/receipts/verify/not-a-real-link');
  await expect(visitor.getByText(RECEIPT_MESSAGES.verificationNotFound)).toBeVisible();
  await visitor.context().close();
});
