import type { Page } from '@playwright/test';
import { expect, fillSignInForm, signedInPage, signInWithForm, submitRegistrationForm, test, uniqueEmail, type Account } from './support/accounts';
import { waitForEmailLink } from './support/outbox';
import { expectNoSeriousViolations, failureNotices, successNotices, testNoSeriousViolationsOn, uniqueName } from './support/page-checks';

const CHECK_EMAIL = 'Please check your email for a verification link.';
const DEACTIVATED = 'Your account has been deactivated. Please contact an administrator.';

type SignUpChoice = 'Book a Warehouse' | 'List a Warehouse';

/** Fills /register and submits it; the form is replaced by the check-your-email message. */
async function register(page: Page, choice: SignUpChoice, account: Account) {
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByRole('radio', { name: choice }).check();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(CHECK_EMAIL)).toBeVisible();
}

/**
 * Opens the emailed verification link; it signs in, asks the new user's name (decision 204) and then
 * lands on the dashboard without the token.
 */
async function verifyFromEmail(page: Page, email: string, options: { since?: Date } = {}): Promise<string> {
  const link = await waitForEmailLink(email, { linkContaining: 'type=signup', ...options });
  expect(link).toContain('/dashboard?type=signup&token=');
  await page.goto(link);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByLabel('First name').fill('Nina');
  await page.getByLabel('Last name').fill('Newcomer');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  return link;
}

function overview(page: Page) {
  return page.getByRole('region', { name: 'Your Overview' });
}

test('a new warehouse owner registers, follows the emailed link and sees My Warehouses', async ({ page }) => {
  const account = { email: uniqueEmail('owner'), password: 'owner-password-1' };
  await register(page, 'List a Warehouse', account);

  // Not verified yet: signing in is refused with the server's message (and a new link is sent).
  const refusedAt = new Date();
  await signInWithForm(page, account);
  await expect(page.getByRole('alert')).toHaveText('Please verify your email before signing in. We have sent you a new link.');

  const link = await verifyFromEmail(page, account.email, { since: refusedAt });
  await expect(overview(page).getByRole('link', { name: /^My Warehouses/ })).toBeVisible();
  await expect(overview(page).getByRole('link', { name: /^My Messages/ })).toBeVisible();
  await expect(overview(page).getByRole('link', { name: /^My Bookings/ })).toHaveCount(0);
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(quickActions.getByRole('link', { name: 'Add Warehouse' })).toHaveAttribute('href', '/m-warehouses/create');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();

  // A used link says so and offers a new one.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('button', { name: 'Resend the link' })).toBeVisible();
});

