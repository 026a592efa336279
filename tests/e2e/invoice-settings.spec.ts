import { PLATFORM_MESSAGES } from '../../src/shared/errors';
import { expect, test } from './support/accounts';
import { expectLoaded, expectNoSeriousViolations } from './support/page-checks';

/** The invoice issuer on /admin/settings (issue #38): a mistyped IBAN is caught at its field; the saved details come back as banks write them. */
test('an administrator saves the invoice details; a mistyped IBAN is refused where it was typed', async ({ pageAs }) => {
  const admin = await pageAs('administrator');
  await admin.goto('/admin/settings');
  await expectLoaded(admin);
  const form = admin.getByRole('form', { name: 'Invoice details' });
  await expect(form.getByLabel('Legal name')).not.toHaveValue('');

  await form.getByLabel('Address').fill('Sadama 25, 15051 Tallinn, Estonia');
  await form.getByLabel('VAT number').fill('ee 102 345 678');
  await form.getByLabel('IBAN').fill('EE38 2200 2210 2014 5658');
  await form.getByLabel('BIC').fill('habaee2x');
  await form.getByRole('button', { name: 'Save Invoice Details' }).click();
  await expect(form.getByLabel('IBAN')).toBeFocused();
  await expect(form).toContainText(PLATFORM_MESSAGES.ibanInvalid);

  await form.getByLabel('IBAN').fill('EE38 2200 2210 2014 5685');
  await form.getByRole('button', { name: 'Save Invoice Details' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Invoice details saved' })).toBeVisible();
  await expect(form.getByLabel('IBAN')).toHaveValue('EE382200221020145685');
  await expect(form.getByLabel('VAT number')).toHaveValue('EE102345678');
  await expect(form.getByLabel('BIC')).toHaveValue('HABAEE2X');
  await expectNoSeriousViolations(admin);

  await admin.reload();
  await expect(admin.getByRole('form', { name: 'Invoice details' }).getByLabel('Address')).toHaveValue('Sadama 25, 15051 Tallinn, Estonia');
});
