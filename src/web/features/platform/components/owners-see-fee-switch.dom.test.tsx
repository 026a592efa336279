// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { stubPlatformSettingsApiPerTest } from '../platform.test-support';
import { OwnersSeeFeeSwitch } from './owners-see-fee-switch';

const api = stubPlatformSettingsApiPerTest();

describe('OwnersSeeFeeSwitch', () => {
  it('is off as the settings say, switches on with one PUT of that setting alone, and says so', async () => {
    const user = renderScreen(<OwnersSeeFeeSwitch />, { at: '/admin/settings' });
    const toggle = await screen.findByRole('switch', { name: 'Owners see the platform fee' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    await user.click(toggle);
    expect(await screen.findByText('Owners now see the platform fee')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Owners see the platform fee' }).getAttribute('aria-checked')).toBe('true'));
    expect(api().puts()).toEqual([{ method: 'PUT', body: { ownersSeePlatformFee: true } }]);

    await user.click(screen.getByRole('switch', { name: 'Owners see the platform fee' }));
    expect(await screen.findByText('Owners no longer see the platform fee')).toBeTruthy();
    expect(api().config.ownersSeePlatformFee).toBe(false);
  });
});
