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
  emailNotifications: true,
};

let saveAnswer: { status: number; body: unknown } = { status: 200, body: PROFILE };

beforeEach(() => {
  sessionStorage.clear();
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(saveAnswer.body), { status: saveAnswer.status, headers: { 'content-type': 'application/json' } })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(userId = 'user-1') {
  return renderScreen(<ProfileForm profile={PROFILE} userId={userId} />, { at: '/profile' });
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
});
