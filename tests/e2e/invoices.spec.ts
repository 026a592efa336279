import type { APIRequestContext, Page } from '@playwright/test';
import type { InvoiceSummary } from '../../src/shared/contracts/invoices';
import { todayIsoDate } from '../../src/shared/dates';
import { INVOICE_MESSAGES } from '../../src/shared/errors';
import { centsToEuroInput, formatCents } from '../../src/shared/money';
import { type DemoRole, expect, test } from './support/accounts';
import { activeBooking, fillReceivedGoods, ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations, successNotices } from './support/page-checks';

/**
 * Invoices (issue #38, decision 214): on a booking made through the real APIs, the warehouse's owner
 * records the first goods received, which issues the booking's invoice; the trader, whose booking page
 * is open, sees it arrive in its Invoices section, opens its PDF and finds it on /invoices, as an
 * administrator does; the owner's booking page never shows what the trader pays.
 */

const INVOICE_NUMBER = /^INV-\d{4}-\d{6}$/;

test('the first goods received issue the invoice; the trader sees it on the booking and on /invoices with its PDF; the owner never does', async ({ pageAs }) => {
  // Three people, a form, two PDFs and three accessibility scans: the last scan ran past 60 s in a full run beside the PGlite stage.
  test.setTimeout(120_000);
  const admin = await pageAs('administrator');
  const trader = await pageAs('customer');
  const owner = await pageAs('owner');
  const offer = await activeBooking(trader.request, admin.request);
  const { bookingId } = offer;

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
  await fillReceivedGoods(form, { goods: 'Dried figs in 10 kg cartons', packaging: 'Pallets', quantity: '24', unit: 'pallets', grossWeightKg: '6120' });
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

const PHONE = { width: 360, height: 740 };

/** A booking whose goods the owner recorded through the API, so it has its invoice; answers the booking and the invoice. */
async function invoicedBooking(trader: APIRequestContext, admin: APIRequestContext, owner: APIRequestContext): Promise<{ bookingId: string; invoice: InvoiceSummary }> {
  const offer = await activeBooking(trader, admin);
  const { bookingId } = offer;
  const bookingSpaceId = (await ok<{ spaces: { id: string }[] }>(await owner.get(`/api/bookings/${bookingId}`))).spaces[0]!.id;
  await ok(
    await owner.post(`/api/bookings/${bookingId}/receipts`, {
      data: {
        receivedOn: todayIsoDate(),
        bookingSpaceId,
        commodity: 'Hazelnuts in 25 kg jute bags',
        packaging: 'pallets',
        quantity: 18,
        quantityUnit: 'pallets',
        grossWeightKg: 9_450,
        marks: '',
        condition: 'good',
        damageNote: '',
      },
    }),
    201,
  );
  const items = (await ok<{ items: InvoiceSummary[] }>(await admin.get(`/api/bookings/${bookingId}/invoices`))).items;
  expect(items).toHaveLength(1);
  return { bookingId, invoice: items[0]! };
}

/** The administrator, the trader and the owner signed in, and a booking of theirs with its invoice (invoicedBooking). */
async function partiesToAnInvoicedBooking(pageAs: (role: DemoRole) => Promise<Page>) {
  const admin = await pageAs('administrator');
  const trader = await pageAs('customer');
  const owner = await pageAs('owner');
  return { admin, trader, owner, booking: await invoicedBooking(trader.request, admin.request, owner.request) };
}

/** Nothing on the page is wider than the viewport (the document does not scroll sideways). */
async function expectFitsWidth(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an administrator records a part payment and the rest on a booking\'s invoice at phone width; the trader is offered neither', async ({ pageAs }) => {
  const { admin, trader, booking: paid } = await partiesToAnInvoicedBooking(pageAs);
  await admin.setViewportSize(PHONE);

  // The trader sees the invoice but is offered neither action.
  await trader.goto(`/bookings/${paid.bookingId}`);
  await expectLoaded(trader);
  const traderCard = trader.getByRole('region', { name: 'Invoices' }).getByRole('listitem').filter({ has: trader.getByRole('heading', { name: paid.invoice.number }) });
  await expect(traderCard).toBeVisible();
  await expect(traderCard.getByRole('button')).toHaveCount(0);

  // The payment form starts from today and the open amount; a method must be chosen.
  await admin.goto(`/bookings/${paid.bookingId}`);
  await expectLoaded(admin);
  const invoices = admin.getByRole('region', { name: 'Invoices' });
  const card = invoices.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: paid.invoice.number }) });
  await card.getByRole('button', { name: `Record Payment for ${paid.invoice.number}` }).click();
  const form = card.getByRole('form', { name: `Record payment for ${paid.invoice.number}` });
  await expect(form.getByLabel('Date paid')).toHaveValue(todayIsoDate());
  await expect(form.getByLabel('Amount (€)')).toHaveValue(centsToEuroInput(paid.invoice.totalCents));
  await expectFitsWidth(admin);
  await expectNoSeriousViolations(admin);
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form.getByLabel('Method')).toBeFocused();
  await expect(form).toContainText(INVOICE_MESSAGES.methodRequired);

  // More than is open: the server's refusal lands on the amount, which takes the focus.
  await form.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await form.getByLabel('Amount (€)').fill(centsToEuroInput(paid.invoice.totalCents + 100));
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(form.getByLabel('Amount (€)')).toBeFocused();
  await expect(form.getByLabel('Amount (€)')).toHaveAttribute('aria-invalid', 'true');

  // Part of it, typed the way many traders write euros (a decimal comma): partly paid.
  const part = Math.floor(paid.invoice.totalCents / 2);
  await form.getByLabel('Amount (€)').fill(centsToEuroInput(part).replace('.', ','));
  await form.getByLabel('Reference').fill('SEPA 2026-11-29 0042');
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(successNotices(admin)).toContainText(`Payment recorded for ${paid.invoice.number}`);
  await expect(form).toHaveCount(0);
  await expect(card.locator('[data-status]')).toHaveText('Partly paid');
  await expect(card).toContainText(formatCents(paid.invoice.totalCents - part));

  // The rest, the form's starting amount now: paid, and nothing more to do on it.
  await card.getByRole('button', { name: `Record Payment for ${paid.invoice.number}` }).click();
  await expect(form.getByLabel('Amount (€)')).toHaveValue(centsToEuroInput(paid.invoice.totalCents - part));
  await form.getByLabel('Method').selectOption({ label: 'Card' });
  await form.getByRole('button', { name: 'Record Payment' }).click();
  await expect(card.locator('[data-status]')).toHaveText('Paid');
  await expect(card.getByRole('button')).toHaveCount(0);
});

