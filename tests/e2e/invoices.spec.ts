import type { InvoiceSummary } from '../../src/shared/contracts/invoices';
import { INVOICE_MESSAGES } from '../../src/shared/errors';
import { formatCents } from '../../src/shared/money';
import { expect, test } from './support/accounts';
import { acceptedOffer, ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Invoices (issue #38, decision 214): on a booking made through the real APIs, the warehouse's owner
 * records the first goods received, which issues the booking's invoice; the trader, whose booking page
 * is open, sees it arrive in its Invoices section, opens its PDF and finds it on /invoices, as an
 * administrator does; the owner's booking page never shows what the trader pays.
 */

const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;

test('the first goods received issue the invoice; the trader sees it on the booking and on /invoices with its PDF; the owner never does', async ({ pageAs }) => {
  const admin = await pageAs('administrator');
  const trader = await pageAs('customer');
  const owner = await pageAs('owner');
  const offer = await acceptedOffer(trader.request, admin.request);
  const { id: bookingId } = await ok<{ id: string }>(await admin.request.post(`/api/offers/${offer.offerId}/booking`), 201);

  // The trader's booking before any goods: no invoice yet, and why.
  await trader.goto(`/bookings/${bookingId}`);
  await expectLoaded(trader);
  const invoices = trader.getByRole('region', { name: 'Invoices' });
  await expect(invoices).toContainText(INVOICE_MESSAGES.emptyHint);
  await expectNoSeriousViolations(trader);

  // The owner's booking page has goods received but no Invoices section; recording the first goods issues the invoice.
  await owner.goto(`/bookings/${bookingId}`);
  await expectLoaded(owner);
  const goods = owner.getByRole('region', { name: 'Goods received' });
  await expect(goods).toContainText('No goods received yet.');
  await expect(owner.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  await goods.getByRole('button', { name: 'Record Goods Received' }).click();
  const form = owner.getByRole('form', { name: 'Record goods received' });
  await form.getByLabel('Goods').fill('Dried figs in 10 kg cartons');
  await form.getByLabel('Packaging').selectOption({ label: 'Pallets' });
  await form.getByLabel('Quantity').fill('24');
  await form.getByLabel('Unit').fill('pallets');
  await form.getByLabel('Gross weight (kg)').fill('6120');
  await form.getByRole('button', { name: 'Issue Receipt' }).click();
  await expect(goods.getByRole('listitem')).toHaveCount(1);
  await expect(owner.getByRole('region', { name: 'Invoices' })).toHaveCount(0);
  // The thread may say an invoice was issued to the trader, but no invoice nor its PDF is offered.
  await expect(owner.getByRole('link', { name: /^Download INV-/ })).toHaveCount(0);

  // What the server issued, to compare the screens with.
  const issued = (await ok<{ items: InvoiceSummary[] }>(await trader.request.get(`/api/bookings/${bookingId}/invoices`))).items;
  expect(issued).toHaveLength(1);
  const invoice = issued[0]!;
  expect(invoice.number).toMatch(INVOICE_NUMBER);
  // At least what the offer charged before VAT (the VAT depends on the trader's profile).
  expect(invoice.totalCents).toBeGreaterThanOrEqual(offer.totalWithFeeCents);

  // The trader's open page follows live: the invoice arrives in its section, issued, with its total.
  const card = invoices.getByRole('listitem').filter({ has: trader.getByRole('heading', { name: invoice.number }) });
  await expect(card).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('Issued');
  await expect(card).toContainText(formatCents(invoice.totalCents));
  const pdfLink = card.getByRole('link', { name: `Download ${invoice.number} (PDF)` });
  await expect(pdfLink).toHaveText('Download PDF');
  const pdfHref = await pdfLink.getAttribute('href');
  const pdf = await trader.request.get(pdfHref!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSeriousViolations(trader);

  // The trader's /invoices, from the workspace navigation: the invoice's row links back to its booking.
  await trader.getByRole('navigation', { name: 'Your workspace' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(trader).toHaveURL(/\/invoices$/);
  await expectLoaded(trader);
  await expect(trader.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(trader).toHaveTitle(/^Invoices \|/);
  const row = trader.getByRole('row').filter({ hasText: invoice.number });
  await expect(row.locator('[data-status]')).toHaveText('Issued');
  await expect(row).toContainText(formatCents(invoice.totalCents));
  await expect(row.getByRole('link', { name: `Download ${invoice.number} (PDF)` })).toHaveAttribute('href', pdfHref!);
  await expectNoSeriousViolations(trader);
  await row.getByRole('link', { name: `Booking ${invoice.booking.number}` }).click();
  await expect(trader).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(trader.getByRole('region', { name: 'Invoices' }).getByRole('heading', { name: invoice.number })).toBeVisible();

  // An administrator's /invoices holds everyone's, this one among them.
  await admin.goto('/invoices');
  await expectLoaded(admin);
  await expect(admin.getByText('Every invoice and credit note issued.')).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: invoice.number })).toContainText(invoice.buyerName);
  await expectNoSeriousViolations(admin);
});
