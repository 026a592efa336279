import { addDays, formatDate, periodDays, todayIsoDate } from '../../src/shared/dates';
import { formatCents } from '../../src/shared/money';
import { computeOfferTotals } from '../../src/shared/offer-pricing';
import { DEMO_ACCOUNTS, expect, test } from './support/accounts';
import { createInquiry, findWarehouse, futurePeriod } from './support/journey-data';
import { firstLink, waitForEmail } from './support/outbox';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Offers end to end: an administrator prices and sends an offer on a trader's inquiry, the trader
 * asks for changes, the administrator edits and sends it again, the trader accepts. Plus the draft
 * list with its delete confirmation. Each test sends its own inquiry for a period far ahead chosen
 * at random, so the duplicate-inquiry check never trips between tests or reruns.
 */

const PRICED = 'Port Północny Distribution Centre';
const DRAFTED = 'Muuga Port Logistics Park';

test('an administrator prices and sends an offer, the trader asks for changes, gets it again and accepts', async ({ pageAs }) => {
  // Two people and two rounds of an offer: 54 s in a passing full run, over 60 s on a busier host.
  test.setTimeout(120_000);
  const trader = await pageAs('customer');
  const warehouse = await findWarehouse(trader, PRICED);
  const period = futurePeriod(30);
  const days = periodDays(period.startDate, period.endDate)!;
  expect(days).toBe(30);
  const inquiryId = await createInquiry(trader, warehouse, 'Indoor', 25, period);
  const number = `#${inquiryId.slice(0, 8)}`;

  // The administrator opens the inquiry and creates the offer.
  const admin = await pageAs('administrator');
  await admin.goto(`/admin/inquiries/${inquiryId}`);
  await expectLoaded(admin);
  const offersRegion = admin.getByRole('region', { name: 'Offers' });
  await expect(offersRegion.getByText('No offers yet.')).toBeVisible();
  await offersRegion.getByRole('link', { name: 'Create Offer' }).click();

  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}/offer/new$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Create Offer' })).toBeVisible();
  // Prefilled from the request: the warehouse's Indoor space at its list price (€0.35 per m² per day).
  await expect(admin.getByLabel('Space 1').locator('option:checked')).toContainText('Indoor');
  await expect(admin.getByLabel('Allocated m² 1')).toHaveValue('25');
  await expect(admin.getByLabel('Price per m² per day (€) 1')).toHaveValue('0.35');
  await expect(admin.getByLabel('Valid Until')).toHaveValue(addDays(new Date().toISOString().slice(0, 10), 7));
  await expect(admin.getByLabel('Platform fee (%)')).toHaveValue('20');
  await expect(admin.getByTestId('space-total-1')).toHaveText(formatCents(35 * 25 * days));

  await admin.getByLabel('Price per m² per day (€) 1').fill('0.40');
  await expect(admin.getByText('Manual price (list price €0.35)')).toBeVisible();
  await admin.getByLabel('Space comments 1').fill('Heated hall B');

  // A new service line is hourly, quantity 1, unit hour.
  await admin.getByRole('button', { name: 'Add Service' }).click();
  await expect(admin.getByLabel('Pricing type 1').locator('option:checked')).toHaveText('Per Hour');
  await expect(admin.getByLabel('Quantity 1')).toHaveValue('1');
  await expect(admin.getByLabel('Unit 1')).toHaveValue('hour');
  await admin.getByLabel('Quantity 1').fill('3');
  await admin.getByLabel('Price per hour (€) 1').fill('45');
  // Ask for Quote disables quantity and price.
  await admin.getByRole('button', { name: 'Add Service' }).click();
  await admin.getByLabel('Pricing type 2').selectOption({ label: 'Ask for Quote' });
  await expect(admin.getByLabel('Quantity 2')).toBeDisabled();
  await expect(admin.getByLabel('Price (€) 2')).toBeDisabled();
  await expect(admin.getByTestId('service-total-2')).toHaveText('On request');
  await admin.getByRole('button', { name: 'Remove service 2' }).click();

  await admin.getByRole('button', { name: 'Add Term' }).click();
  await admin.getByLabel('Term type 1').fill('Payment');
  await admin.getByLabel('Term description 1').fill('Invoice before dispatch');
  await admin.getByRole('textbox', { name: 'Notes' }).fill('Rates include handling at the dock.');

  /** What the offer comes to at a storage price: the 25 m² for the period, the 3 hours at €45, the 20 % fee. */
  const totalsAt = (pricePerM2Cents: number) =>
    computeOfferTotals({
      days,
      spaces: [{ pricePerM2Cents, spaceAllocatedM2: 25 }],
      services: [{ pricingType: 'hourly_rate', quantity: 3, pricePerHourCents: 4_500 }],
      platformFeePercentage: 20,
    });
  const first = totalsAt(40);
  await expect(admin.getByTestId('offer-subtotal')).toHaveText(formatCents(first.subtotalCents));
  await expect(admin.getByTestId('offer-total')).toHaveText(formatCents(first.totalWithFeeCents));
  await expect(admin.getByText('VAT not included')).toBeVisible();
  // The fee amount and the percentage recompute each other.
  await admin.getByLabel('Platform fee amount (€)').fill((first.subtotalCents / 100 / 4).toFixed(2));
  await expect(admin.getByLabel('Platform fee (%)')).toHaveValue('25');
  await admin.getByLabel('Platform fee (%)').fill('20');
  await expect(admin.getByLabel('Platform fee amount (€)')).toHaveValue((first.platformFeeCents / 100).toFixed(2));
  await expectNoSeriousViolations(admin);

  const sentAt = new Date(Date.now() - 1000);
  await admin.getByRole('button', { name: 'Send Offer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  const sentRow = offersRegion.getByRole('row').filter({ hasText: formatCents(first.totalWithFeeCents) });
  await expect(sentRow).toContainText('Sent');
  await expect(sentRow.getByRole('link', { name: 'Edit Offer' })).toBeVisible();

  // The trader gets an email with a link to the offer, and View Offer on the list.
  const email = await waitForEmail(DEMO_ACCOUNTS.customer.email, { linkContaining: `/inquiries/${inquiryId}/offer`, since: sentAt });
  expect(email.text).toContain(`${formatCents(first.totalWithFeeCents)} (VAT not included)`);
  await trader.goto('/inquiries?status=offer_sent');
  await expectLoaded(trader);
  await trader.getByRole('link', { name: `View offer for inquiry ${number}` }).click();
  await expect(trader).toHaveURL(new RegExp(`/inquiries/${inquiryId}/offer$`));
  await trader.goto(firstLink(email));
  await expect(trader.getByRole('heading', { level: 1, name: `Offer for Inquiry ${number}` })).toBeVisible();
  await expect(trader.getByTestId('offer-total')).toHaveText(formatCents(first.totalWithFeeCents));
  await expect(trader.getByText('VAT not included')).toBeVisible();
  await expect(trader.getByText('Invoice before dispatch')).toBeVisible();
  await expect(trader.getByTestId('offer-valid-until')).toHaveText(formatDate(addDays(new Date().toISOString().slice(0, 10), 7)));
  await expectNoSeriousViolations(trader);

  // Request Changes asks for a text in an accessible dialog.
  await trader.getByRole('button', { name: 'Request Changes' }).click();
  const dialog = trader.getByRole('dialog', { name: 'Request Changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog.getByText('Please describe the changes you would like to request.')).toBeVisible();
  await dialog.getByLabel('Please describe the changes you would like to request:').fill('Could the storage price come down to €0.30?');
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(trader).toHaveURL(new RegExp(`/inquiries/${inquiryId}$`));
  await expect(trader.getByText('Changes Requested').first()).toBeVisible();

  // The administrator sees the request on the edit form, lowers the price and sends again.
  await admin.goto(`/admin/inquiries/${inquiryId}`);
  const draftRow = offersRegion.getByRole('row').filter({ hasText: 'Draft' });
  await draftRow.getByRole('link', { name: 'Edit Offer' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Edit Offer' })).toBeVisible();
  await expect(admin.getByRole('note', { name: 'Changes requested by the customer' })).toContainText('Could the storage price come down to €0.30?');
  await expect(admin.getByLabel('Price per m² per day (€) 1')).toHaveValue('0.40');
  await admin.getByLabel('Price per m² per day (€) 1').fill('0.30');
  const second = totalsAt(30);
  await expect(admin.getByTestId('offer-total')).toHaveText(formatCents(second.totalWithFeeCents));
  await admin.getByRole('button', { name: 'Send Offer' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  await expect(offersRegion.getByRole('row').filter({ hasText: formatCents(second.totalWithFeeCents) })).toContainText('Sent');

  // The trader accepts and returns to the inquiry.
  await trader.goto(`/inquiries/${inquiryId}/offer`);
  await expect(trader.getByTestId('offer-total')).toHaveText(formatCents(second.totalWithFeeCents));
  // Accepting shows the summary first; Cancel leaves the offer open, Accept Offer accepts it.
  await trader.getByRole('button', { name: 'Accept' }).click();
  const summary = trader.getByRole('dialog', { name: 'Accept Offer' });
  await expect(summary.getByTestId('offer-total')).toHaveText(formatCents(second.totalWithFeeCents));
  await summary.getByRole('button', { name: 'Cancel' }).click();
  await expect(summary).toHaveCount(0);
  await trader.getByRole('button', { name: 'Accept' }).click();
  await summary.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(trader).toHaveURL(new RegExp(`/inquiries/${inquiryId}$`));
  // Truthful: the booking is not confirmed until an administrator books it (decision 199).
  await expect(trader.getByText('You accepted the offer. Our team now confirms your booking; you will be notified when it is confirmed.')).toBeVisible();
  await expect(trader.getByTestId('inquiry-offer-total')).toHaveText(formatCents(second.totalWithFeeCents));
  // The accepted offer stays readable from the inquiry.
  await trader.getByRole('link', { name: 'View Offer' }).click();
  await expect(trader).toHaveURL(new RegExp(`/inquiries/${inquiryId}/offer$`));
  await trader.goto(`/inquiries/${inquiryId}/offer`);
  await expect(trader.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(trader.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await admin.reload();
  await expect(offersRegion.getByRole('row').filter({ hasText: formatCents(second.totalWithFeeCents) })).toContainText('Accepted');
});

test('an administrator saves a draft offer, finds it in Draft Offers and deletes it after confirming', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const warehouse = await findWarehouse(trader, DRAFTED);
  const inquiryId = await createInquiry(trader, warehouse, 'Outdoors', 60, futurePeriod(10));
  const number = `#${inquiryId.slice(0, 8)}`;

  const admin = await pageAs('administrator');
  await admin.goto(`/admin/inquiries/${inquiryId}/offer/new`);
  await expectLoaded(admin);
  await admin.getByRole('button', { name: 'Save as Draft' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
  await expect(admin.getByRole('region', { name: 'Offers' }).getByRole('row').filter({ hasText: 'Draft' })).toHaveCount(1);

  // A draft is not the trader's to see.
  await trader.goto(`/inquiries/${inquiryId}/offer`);
  await expect(trader.getByText("No offer found. It may have been deleted or you don't have permission to view it.")).toBeVisible();

  await admin.goto('/admin/draft-offers');
  await expectLoaded(admin);
  const row = admin.getByRole('row').filter({ hasText: number });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(DEMO_ACCOUNTS.customer.email);
  await expect(row).toContainText(DRAFTED);
  await expectNoSeriousViolations(admin);

  await row.getByRole('button', { name: `Delete draft offer for inquiry ${number}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Delete Draft Offer' });
  await expect(dialog).toContainText('Are you sure you want to delete this draft offer? This action cannot be undone.');
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete draft offer for inquiry ${number}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText(`The draft offer for inquiry ${number} was deleted.`)).toBeVisible();
  await expect(admin.getByRole('row').filter({ hasText: number })).toHaveCount(0);
  await expect(admin.getByText('No draft offers found')).toBeVisible();
});

test('the edit screen says when an offer cannot be loaded and leads back to the inquiry', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const inquiryId = await createInquiry(trader, await findWarehouse(trader, DRAFTED), 'Indoor', 5, futurePeriod(3));
  const admin = await pageAs('administrator');
  await admin.goto(`/admin/inquiries/${inquiryId}/offer/00000000-0000-4000-8000-000000000000/edit`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Error Loading Data' })).toBeVisible();
  await expect(admin.getByText('Failed to load data')).toBeVisible();
  await admin.getByRole('button', { name: 'Return to Inquiry' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}$`));
});

test('a refused offer moves the administrator to the first problem on a 360 px phone, and a comma price is read as cents', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const inquiryId = await createInquiry(trader, await findWarehouse(trader, DRAFTED), 'Indoor', 5, futurePeriod(3));
  const admin = await pageAs('administrator');
  await admin.setViewportSize({ width: 360, height: 740 });
  await admin.goto(`/admin/inquiries/${inquiryId}/offer/new`);
  await expectLoaded(admin);
  const price = admin.getByLabel('Price per m² per day (€) 1');
  const save = admin.getByRole('button', { name: 'Save as Draft' });

  // The form's own check: the price far above the button is focused and scrolled to.
  await price.fill('-2');
  await save.scrollIntoViewIfNeeded();
  await expect(price).not.toBeInViewport();
  await save.click();
  await expect(price).toBeFocused();
  await expect(price).toBeInViewport();
  await expect(price).toHaveAccessibleDescription(/A price cannot be negative/);

  // "2,50" is €2.50, shown under the field.
  await price.fill('2,50');
  await expect(price).toHaveAccessibleDescription(/€2\.50 per m² per day/);
  await expect(admin.getByText('A price cannot be negative')).toHaveCount(0);

  // The server's refusal lands beside the field it is about, and focus moves there.
  const validUntil = admin.getByLabel('Valid Until');
  await validUntil.fill(addDays(todayIsoDate(), -1));
  await admin.getByLabel('Platform fee (%)').scrollIntoViewIfNeeded();
  await save.click();
  await expect(validUntil).toBeFocused();
  await expect(validUntil).toBeInViewport();
  await expect(validUntil).toHaveAccessibleDescription(/Valid until must be today or later\./);
  await expect(admin).toHaveURL(new RegExp(`/admin/inquiries/${inquiryId}/offer/new$`));
});

test('a refused answer gives the reason only for the codes that say the offer is closed, whatever the wording', async ({ pageAs }) => {
  const trader = await pageAs('customer');
  const warehouse = await findWarehouse(trader, DRAFTED);
  const inquiryId = await createInquiry(trader, warehouse, 'Indoor', 5, futurePeriod(3));
  const space = warehouse.spaces.find((candidate) => candidate.spaceTypeName === 'Indoor')!;
  const admin = await pageAs('administrator');
  const sent = await admin.request.post(`/api/admin/inquiries/${inquiryId}/offers`, {
    data: { spaces: [{ spaceId: space.id, spaceAllocatedM2: 5, pricePerM2Cents: 30 }], validUntil: addDays(todayIsoDate(), 7), platformFeePercentage: 5, send: true },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const offerId = ((await sent.json()) as { id: string }).id;

  // The server's 409s are the API tests' to prove; here the page reads whichever one it gets.
  const answers = [
    { code: 'offer_expired', message: 'This offer has expired' },
    { code: 'conflict', message: 'Some other conflict' },
  ];
  await trader.route(`**/api/offers/${offerId}/accept`, (route) => route.fulfill({ status: 409, json: { error: answers.shift() } }));
  await trader.goto(`/inquiries/${inquiryId}/offer`);
  await expectLoaded(trader);

  await trader.getByRole('button', { name: 'Accept' }).click();
  await trader.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(trader.getByText('Failed to accept offer. This offer has expired', { exact: true })).toBeVisible();
  await trader.getByRole('button', { name: 'Accept' }).click();
  await trader.getByRole('button', { name: 'Accept Offer' }).click();
  await expect(trader.getByText('Failed to accept offer', { exact: true })).toBeVisible();
  await expect(trader.getByText('Some other conflict')).toHaveCount(0);
});