test('an administrator issues a part credit note, confirmed first, and a further invoice with lines of their own, at phone width', async ({ pageAs }) => {
  const { admin, booking: credited } = await partiesToAnInvoicedBooking(pageAs);
  await admin.setViewportSize(PHONE);

  await admin.goto(`/bookings/${credited.bookingId}`);
  await expectLoaded(admin);
  const invoices = admin.getByRole('region', { name: 'Invoices' });
  const creditedCard = invoices.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: credited.invoice.number }) });
  await creditedCard.getByRole('button', { name: `Issue Credit Note against ${credited.invoice.number}` }).click();
  const creditForm = creditedCard.getByRole('form', { name: `Issue credit note against ${credited.invoice.number}` });
  await expect(creditForm.getByRole('radio', { name: 'Whole invoice' })).toBeChecked();
  await creditForm.getByRole('radio', { name: 'Part' }).check();
  await creditForm.getByRole('button', { name: 'Issue Credit Note' }).click();
  await expect(creditForm.getByLabel('Net amount (€)')).toBeFocused();
  await expect(creditForm).toContainText(INVOICE_MESSAGES.reasonRequired);
  await creditForm.getByLabel('Net amount (€)').fill('25,00');
  await creditForm.getByLabel('Reason').fill('Two days of storage not used: the goods left early.');
  await expectFitsWidth(admin);
  await expectNoSeriousViolations(admin);
  await creditForm.getByRole('button', { name: 'Issue Credit Note' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Issue credit note?' });
  await expect(dialog).toContainText(`Issue credit note against ${credited.invoice.number}? It cannot be undone.`);
  await expect(dialog).toContainText(`It credits ${formatCents(2_500)} before VAT.`);
  await dialog.getByRole('button', { name: 'Issue Credit Note' }).click();
  await expect(successNotices(admin)).toContainText(/Credit note CN-\S+ issued/);
  await expect(invoices.getByRole('heading', { name: /^CN-/ })).toBeVisible();
  await expectNoSeriousViolations(admin);

  // A further invoice with lines of the administrator's own: each line's problems beside its fields.
  await invoices.getByRole('button', { name: 'Issue Invoice' }).click();
  const issueForm = invoices.getByRole('form', { name: 'Issue invoice' });
  await issueForm.getByRole('button', { name: 'Issue Invoice' }).click();
  await expect(issueForm.getByLabel('Line 1 Description')).toBeFocused();
  await expect(issueForm).toContainText(INVOICE_MESSAGES.lineQuantityInvalid);
  await issueForm.getByLabel('Line 1 Description').fill('Extra handling: re-stacking after inspection');
  await issueForm.getByLabel('Line 1 Quantity').fill('3.5');
  await issueForm.getByLabel('Line 1 Unit', { exact: true }).fill('hours');
  await issueForm.getByLabel('Line 1 Unit price (€)').fill('45,00');
  await issueForm.getByRole('button', { name: 'Add Line' }).click();
  await issueForm.getByLabel('Line 2 Description').fill('Shrink wrap');
  await issueForm.getByLabel('Line 2 Quantity').fill('18');
  await issueForm.getByLabel('Line 2 Unit', { exact: true }).fill('pallets');
  await issueForm.getByLabel('Line 2 Unit price (€)').fill('4.50');
  await expectFitsWidth(admin);
  await expectNoSeriousViolations(admin);
  await issueForm.getByRole('button', { name: 'Issue Invoice' }).click();
  await expect(successNotices(admin)).toContainText(/Invoice INV-\S+ issued/);
  await expect(issueForm).toHaveCount(0);
  await expect(invoices.getByRole('heading', { name: INVOICE_NUMBER })).toHaveCount(2);
});

