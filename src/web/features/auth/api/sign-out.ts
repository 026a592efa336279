import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@web/app/paths';
import { apiRequest, isApiError } from '@web/lib/api-client';
import { storeSignedOut } from './get-session';
import { outcomeNotices } from '@web/lib/mutation-notices';

/** Lets the live-events client tell "this tab is signing out" from "the session was ended elsewhere". */
export const SIGN_OUT_MUTATION_KEY = ['auth', 'sign-out'] as const;

let signedOutHereAt = 0;

/**
 * True shortly after this tab asked to sign out. The server then tells every tab of the session,
 * this one included, and that notice may arrive after the sign-out request has finished.
 */
export function isSigningOutHere(now = Date.now()): boolean {
  return now - signedOutHereAt < 10_000;
}

function signOut(): Promise<void> {
  return apiRequest<void>('POST', '/api/auth/logout');
}

/**
 * Ends the session on the server, returns to the home page, then drops every cached answer so
 * nothing of the previous user stays in memory.
 */
export function useSignOut() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useMutation({
    mutationKey: SIGN_OUT_MUTATION_KEY,
    // The header's button has no place for an error of its own.
    meta: outcomeNotices({ failure: t`Signing out failed. Please try again.` }),
    mutationFn: async () => {
      signedOutHereAt = Date.now();
      try {
        await signOut();
      } catch (error) {
        // 401: the session had already ended, which is what the user asked for.
        if (!(isApiError(error) && error.kind === 'auth')) throw error;
      }
    },
    onSuccess: async () => {
      // Leave protected pages first, so their guards do not bounce to /login on the way out.
      await navigate(paths.home.getHref());
      storeSignedOut(queryClient);
    },
  });
}
