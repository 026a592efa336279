import type { APIRequestContext } from '@playwright/test';
import { formatInquiryNumber } from '../../src/shared/ids';
import { expect, signedInPage, test, uniqueEmail } from './support/accounts';
import { futurePeriod, ok } from './support/journey-data';
import { waitForEmailLink } from './support/outbox';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Notifications for every signed-in user and the name step after the first sign-in (decisions 203
 * and 204), as a new user and a trader meet them.
 */

/** Owned by the demo owner. */
const WAREHOUSE = 'Mersin Free Zone Logistics Centre';

/** Inquiry (trader) → offer sent (administrator), through the APIs; answers the inquiry id. */
async function sentOffer(trader: APIRequestContext, admin: APIRequestContext): Promise<string> {
  const list = await ok<{ items: { id: string; name: string }[] }>(await trader.get('/api/warehouses', { params: { q: WAREHOUSE, pageSize: 5 } }));
  const warehouse = list.items.find((item) => item.name === WAREHOUSE)!;
  const detail = await ok<{ spaces: { spaceTypeId: string }[] }>(await trader.get(`/api/warehouses/${warehouse.id}`));
  const created = await ok<{ created: { id: string }[] }>(
    await trader.post('/api/inquiries', {
      data: { warehouseIds: [warehouse.id], spaceRequests: [{ spaceTypeId: detail.spaces[0]!.spaceTypeId, sizeM2: 9 }], ...futurePeriod(10, 400) },
    }),
    201,
  );
  const inquiryId = created.created[0]!.id;
  const form = await ok<{ spaces: { id: string; pricePerM2Cents: number }[]; defaultValidUntil: string; defaultPlatformFeePercentage: number }>(
    await admin.get(`/api/admin/inquiries/${inquiryId}/offer-form`),
  );
  await ok(
    await admin.post(`/api/admin/inquiries/${inquiryId}/offers`, {
      data: {
        spaces: [{ spaceId: form.spaces[0]!.id, spaceAllocatedM2: 9, pricePerM2Cents: form.spaces[0]!.pricePerM2Cents }],
        validUntil: form.defaultValidUntil,
        platformFeePercentage: form.defaultPlatformFeePercentage,
        send: true,
      },
    }),
    201,
  );
  return inquiryId;
}

test('a new user registers, signs in, gives their name and lands where they were heading, greeted by name', async ({ page, browser }) => {
  const account = { email: uniqueEmail('newcomer'), password: 'newcomer-password-1' };
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Book a Warehouse' }).check();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please check your email for a verification link.')).toBeVisible();
  // The emailed link is followed elsewhere (the phone's mail app); this browser is still signed out.
  const link = await waitForEmailLink(account.email, { linkContaining: 'type=signup' });
  const phone = await (await browser.newContext()).newPage();
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/welcome$/);
  await phone.context().close();

  // Heading for a new inquiry, the user is asked to sign in, then for their name, before anything else.
  await page.goto('/inquiries/new');
  await expect(page).toHaveURL(/\/login$/);
  // Signed in on that same screen, so the way to the new inquiry is carried through sign-in.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tell us your name' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // The profile's rules, with its messages; other signed-in pages wait for the name (in another tab,
  // so this one keeps where it was heading).
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Last name is required')).toBeVisible();
  const otherTab = await page.context().newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab).toHaveURL(/\/welcome$/);
  // Public pages stay open.
  await otherTab.goto('/about');
  await expect(otherTab).toHaveURL(/\/about$/);
  await otherTab.close();

  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByLabel('Company name (optional)').fill('Baltic Grain');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/inquiries\/new$/);
  await expectLoaded(page);

  await page.goto('/dashboard');
  await expect(page.getByText('Welcome back, Nina Newcomer.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByLabel('Company name')).toHaveValue('Baltic Grain');
  await expect(page.getByRole('checkbox', { name: 'Also send them to my account email' })).toBeChecked();
});

test('a trader opens /notifications, sees the offer sent to them and follows it; the dashboard says it awaits an answer', async ({
  browser,
  pageAs,
  createAccount,
}) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Nora', lastName: 'Notified' });
  const trader = await signedInPage(browser, account);
  const admin = await pageAs('administrator');
  const inquiryId = await sentOffer(trader.request, admin.request);

  // The dashboard says an offer awaits the trader's answer, with a link to it.
  await trader.goto('/dashboard');
  const awaiting = trader.getByRole('region', { name: 'An offer awaits your answer' });
  await expect(awaiting.getByRole('link', { name: `Review the offer for inquiry ${formatInquiryNumber(inquiryId)} at ${WAREHOUSE}` })).toHaveAttribute(
    'href',
    `/inquiries/${inquiryId}/offer`,
  );

  // The header's Notifications link carries the unread count.
  await expect(trader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Notifications/ })).toContainText('1');
  await trader.goto('/notifications');
  await expectLoaded(trader);
  await expect(trader.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(trader.getByText('Access Denied')).toHaveCount(0);
  const item = trader.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'New offer received' });
  await expect(item).toContainText(`inquiry ${formatInquiryNumber(inquiryId)} at ${WAREHOUSE}`);
  await expectNoSeriousViolations(trader);
  await item.getByRole('link', { name: 'New offer received' }).click();
  await expect(trader).toHaveURL(new RegExp(`/inquiries/${inquiryId}$`));
  await expectLoaded(trader);

  await trader.goto('/notifications');
  await expect(trader.getByText('0 unread')).toBeVisible();
});