test('an administrator finds an invoice on /admin/invoices by status and trader, with the totals of what matches, and follows its booking', async ({ pageAs }) => {
  const { admin, booking: { bookingId, invoice } } = await partiesToAnInvoicedBooking(pageAs);

  // From the console's navigation to the receivables.
  await admin.goto('/admin/dashboard');
  await expectLoaded(admin);
  await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Invoices' }).click();
  await expect(admin).toHaveURL(/\/admin\/invoices$/);
  await expectLoaded(admin);
  await expect(admin.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(admin).toHaveTitle(/^Invoices \|/);
  const table = admin.getByRole('table', { name: 'Invoices and credit notes matching the filters' });
  const row = table.getByRole('row').filter({ hasText: invoice.number });
  await expect(row).toBeVisible();
  await expectNoSeriousViolations(admin);

  // Issued only: the status goes into the address, and the row stays with its standing.
  await admin.getByLabel('Status').selectOption({ label: 'Issued' });
  await expect(admin).toHaveURL(/\/admin\/invoices\?status=issued$/);
  await expect(row.locator('[data-status]')).toHaveText('Issued');
  await expect(table.locator('[data-status]').filter({ hasNotText: 'Issued' })).toHaveCount(0);

  // The trader's company (or name) as the invoice names them: this invoice among theirs.
  await admin.getByLabel('Search').fill(invoice.buyerName);
  await expect.poll(() => new URL(admin.url()).searchParams.get('search')).toBe(invoice.buyerName);
  await expect(row).toContainText(invoice.buyerName);
  await expect(table.getByRole('row').filter({ hasNotText: invoice.buyerName })).toHaveCount(1); // the header row

  // Its number: this invoice alone, and the totals are its own.
  await admin.getByLabel('Search').fill(invoice.number);
  await expect(admin).toHaveURL(new RegExp(`[?&]search=${invoice.number}$`));
  await expect(table.getByRole('row')).toHaveCount(2);
  const totals = admin.getByRole('region', { name: 'Totals of the filtered invoices' });
  await expect(totals.getByTestId('receivables-documents')).toHaveText('1');
  await expect(totals.getByTestId('receivables-total')).toHaveText(formatCents(invoice.totalCents));
  await expect(totals.getByTestId('receivables-open')).toHaveText(formatCents(invoice.openCents));
  await expect(totals.getByTestId('receivables-overdue')).toHaveText(formatCents(0));
  await expect(row).toContainText(formatCents(invoice.totalCents));
  await expect(row.getByRole('link', { name: `Download ${invoice.number} (PDF)` })).toHaveAttribute('href', invoice.pdfPath);
  await expectNoSeriousViolations(admin);

  // The address is the view: a reload (or the link shared) shows the same filters and rows.
  await admin.reload();
  await expectLoaded(admin);
  await expect(admin.getByLabel('Status')).toHaveValue('issued');
  await expect(admin.getByLabel('Search')).toHaveValue(invoice.number);
  await expect(table.getByRole('row')).toHaveCount(2);

  // Paid matches nothing: said so, with a way back to everything.
  await admin.getByLabel('Status').selectOption({ label: 'Paid' });
  await expect(admin.getByText('No invoices match these filters.')).toBeVisible();
  await expect(totals.getByTestId('receivables-documents')).toHaveText('0');
  // Back returns to the issued view before it.
  await admin.goBack();
  await expect(admin.getByLabel('Status')).toHaveValue('issued');
  await expect(row).toBeVisible();
  await admin.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(admin).toHaveURL(/\/admin\/invoices$/);
  await expect(admin.getByLabel('Search')).toHaveValue('');
  // Every invoice again (the demo's and this journey's): the filtered table has been replaced, so the
  // click below meets the row where it stays, not the one-row table on its way out.
  await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);

  // The row's booking link opens the booking, with the invoice in its section.
  await table.getByRole('row').filter({ hasText: invoice.number }).getByRole('link', { name: `Booking ${invoice.booking.number}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(admin.getByRole('region', { name: 'Invoices' }).getByRole('heading', { name: invoice.number })).toBeVisible();
});

test('the receivables fit a 360 px phone as cards, and only administrators may open them', async ({ pageAs }) => {
  const { admin, trader, owner, booking: { invoice } } = await partiesToAnInvoicedBooking(pageAs);

  await admin.setViewportSize(PHONE);
  await admin.goto('/admin/invoices');
  await expectLoaded(admin);
  await expect(admin.getByRole('list', { name: 'Invoices' }).getByRole('listitem').first()).toBeVisible();
  await expectFitsWidth(admin);
  await admin.goto(`/admin/invoices?search=${invoice.number}`);
  await expectLoaded(admin);
  const card = admin.getByRole('list', { name: 'Invoices' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(invoice.number);
  await expect(card.getByRole('link', { name: `Booking ${invoice.booking.number}` })).toBeVisible();
  await expectFitsWidth(admin);
  await expectNoSeriousViolations(admin);

  // A trader and an owner are refused, as on every administrator page; the API answers them 403.
  for (const page of [trader, owner]) {
    await page.goto('/admin/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Required role is missing. Required role: administrator')).toBeVisible();
    expect((await page.request.get('/api/admin/invoices')).status()).toBe(403);
  }
});
