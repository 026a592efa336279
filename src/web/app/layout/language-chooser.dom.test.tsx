// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import { AUTH_MESSAGES } from '@shared/errors';
import { ApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { changeLocale, i18n } from '@web/lib/i18n';
import { sharedText } from '@web/lib/shared-texts';
import { renderScreen } from '@web/lib/render-screen.test-support';
import { useUserLocale } from './language-chooser';
import { SiteHeader } from './site-header';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The answers of a session of `user`; every request is kept for the test to read. */
function serve(user: SessionUser | null) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.endsWith('/api/auth/session')) return json({ user });
    if (url.endsWith('/api/profile/locale')) return new Response(null, { status: 204 });
    return json({ count: 0, items: [], unread: 0 });
  });
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.filter(([url]) => url.endsWith('/api/profile/locale')).map(([, init]) => [init?.method, init?.body]);
}

const inProvider = (element: ReactElement) => renderScreen(<I18nProvider i18n={i18n}>{element}</I18nProvider>);

const person = (locale: SessionUser['locale']): SessionUser => ({ id: 'user-1', email: 'trader@example.test', firstName: 'Tia', lastName: 'Trader', locale, roles: ['customer'] });

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLocale('en');
  document.cookie = 'locale=; Max-Age=0; Path=/';
});

describe('the language chooser', () => {
  it('changes every text of the page at once, turns the direction for Arabic, and keeps a visitor\'s choice in a cookie only', async () => {
    const saved = serve(null);
    const user = inProvider(<SiteHeader />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(await within(main).findAllByRole('link', { name: 'Browse Warehouses' })).not.toHaveLength(0);

    await user.selectOptions(within(main).getAllByRole('combobox', { name: 'Language' })[0]!, 'fr');
    const principal = await screen.findByRole('navigation', { name: 'Principale' });
    expect(within(principal).getAllByRole('link', { name: 'Parcourir les entrepôts' })).not.toHaveLength(0);
    expect(within(principal).queryByRole('link', { name: 'Browse Warehouses' })).toBeNull();
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['fr', 'ltr']);
    expect(document.cookie).toContain('locale=fr');

    await user.selectOptions(within(principal).getAllByRole('combobox', { name: 'Langue' })[0]!, 'ar');
    expect(await screen.findAllByRole('link', { name: 'تصفح المستودعات' })).not.toHaveLength(0);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    expect(saved()).toEqual([]);
  });

  it("keeps a signed-in user's choice in their profile", async () => {
    const saved = serve(person('en'));
    const user = inProvider(<SiteHeader />);
    const main = await screen.findByRole('navigation', { name: 'Main' });
    await within(main).findAllByRole('button', { name: 'Sign Out' });
    await user.selectOptions(within(main).getAllByRole('combobox', { name: 'Language' })[0]!, 'de');
    await waitFor(() => expect(saved()).toEqual([['PUT', JSON.stringify({ locale: 'de' })]]));
    expect(await screen.findAllByRole('button', { name: 'Abmelden' })).not.toHaveLength(0);
  });
});

function FollowsTheUser() {
  useUserLocale();
  return null;
}

describe('the texts shared with the server (decision 233)', () => {
  it('show in the reader’s language, from the catalogue or in the server’s answer; a text built from values stays as sent', async () => {
    serve(null);
    await changeLocale('de');
    expect(sharedText(AUTH_MESSAGES.notAuthenticated)).not.toBe(AUTH_MESSAGES.notAuthenticated);
    const refused = new ApiError({ kind: 'auth', status: 401, code: 'unauthenticated', message: AUTH_MESSAGES.notAuthenticated });
    expect(errorMessage(refused, 'fallback')).toBe(sharedText(AUTH_MESSAGES.notAuthenticated));
    expect(sharedText('Built from 3 values')).toBe('Built from 3 values');
    await changeLocale('en');
    expect(errorMessage(refused, 'fallback')).toBe(AUTH_MESSAGES.notAuthenticated);
  });
});

describe('a signed-in user', () => {
  it('sees the product in the language of their profile', async () => {
    serve(person('zh'));
    inProvider(<FollowsTheUser />);
    await waitFor(() => expect(document.documentElement.lang).toBe('zh'));
    expect(i18n.locale).toBe('zh');
  });

  it('who never chose one keeps this browser\'s language, saved as theirs', async () => {
    await changeLocale('fr');
    const saved = serve(person(null));
    inProvider(<FollowsTheUser />);
    await waitFor(() => expect(saved()).toEqual([['PUT', JSON.stringify({ locale: 'fr' })]]));
    expect(i18n.locale).toBe('fr');
  });
});
