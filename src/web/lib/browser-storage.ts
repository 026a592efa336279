/**
 * Spec 01 §4 and §9: signing out clears local storage and session storage, so nothing a user left
 * in this browser reaches the next person. The spec keeps two keys of its hosted backend's client
 * (its persisted session); this app keeps the session in an httpOnly cookie and stores nothing the
 * next visitor needs, so everything goes.
 */
export function clearBrowserStorage(): void {
  for (const storage of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[storage].clear();
    } catch {
      // Storage the browser denies (privacy settings) holds nothing of ours either.
    }
  }
}

/** Where a form keeps what was typed when the session is lost (use-form-draft.ts). */
export const FORM_DRAFT_KEY = 'form-draft';

/**
 * After a sign-in: a form draft another user left in this tab goes, unseen. Here, not beside the
 * draft hook, because the sign-in code is in the first page load and the forms are not; kept small
 * for that load's budget.
 */
export function discardFormDraftsOfOthers(userId: string): void {
  try {
    const draft = JSON.parse(sessionStorage.getItem(FORM_DRAFT_KEY) ?? 'null') as { userId?: unknown } | null;
    if (draft?.userId !== userId) sessionStorage.removeItem(FORM_DRAFT_KEY);
  } catch {
    // Not a draft (the hook refuses to restore it as well), or storage denied.
  }
}
