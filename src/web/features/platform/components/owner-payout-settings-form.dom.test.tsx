// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PLATFORM_MESSAGES } from '@shared/errors';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { stubPlatformSettingsApiPerTest } from '../platform.test-support';
import { OwnerPayoutSettingsForm } from './owner-payout-settings-form';

const api = stubPlatformSettingsApiPerTest();

describe('the owner payout settings', () => {
  it('shows the saved values, the minimum in euros, and saves both, the minimum as cents', async () => {
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const commission = await screen.findByLabelText(/Owner commission/);
    const minimum = screen.getByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    expect((commission as HTMLInputElement).value).toBe('0');
    await user.clear(commission);
    await user.type(commission, '7.25');
    await user.clear(minimum);
    await user.type(minimum, '25,50');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    await waitFor(() => expect(api().puts()).toEqual([{ method: 'PUT', body: { ownerCommissionPercentage: 7.25, payoutMinimumCents: 2_550 } }]));
    expect(await screen.findByText('Payout settings saved')).toBeTruthy();
  });

  it('refuses a commission over 100 and a minimum under one cent beside their fields, focused, sending nothing', async () => {
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const commission = await screen.findByLabelText(/Owner commission/);
    const minimum = screen.getByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    await user.clear(commission);
    await user.type(commission, '100.5');
    await user.clear(minimum);
    await user.type(minimum, '0');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    expect(await screen.findByText(PLATFORM_MESSAGES.commissionRange)).toBeTruthy();
    expect(screen.getByText(PLATFORM_MESSAGES.payoutMinimumInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(commission));
    expect(api().puts()).toEqual([]);
  });

  it("puts the server's field messages beside the fields and keeps what was typed", async () => {
    api().putAnswer = { status: 400, body: { error: { code: 'validation_error', message: 'Invalid', details: { payoutMinimumCents: [PLATFORM_MESSAGES.payoutMinimumInvalid] } } } };
    const user = renderScreen(<OwnerPayoutSettingsForm />);
    const minimum = await screen.findByLabelText(/Payout minimum/);
    await waitFor(() => expect((minimum as HTMLInputElement).value).toBe('50.00'));
    await user.clear(minimum);
    await user.type(minimum, '12');
    await user.click(screen.getByRole('button', { name: 'Save Payout Settings' }));
    expect(await screen.findByText(PLATFORM_MESSAGES.payoutMinimumInvalid)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(minimum));
    expect((minimum as HTMLInputElement).value).toBe('12');
  });
});