test('a new customer registers with the form checks, verifies and sees the customer cards', async ({ page }) => {
  await page.goto('/register');
  // The terms links open in a new tab.
  for (const name of [/Terms & Conditions/, /Privacy Policy/]) {
    const link = page.getByRole('main').getByRole('link', { name });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  // Client checks with the spec's messages, each cleared when its field is edited.
  await submitRegistrationForm(page, { email: 'not-an-email', password: 'short', confirmPassword: 'different' });
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Password', { exact: true }).fill('long-enough-1');
  await expect(page.getByText('Password must be at least 8 characters long')).toHaveCount(0);
  await page.getByLabel('Email').fill('someone@example.test');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  // A taken address gets the server's message.
  await page.getByLabel('Email').fill('trader@demo.24wm.eu');
  await page.getByLabel('Confirm password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This email is already registered')).toBeVisible();

  const account = { email: uniqueEmail('customer'), password: 'customer-password-1' };
  await register(page, 'Book a Warehouse', account);
  const resentAt = new Date();
  await page.getByRole('button', { name: 'Resend the link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'we have sent a new link' })).toBeVisible();
  await verifyFromEmail(page, account.email, { since: resentAt });

  for (const card of [/^My Inquiries/, /^My Messages/, /^My Bookings/]) {
    await expect(overview(page).getByRole('link', { name: card })).toBeVisible();
  }
  await expect(overview(page).getByRole('link', { name: /^My Warehouses/ })).toHaveCount(0);
  const quickActions = page.getByRole('region', { name: 'Quick Actions' });
  await expect(quickActions.getByRole('link', { name: 'New Inquiry' })).toHaveAttribute('href', '/inquiries/new');
});

test('a password is reset through the emailed link; only the new one signs in', async ({ page }) => {
  const account = { email: uniqueEmail('reset'), password: 'first-password-1' };
  await register(page, 'Book a Warehouse', account);
  await verifyFromEmail(page, account.email);
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  const requestedAt = new Date();
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If an account exists for this email' })).toBeVisible();

  const link = await waitForEmailLink(account.email, { linkContaining: 'type=recovery', since: requestedAt });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-3');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });

  // The link is single-use.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByLabel('Confirm new password').fill('third-password-3');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();

  await signInWithForm(page, account);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWithForm(page, { ...account, password: 'second-password-2' });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a set-password link is titled "Set your password"; a bad link offers a new one', async ({ page }) => {
  await page.goto('/reset-password?type=invite&token=this-token-was-never-issued-0123456789');
  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('invited-password-1');
  await page.getByLabel('Confirm new password').fill('invited-password-1');
  await page.getByRole('button', { name: 'Save Password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();

  await page.goto('/reset-password#access_token=abc&type=recovery');
  await expect(page.getByRole('heading', { level: 1, name: 'Set a New Password' })).toBeVisible();
});

test('an administrator adds a user, changes roles and deactivates them while they are signed in', async ({ pageAs, browser }) => {
  const admin = await pageAs('administrator');
  const account = { email: uniqueEmail('managed'), password: 'managed-password-1' };

  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  for (const column of ['Name', 'Email', 'Roles', 'Status', 'Actions']) {
    await expect(admin.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await admin.getByRole('button', { name: 'Add User' }).click();
  const form = admin.getByRole('region', { name: 'Add User' });
  await expect(form.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Email is required')).toBeVisible();
  await form.getByLabel('Email').fill('not-an-email');
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
  await form.getByLabel('Password').fill(account.password);
  await form.getByLabel('First name').fill('Mira');
  await form.getByLabel('Last name').fill('Managed');
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(admin.getByRole('status').filter({ hasText: `User ${account.email} was created.` })).toBeVisible();

  await admin.getByLabel('Search users').fill(account.email);
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(0)).toHaveText('Mira Managed');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Customer');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');

  // The user signs in in another browser.
  const userPage = await signedInPage(browser, account);
  const userContext = userPage.context();
  await userPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  // Adding a role reaches the user's open page without a reload.
  const roles = row.getByRole('group', { name: `Roles of ${account.email}` });
  await roles.getByRole('button', { name: 'Warehouse Owner' }).click();
  await expect(roles.getByRole('button', { name: 'Warehouse Owner' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByRole('cell').nth(2)).toHaveText('Customer, Warehouse Owner');
  await expect(userPage.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Add Warehouse' })).toBeVisible();

  // Deactivation asks first; Escape cancels.
  await row.getByRole('button', { name: `Deactivate ${account.email}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Deactivate user' });
  await expect(dialog).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');

  await row.getByRole('button', { name: `Deactivate ${account.email}` }).click();
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Inactive');
  await expect(row.getByRole('button', { name: `Activate ${account.email}` })).toBeVisible();

  // The user's page goes to the sign-in screen on its own, and says why.
  await expect(userPage).toHaveURL(/\/login$/);
  expect(await userPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(userPage.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(userPage.getByRole('alert')).toHaveText(DEACTIVATED);
  // Signing in again: a wrong password gets the usual answer, the right one hears why.
  await signInWithForm(userPage, { ...account, password: 'not-the-password' });
  await expect(userPage.getByRole('alert')).toHaveText('Invalid email or password');
  await signInWithForm(userPage, account);
  await expect(userPage.getByRole('alert')).toHaveText(DEACTIVATED);
  await userContext.close();
});

test('an administrator cannot deactivate their own account', async ({ pageAs }) => {
  const admin = await pageAs('administrator');
  await admin.goto('/admin/users?search=admin%40demo.24wm.eu');
  const row = admin.getByRole('row').filter({ hasText: 'admin@demo.24wm.eu' });
  await row.getByRole('button', { name: 'Deactivate admin@demo.24wm.eu' }).click();
  await admin.getByRole('dialog', { name: 'Deactivate user' }).getByRole('button', { name: 'Deactivate' }).click();
  await expect(failureNotices(admin).getByText('You cannot deactivate your own account.', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText('Active');

  // Nor remove their own administrator role, which would lock them out of this screen just the same.
  const ownAdministrator = row.getByRole('group', { name: 'Roles of admin@demo.24wm.eu' }).getByRole('button', { name: 'Administrator' });
  await ownAdministrator.click();
  await expect(failureNotices(admin).getByText('You cannot remove your own administrator role.', { exact: true })).toBeVisible();
  await expect(ownAdministrator).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByRole('cell').nth(2)).toContainText('Administrator');
});

test('a lost session is explained: the next save goes to sign-in, which returns to the page with what was typed', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Sasha', lastName: 'Session' });
  const page = await signedInPage(browser, account);
  const context = page.context();
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Save Profile' })).toBeVisible();

  // A failed submit moves to its first message, even below the fold of a phone-sized window.
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  await expect(page.getByLabel('First name')).toBeInViewport();
  await page.getByLabel('First name').fill('Sasha');
  await page.setViewportSize(desktop);

  // The cookie goes (expired, or cleared); the page still shows the user until the next action.
  await context.clearCookies();
  await page.getByLabel('City').fill('Gdańsk');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Your session has expired, please sign in again');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();

  await fillSignInForm(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  // What they typed is back, not yet saved, and kept nowhere any more.
  await expect(page.getByLabel('City')).toHaveValue('Gdańsk');
  await expect(page.getByLabel('First name')).toHaveValue('Sasha');
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Gdańsk');
  await context.close();
});

test('signing out clears local and session storage', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'] });
  const page = await signedInPage(browser, account);
  const context = page.context();
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'draft text');
    sessionStorage.setItem('left-behind', 'draft text');
  });
  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  await context.close();
});

test("an administrator marks a trader's VAT number verified and withdraws it after confirming; the trader's profile follows", async ({
  pageAs,
  browser,
  createAccount,
}) => {
  // A trader of its own, so no other journey sees its VAT treatment change (the demo trader has no VAT number).
  const account = await createAccount({ roles: ['customer'], firstName: 'Vera', lastName: 'Vat' });
  const company = uniqueName('Vat Trading');
  const trader = await signedInPage(browser, account);
  await trader.goto('/profile');
  await trader.getByLabel('Company name', { exact: true }).fill(company);
  await trader.getByLabel('VAT number', { exact: true }).fill('nl 123456789 b01');
  await expect(trader.getByText('Not verified yet. Until the agent verifies it, invoices include VAT.')).toBeVisible();
  await trader.getByRole('button', { name: 'Save Profile' }).click();
  await expect(trader.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  const admin = await pageAs('administrator');
  await admin.goto(`/admin/users?search=${encodeURIComponent(account.email)}`);
  const row = admin.getByRole('row').filter({ hasText: account.email });
  await expect(row.getByRole('cell', { name: company })).toContainText('NL123456789B01');
  await expect(row).toContainText('Not verified');
  await row.getByRole('button', { name: `Mark VAT number verified for ${company}` }).click();
  await expect(successNotices(admin).getByText(`VAT number NL123456789B01 of ${company} marked verified.`)).toBeVisible();
  await expect(row).toContainText(/Verified \d{1,2} [A-Z][a-z]{2} \d{4}/);
  // The trader's open page says so without a reload.
  await expect(trader.getByText(/^Verified by the agent on .+\. EU business customers pay no VAT \(reverse charge\)\.$/)).toBeVisible();

  // Withdrawing asks first; Cancel keeps the verification.
  const withdraw = row.getByRole('button', { name: `Withdraw verification of the VAT number of ${company}` });
  await withdraw.click();
  const dialog = admin.getByRole('dialog', { name: 'Withdraw VAT verification' });
  await expect(dialog).toContainText('NL123456789B01');
  await expectNoSeriousViolations(admin);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(/Verified \d/);
  await withdraw.click();
  await dialog.getByRole('button', { name: 'Withdraw verification' }).click();
  await expect(dialog).toBeHidden();
  await expect(successNotices(admin).getByText(`Verification of the VAT number of ${company} withdrawn.`)).toBeVisible();
  await expect(row).toContainText('Not verified');
  // Focus is back on the button, which now marks the number verified again.
  await expect(row.getByRole('button', { name: `Mark VAT number verified for ${company}` })).toBeFocused();
  await expect(trader.getByText('Not verified yet. Until the agent verifies it, invoices include VAT.')).toBeVisible();
  await trader.context().close();
});

test('a customer opening /admin/users sees Access Denied', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('Required role is missing. Required role: administrator')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
});

test('the profile is saved and shown again after a reload', async ({ browser, createAccount }) => {
  const account = await createAccount({ roles: ['customer'], firstName: 'Pia', lastName: 'Profile' });
  const page = await signedInPage(browser, account);
  const context = page.context();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account email' })).toHaveValue(account.email);
  await expect(page.getByRole('textbox', { name: 'Account email' })).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('First name')).toHaveValue('Pia');

  await page.getByLabel('First name').fill('');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  const values = {
    'First name': 'Petra',
    'Last name': 'Saved',
    'Contact email': 'petra.contact@example.test',
    Phone: '+372 5555 1234',
    'Company name': 'Saved Trading OÜ',
    'VAT number': 'EE123456789',
    Address: 'Sadama 1',
    City: 'Tallinn',
    'Postal code': '10111',
    Country: 'Estonia',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  await page.reload();
  for (const [label, value] of Object.entries(values)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await context.close();
});

test('signed in, an unknown path goes to the home page; /login goes to the warehouses', async ({ pageAs }) => {
  const page = await pageAs('customer');
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/m-warehouses$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signed out, /dashboard asks to sign in and comes back after signing in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Please sign in to view your dashboard')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
});

test('a guarded page returns to where the visitor was going after signing in', async ({ page, createAccount }) => {
  const account = await createAccount({ roles: ['customer'] });
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignInForm(page, account);
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('axe finds no serious or critical violation', () => {
  for (const path of ['/login', '/register', '/reset-password']) {
    test(`on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }

  test('on /register with errors shown', async ({ page }) => {
    await page.goto('/register');
    await submitRegistrationForm(page, { email: 'x', password: 'y', confirmPassword: 'z' });
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  testNoSeriousViolationsOn('customer', ['/profile', '/dashboard']);
  testNoSeriousViolationsOn('administrator', ['/admin/users', '/admin/features', '/admin/settings']);

  test('on the open deactivation dialog', async ({ pageAs }) => {
    const page = await pageAs('administrator');
    await page.goto('/admin/users?search=owner%40demo.24wm.eu');
    await page.getByRole('button', { name: 'Deactivate owner@demo.24wm.eu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deactivate user' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
});

test('someone behind a network with many failed sign-ins signs in through the browser check', async ({ browser, playwright, baseURL, createAccount }) => {
  // An address of this journey's own (TEST-NET-3), made to look like a guesser's: 30 wrong passwords.
  const address = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const guesser = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    expect((await guesser.post('/api/auth/login', { data: { email: uniqueEmail('guess'), password: 'wrong-password' } })).status()).toBe(401);
  }
  expect((await guesser.post('/api/auth/login', { data: { email: uniqueEmail('guess'), password: 'wrong-password' } })).status()).toBe(428);
  await guesser.dispose();

  // A colleague on that network signs in as usual: the browser does the check by itself.
  const colleague = await createAccount({ roles: ['customer'] });
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  // The page says so from the 428 until the check is solved, which on a fast machine takes a few ms:
  // the challenge's request is held until the text has been seen, as a slow phone would hold it.
  let releaseChallenge = () => {};
  const challengeHeld = new Promise<void>((resolve) => (releaseChallenge = resolve));
  await page.route('**/api/auth/sign-in-challenge', async (route) => {
    await challengeHeld;
    await route.continue();
  });
  const challenge = page.waitForResponse((response) => response.url().endsWith('/api/auth/sign-in-challenge'));
  await signInWithForm(page, colleague);
  await expect(page.getByRole('status').filter({ hasText: 'your browser is doing a short check' })).toBeVisible();
  releaseChallenge();
  expect((await challenge).status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await context.close();
});
