import { PAYOUT_ACCOUNT_MESSAGES } from '../../src/shared/errors';
import { expect, signInWithForm, test } from './support/accounts';
import { waitForEmail } from './support/outbox';
import { expectLoaded, expectNoSeriousViolations, successNotices } from './support/page-checks';

const PHONE = { width: 360, height: 740 };

/**
 * Owners get paid (issue #39): a warehouse owner on a phone sets the bank account payouts go to. The
 * change asks for the password again (a wrong one is refused at its field, focused) and e-mails the
 * owner, with the new IBAN masked.
 */
test('an owner on a phone sets the payout bank account, confirming with the password, and is e-mailed about it', async ({ browser, createAccount }) => {
  const owner = await createAccount({ roles: ['warehouse_owner'], firstName: 'Pia', lastName: 'Payout' });
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInWithForm(page, owner);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile');
  await expectLoaded(page);
  const section = page.getByRole('region', { name: 'Payout bank account' });
  await expect(section).toContainText('No bank account yet');
  const form = section.getByRole('form', { name: 'Add payout bank account' });
  await form.getByLabel('Account holder').fill('Pia Payout OÜ');
  await form.getByLabel('IBAN').fill('ee38 2200 2210 2014 5685');
  await form.getByLabel('BIC').fill('habaee2x');

  // The password is asked for; a wrong one is refused where it was typed, focused.
  await form.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(form).toContainText(PAYOUT_ACCOUNT_MESSAGES.currentPasswordRequired);
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(form).toContainText(PAYOUT_ACCOUNT_MESSAGES.currentPasswordWrong);
  await expect(section).toContainText('No bank account yet');

  const since = new Date();
  await form.getByLabel('Current password').fill(owner.password);
  await form.getByRole('button', { name: 'Save Bank Account' }).click();
  await expect(successNotices(page)).toContainText('Payout bank account saved');
  await expect(section).toContainText('EE•• •••• •••• •••• 5685');
  await expect(section).toContainText('HABAEE2X');
  await expect(section).not.toContainText('EE382200221020145685');
  const changeForm = section.getByRole('form', { name: 'Change payout bank account' });
  await expect(changeForm.getByLabel('Current password')).toHaveValue('');

  // Nothing scrolls sideways at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await expectNoSeriousViolations(page);

  const email = await waitForEmail(owner.email, { since });
  expect(email.subject).toMatch(/^Your payout bank account was changed/);
  expect(email.text).toContain('EE•• •••• •••• •••• 5685');
  expect(email.text).toContain('If this was not you');
  expect(email.text).not.toContain('EE382200221020145685');
  await context.close();
});
