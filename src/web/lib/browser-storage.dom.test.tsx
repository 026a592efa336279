// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { clearBrowserStorage, discardFormDraftsOfOthers, FORM_DRAFT_KEY } from './browser-storage';

const draftOf = (userId: string) => JSON.stringify({ userId, form: 'profile', path: '/profile', values: { city: 'Gdańsk' } });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser storage', () => {
  it('drops a form draft of another user at sign-in and keeps the signing-in user’s own', () => {
    sessionStorage.setItem(FORM_DRAFT_KEY, draftOf('user-a'));
    discardFormDraftsOfOthers('user-a');
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBe(draftOf('user-a'));
    discardFormDraftsOfOthers('user-b');
    expect(sessionStorage.getItem(FORM_DRAFT_KEY)).toBeNull();
  });

  it('leaves nothing behind at sign-out, drafts included', () => {
    sessionStorage.setItem(FORM_DRAFT_KEY, draftOf('user-a'));
    localStorage.setItem('left-behind', 'x');
    clearBrowserStorage();
    expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
  });
});
