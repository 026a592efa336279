// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { EMPTY_PROFILE_DETAILS, type Profile } from '@shared/contracts/profile';
import { ProfileForm } from './profile-form';

const PROFILE: Profile = {
  email: 'pia@example.test',
  firstName: 'Pia',
  lastName: 'Profile',
  ...EMPTY_PROFILE_DETAILS,
  vatNumberVerifiedAt: null,
  emailNotifications: true,
};

let saveAnswer: { status: number; body: unknown } = { status: 200, body: PROFILE };

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(saveAnswer.body), { status: saveAnswer.status, headers: { 'content-type': 'application/json' } })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(userId = 'user-1', profile: Profile = PROFILE) {
  return renderScreen(<ProfileForm profile={profile} userId={userId} />, { at: '/profile' });
}

describe('ProfileForm', () => {
  it('moves focus once, to the first message, on a failed check', async () => {
    const user = renderForm();
    const firstName = screen.getByLabelText('First name');
    const lastName = screen.getByLabelText('Last name');
    await user.clear(firstName);
    await user.clear(lastName);
    const focused: Element[] = [];
    document.addEventListener('focusin', (event) => focused.push(event.target as Element));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(focused.filter((element) => element !== screen.getByRole('button', { name: 'Save Profile' }))).toEqual([firstName]);
  });

  it('puts a field message of the server beside its field and focuses it once', async () => {
    saveAnswer = { status: 400, body: { error: { code: 'validation_error', message: 'Validation failed', details: { lastName: ['Last name is too long'] } } } };
    const user = renderForm();
    const focused: Element[] = [];
    document.addEventListener('focusin', (event) => focused.push(event.target as Element));
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    const lastName = screen.getByLabelText('Last name');
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Last name is too long')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(focused.filter((element) => element.tagName !== 'BUTTON')).toEqual([lastName]);
  });

  it('keeps what was typed when the session is gone, for the same user only', async () => {
    saveAnswer = { status: 401, body: { error: { code: 'unauthorized', message: 'User not authenticated' } } };
    const user = renderForm();
    await user.type(screen.getByLabelText('City'), 'Gdańsk');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    // The sign-in screen explains; the form adds nothing.
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();

    renderForm();
    await waitFor(() => expect((screen.getByLabelText('City') as HTMLInputElement).value).toBe('Gdańsk'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Pia');
    expect(sessionStorage.length).toBe(0);
  });

  it('says under the VAT number whether it is verified, and that a new number is not', async () => {
    const user = renderForm('user-1', { ...PROFILE, vatNumber: 'DE123456789', vatNumberVerifiedAt: '2026-11-29T10:00:00.000Z' });
    const field = screen.getByLabelText('VAT number');
    const hintOf = () => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(hintOf()).toMatch(/^Verified by the agent on \d{1,2} Nov 2026\. EU business customers pay no VAT \(reverse charge\)\.$/);
    await user.clear(field);
    await user.type(field, 'DE987654321');
    expect(hintOf()).toBe('Not verified yet. Until the agent verifies it, invoices include VAT.');
    await user.clear(field);
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });
});
