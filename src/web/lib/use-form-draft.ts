import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { useLocation } from 'react-router';
import { isApiError } from './api-client';
import { FORM_DRAFT_KEY } from './browser-storage';

/**
 * Issue #20: with the session gone, return to sign-in "and keep what they typed where that is
 * possible". A form whose submit is refused because the session is gone keeps its values in this
 * tab's session storage, the guard sends the user to sign in, and once they are back on the same page
 * as the same user the form gets its values back, once. One draft at a time (only the form whose save
 * failed leaves one), under one key. Signing out clears all browser storage, drafts included; signing
 * in as someone else drops the previous user's draft (`discardFormDraftsOfOthers` in
 * browser-storage.ts), so a draft never reaches another user.
 */

type StoredDraft = { userId: string; form: string; path: string; values: Record<string, unknown> };

function readDraft(): StoredDraft | null {
  try {
    const text = window.sessionStorage.getItem(FORM_DRAFT_KEY);
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<StoredDraft> | null;
    if (typeof draft?.userId !== 'string' || typeof draft.form !== 'string' || typeof draft.path !== 'string') return null;
    if (typeof draft.values !== 'object' || draft.values === null) return null;
    return draft as StoredDraft;
  } catch {
    // Storage denied by the browser, or not ours: nothing to restore.
    return null;
  }
}

function removeDraft(): void {
  try {
    window.sessionStorage.removeItem(FORM_DRAFT_KEY);
  } catch {
    // Storage denied: there is nothing in it either.
  }
}

type FormDraftOptions = {
  /** Tells this page's forms apart ("profile", "inquiry"). */
  form: string;
  /** The signed-in user the draft belongs to; null keeps nothing. */
  userId: string | null;
};

/**
 * Keeps a react-hook-form form's values across a lost session. Call `keepIfSessionLost(error)` with a
 * failed submit's error: it answers true when it kept them (the error was a 401; the user is about to
 * be sent to sign in, so the form need say nothing more). Restores a kept draft when the form mounts
 * on the page it was kept on, for the user who kept it, then deletes it.
 */
export function useFormDraft<Values extends FieldValues>(
  { getValues, setValue }: Pick<UseFormReturn<Values>, 'getValues' | 'setValue'>,
  { form, userId }: FormDraftOptions,
) {
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  // A reply that arrives after the form has gone (a sign-out navigated away) keeps nothing.
  const isMounted = useRef(false);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (!userId) return;
    const draft = readDraft();
    if (!draft || draft.form !== form || draft.path !== path) return;
    removeDraft();
    if (draft.userId !== userId) return;
    for (const [name, value] of Object.entries(draft.values)) {
      // Dirty, so a refetch of the saved record (a form that follows it) keeps what was typed.
      setValue(name as Path<Values>, value as PathValue<Values, Path<Values>>, { shouldDirty: true });
    }
  }, [form, path, setValue, userId]);

  function keepIfSessionLost(error: unknown): boolean {
    if (!isApiError(error) || error.kind !== 'auth' || !userId || !isMounted.current) return false;
    const draft: StoredDraft = { userId, form, path, values: getValues() };
    try {
      window.sessionStorage.setItem(FORM_DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage denied or full: the user signs in again all the same, without the draft.
    }
    return true;
  }

  return { keepIfSessionLost };
}
