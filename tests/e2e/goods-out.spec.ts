import { RELEASE_MESSAGES } from '../../src/shared/errors';
import { expect, test } from './support/accounts';
import { fillReceivedGoods, ownerOnActiveBookingOnPhone, PHONE, photoOfGoods } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, successNotices } from './support/page-checks';

/**
 * Goods in to goods out, paid (issue #38, decision 217): on a booking made through the real APIs, the
 * owner records goods with a photo on a phone; the trader sees the receipt and the invoice and asks
 * for the goods, which are held for the unpaid invoice; an administrator records the payment and the
 * release is approved by itself; the owner confirms the goods left, and the receipt is released, as
 * its public page says to anyone with the link.
 */

const RECEIPT_NUMBER = /WR-\d{4}-\d{6}/;
const INVOICE_NUMBER = /INV-\d{4}-\d{6}/;

test('goods received with a photo are invoiced, held for the unpaid invoice, approved by its payment, and confirmed gone', async ({ pageAs, browser }) => {
  const { admin, trader, owner, bookingId } = await ownerOnActiveBookingOnPhone(pageAs);

  // The owner, on a phone, records 40 pallets with a photo from the camera.
  const ownerGoods = owner.getByRole('region', { name: 'Goods received' });
  await ownerGoods.getByRole('button', { name: 'Record Goods Received' }).click();
  const form = owner.getByRole('form', { name: 'Record goods received' });
  await fillReceivedGoods(form, { goods: 'Sunflower oil in 20 l jerrycans', packaging: 'Pallets', quantity: '40', unit: 'pallets', grossWeightKg: '30400' });
  await form.getByLabel('Add photos').setInputFiles(await photoOfGoods());
  await expect(form.getByRole('img', { name: 'Photo 1 of the goods' })).toBeVisible();
  await form.getByRole('button', { name: 'Issue Receipt' }).click();
  const receiptCard = ownerGoods.getByRole('listitem').filter({ has: owner.getByRole('heading', { name: RECEIPT_NUMBER }) });
  await expect(receiptCard).toHaveCount(1);
  const receiptNumber = (await receiptCard.getByRole('heading').textContent())!;
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The trader sees the receipt with its photo, and the invoice its arrival issued.
  await trader.goto(`/bookings/${bookingId}`);
  await expectLoaded(trader);
  await expect(trader.getByRole('region', { name: 'Goods received' }).getByRole('img', { name: `Photo 1 of ${receiptNumber}` })).toBeVisible();
  const invoiceHeading = trader.getByRole('region', { name: 'Invoices' }).getByRole('heading', { name: INVOICE_NUMBER });
  await expect(invoiceHeading).toBeVisible();
  const invoiceNumber = (await invoiceHeading.textContent())!.match(INVOICE_NUMBER)![0];

  // The trader asks for all of it; the form says it will be held, and the release is.
  const traderOut = trader.getByRole('region', { name: 'Goods out' });
  await expect(traderOut).toContainText('No goods released yet.');
  await traderOut.getByRole('button', { name: 'Request Release' }).click();
  const request = traderOut.getByRole('form', { name: 'Request release' });
  await expect(request.getByLabel('Quantity')).toHaveValue('40');
  await expect(request).toContainText(`${RELEASE_MESSAGES.held} Unpaid: ${invoiceNumber}.`);
  await request.getByLabel('Carrier or truck reference').fill('Baltic Haulage, truck TLN 482 BCD');
  await expectNoSeriousViolations(trader);
  await request.getByRole('button', { name: 'Request Release' }).click();
  await expect(successNotices(trader)).toContainText('held');
  const traderRelease = traderOut.getByRole('listitem').first();
  await expect(traderRelease).toContainText('40 pallets of Sunflower oil in 20 l jerrycans');
  await expect(traderRelease).toContainText('Held');
  await expect(traderRelease).toContainText(`${RELEASE_MESSAGES.held} Unpaid: ${invoiceNumber}.`);

  // The owner sees why it waits (the invoice's number, never its amount) and cannot let it go yet.
  await owner.reload();
  const ownerOut = owner.getByRole('region', { name: 'Goods out' });
  const ownerRelease = ownerOut.getByRole('listitem').first();
  await expect(ownerRelease).toContainText(`${RELEASE_MESSAGES.held} Unpaid: ${invoiceNumber}.`);
  await expect(ownerRelease.getByRole('button')).toHaveCount(0);
  await expect(ownerOut).not.toContainText('€');

  // An administrator records the payment in full; the release is approved by it.
  await admin.goto(`/bookings/${bookingId}`);
  await expectLoaded(admin);
  const invoiceCard = admin
    .getByRole('region', { name: 'Invoices' })
    .getByRole('listitem')
    .filter({ has: admin.getByRole('heading', { name: invoiceNumber }) });
  await invoiceCard.getByRole('button', { name: `Record Payment for ${invoiceNumber}` }).click();
  const payment = invoiceCard.getByRole('form', { name: `Record payment for ${invoiceNumber}` });
  await payment.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await payment.getByRole('button', { name: 'Record Payment' }).click();
  await expect(invoiceCard).toContainText('Paid');
  const adminRelease = admin.getByRole('region', { name: 'Goods out' }).getByRole('listitem').first();
  await expect(adminRelease).toContainText('Approved');
  await expect(adminRelease).not.toContainText(RELEASE_MESSAGES.held);
  // The trader's page follows without a reload (the server's live event).
  await expect(traderRelease).toContainText('Approved');

  // The owner, on the phone, confirms the goods left: the receipt is released.
  await owner.reload();
  await ownerRelease.getByRole('button', { name: /^Confirm Goods Out/ }).click();
  const confirm = ownerOut.getByRole('form', { name: 'Confirm goods out' });
  await expect(confirm.getByLabel('Quantity released')).toHaveValue('40');
  await confirm.getByRole('button', { name: 'Confirm Goods Out' }).click();
  await expect(ownerRelease).toContainText('Goods released');
  await expect(ownerRelease).toContainText('40 pallets');
  await expect(receiptCard).toContainText('Released');
  expect(await owner.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expect(owner.getByRole('log', { name: 'Conversation' })).toContainText(`receipt ${receiptNumber} is released.`);

  // Anyone with the receipt's link, not signed in, reads that its goods have left.
  const link = await receiptCard.getByRole('link', { name: `Verification page of ${receiptNumber}` }).getAttribute('href');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(link!);
  await expect(visitor.getByRole('heading', { level: 1, name: receiptNumber })).toBeVisible();
  await expect(visitor.getByText('All goods of this receipt have been released. It no longer stands for goods in store.')).toBeVisible();
  await visitor.context().close();
});
