import { formatDate } from '../../src/shared/dates';
import { formatInquiryNumber } from '../../src/shared/ids';
import { formatCents } from '../../src/shared/money';
import { expect, signInWithForm, test } from './support/accounts';
import { acceptedOffer, BOOKABLE_WAREHOUSE as WAREHOUSE, ok } from './support/journey-data';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Bookings end to end. Each test makes its own booking through the real APIs: the trader sends an
 * inquiry, the administrator sends an offer, the trader accepts it (the offers API), then the
 * administrator turns it into a booking on the admin inquiry detail. Periods are far ahead and
 * random, so the duplicate-inquiry check never trips between tests or reruns.
 */

const NOT_FOUND = "Booking not found. It may have been deleted or you don't have permission to view it.";

test('an administrator books an accepted offer; trader and owner see it; the administrator cancels it with a reason', async ({ pageAs }) => {
  const admin = await pageAs('administrator');
  const trader = await pageAs('customer');
  const owner = await pageAs('owner');
  const offer = await acceptedOffer(trader.request, admin.request);
  const total = formatCents(offer.totalWithFeeCents);

  // The administrator creates the booking from the offers list of the inquiry.
  await admin.goto(`/admin/inquiries/${offer.inquiryId}`);
  await expectLoaded(admin);
  await admin.getByRole('button', { name: 'Create Booking' }).click();
  const viewBooking = admin.getByRole('link', { name: 'View Booking' });
  await expect(viewBooking).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Create Booking' })).toHaveCount(0);
  await viewBooking.click();
  await expect(admin).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  const bookingId = admin.url().split('/').pop()!;
  const number = formatInquiryNumber(bookingId);
  await expect(admin.getByRole('heading', { level: 1, name: `Booking ${number}` })).toBeVisible();
  // The offer it came from stays readable from the booking: the administrator's inquiry.
  await expect(admin.getByRole('link', { name: 'View accepted offer' })).toHaveAttribute('href', `/admin/inquiries/${offer.inquiryId}`);

  // The trader finds it in My Bookings and opens it.
  await trader.goto('/bookings');
  await expect(trader.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
  const traderRow = trader.getByRole('row').filter({ hasText: WAREHOUSE }).filter({ hasText: formatDate(offer.period.startDate) });
  await expect(traderRow).toHaveCount(1);
  await expect(traderRow).toContainText('Active');
  await expect(traderRow).toContainText(formatDate(offer.period.endDate));
  await expect(traderRow).toContainText(total);
  await traderRow.getByRole('link', { name: /View booking/ }).click();
  await expect(trader).toHaveURL(new RegExp(`/bookings/${bookingId}$`));
  await expect(trader.getByRole('heading', { level: 1, name: `Booking ${number}` })).toBeVisible();
  await expect(trader.getByRole('region', { name: 'Warehouse' })).toContainText(WAREHOUSE);
  await expect(trader.getByRole('region', { name: 'Period' })).toContainText(`${formatDate(offer.period.startDate)} – ${formatDate(offer.period.endDate)}`);
  await expect(trader.getByTestId('booking-total')).toHaveText(total);
  // The lines' sum and the platform fee are listed, and they add up to the total (issue #37).
  const cost = trader.getByRole('region', { name: 'Total Cost' });
  const feeCents = offer.totalWithFeeCents - offer.subtotalCents;
  expect(feeCents).toBeGreaterThan(0);
  await expect(cost).toContainText(`Spaces and services${formatCents(offer.subtotalCents)}`);
  await expect(cost).toContainText(new RegExp(`Platform fee \\([\\d.]+%\\)${formatCents(feeCents).replace(/[.$]/g, '\\$&')}`));
  await expect(trader.getByRole('region', { name: 'Booked Spaces' }).getByRole('row')).toHaveCount(2);
  await expect(trader.getByRole('region', { name: 'Booked Spaces' })).toContainText('12 m²');
  await expect(trader.getByRole('region', { name: 'Messages' })).toBeVisible();
  // The administrator's booking-created message carries the booking's address; shown on that booking's
  // own page it is text, not a link to the page it is on (decision 203).
  const thread = trader.getByRole('region', { name: 'Messages' });
  await expect(thread).toContainText(`/bookings/${bookingId}`);
  await expect(thread.getByRole('link', { name: new RegExp(`/bookings/${bookingId}$`) })).toHaveCount(0);
  // Administrators manage bookings; the trader has no such buttons.
  await expect(trader.getByRole('button', { name: /Cancel booking/ })).toHaveCount(0);
  // The trader's own accepted offer, from the booking.
  await expect(trader.getByRole('link', { name: 'View accepted offer' })).toHaveAttribute('href', `/inquiries/${offer.inquiryId}/offer`);

  // The warehouse's owner sees it in their bookings too.
  await owner.goto('/bookings');
  const ownerRow = owner.getByRole('row').filter({ hasText: WAREHOUSE }).filter({ hasText: formatDate(offer.period.startDate) });
  await expect(ownerRow).toHaveCount(1);
  // An owner reads their own amounts, before the platform fee (decision 199), said so in the row.
  await expect(ownerRow).toContainText(formatCents(offer.subtotalCents));
  await expect(ownerRow).toContainText('Your space and service amounts');
  await expect(ownerRow).not.toContainText(total);
  // On the booking itself, the owner reads their amounts without the fee, and no offer link (the offer is the trader's).
  await owner.goto(`/bookings/${bookingId}`);
  await expect(owner.getByTestId('booking-lines-total')).toHaveText(formatCents(offer.subtotalCents));
  await expect(owner.getByRole('region', { name: 'Total Cost' })).not.toContainText('Platform fee');
  await expect(owner.getByRole('link', { name: 'View accepted offer' })).toHaveCount(0);

  // The administrator cancels it on Manage Bookings, with a reason.
  await admin.goto('/admin/bookings');
  await expect(admin.getByRole('heading', { level: 1, name: 'Manage Bookings' })).toBeVisible();
  const adminRow = admin.getByRole('row').filter({ hasText: number });
  await expect(adminRow).toContainText(WAREHOUSE);
  await expect(adminRow).toContainText('trader@demo.24wm.eu');
  await expect(adminRow).toContainText(total);
  await expect(adminRow.getByText('Active', { exact: true })).toBeVisible();
  await adminRow.getByRole('button', { name: `Cancel booking ${number}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Cancel booking ${number}?` });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Cancel Booking' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('   ');
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Reason for cancellation').fill('The customer withdrew the cargo');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(dialog).toBeHidden();
  await expect(adminRow.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('button', { name: `Cancel booking ${number}` })).toHaveCount(0);

  await admin.getByLabel('Status').selectOption('cancelled');
  await expect(admin.getByRole('row').filter({ hasText: number })).toHaveCount(1);
  await admin.getByLabel('Status').selectOption('active');
  await expect(admin.getByRole('row').filter({ hasText: number })).toHaveCount(0);

  // The trader's open page follows live: the badge turns to Cancelled and the reason shows.
  await expect(trader.getByRole('heading', { level: 1, name: `Booking ${number}` }).locator('..').getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(trader.getByRole('region', { name: 'Cancellation' })).toContainText('The customer withdrew the cargo');
});

test('an unknown booking says it was not found and leads back to My Bookings', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.goto('/bookings/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Error Loading Booking' })).toBeVisible();
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await page.getByRole('button', { name: 'Return to Bookings' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
});

test('a customer without bookings is pointed to the warehouses', async ({ page, createAccount }) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Nina', lastName: 'New' });
  await signInWithForm(page, account);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/bookings');
  await expect(page.getByText('No bookings yet')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse Warehouses' }).click();
  await expect(page).toHaveURL(/\/m-warehouses$/);
});

test.describe('axe finds no serious or critical violation', () => {
  test('on /bookings, /bookings/{id} and /admin/bookings with its cancel dialog', async ({ pageAs }) => {
    const admin = await pageAs('administrator');
    const trader = await pageAs('customer');
    const offer = await acceptedOffer(trader.request, admin.request);
    const { id } = await ok<{ id: string }>(await admin.request.post(`/api/offers/${offer.offerId}/booking`), 201);

    await trader.goto('/bookings');
    await expectLoaded(trader);
    await expectNoSeriousViolations(trader);

    await trader.goto(`/bookings/${id}`);
    await expectLoaded(trader);
    await expect(trader.getByRole('region', { name: 'Booked Spaces' })).toBeVisible();
    await expectNoSeriousViolations(trader);

    await admin.goto('/admin/bookings');
    await expectLoaded(admin);
    await expectNoSeriousViolations(admin);
    await admin.getByRole('button', { name: `Cancel booking ${formatInquiryNumber(id)}` }).click();
    await expect(admin.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(admin);
  });
});
