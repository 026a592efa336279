import { formatInquiryNumber } from '../../src/shared/ids';
import { expect, fillSignInForm, signedInPage, submitRegistrationForm, test, uniqueEmail } from './support/accounts';
import { BOOKABLE_WAREHOUSE as WAREHOUSE, sentOffer } from './support/journey-data';
import { waitForEmailLink } from './support/outbox';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/**
 * Notifications for every signed-in user and the name step after the first sign-in (decisions 203
 * and 204), as a new user and a trader meet them.
 */

test('a new user registers, signs in, gives their name and lands where they were heading, greeted by name', async ({ page, browser }) => {
  const account = { email: uniqueEmail('newcomer'), password: 'newcomer-password-1' };
  await page.goto('/register');
  await page.getByRole('radio', { name: 'Book a Warehouse' }).check();
  await submitRegistrationForm(page, { ...account, confirmPassword: account.password });
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
  await fillSignInForm(page, account);
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
  const { inquiryId } = await sentOffer(trader.request, admin.request);

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
