import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@shared/contracts/auth';
import { apiRequest, isApiError } from '@web/lib/api-client';
import { clearBrowserStorage, discardFormDraftsOfOthers } from '@web/lib/browser-storage';

// `GET /api/auth/session`: who is signed in, or `{ user: null }`. Only the contract's types are
// imported (erased at build time), so zod stays out of the first page load.

const SIGNED_OUT: SessionResponse = { user: null };

async function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  try {
    return await apiRequest<SessionResponse>('GET', '/api/auth/session', { signal });
  } catch (error) {
    // 401: the cookie is missing or expired, which simply means signed out.
    if (isApiError(error) && error.kind === 'auth') return SIGNED_OUT;
    throw error;
  }
}

const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => getSession(signal),
    // Never wait paused for the browser to say it is online: with no answer the header and the
    // guards would spin forever. Offline simply reads as signed out until the reconnect refetch.
    networkMode: 'always',
    // One attempt only: the header and the route guards wait on this answer, and five attempts
    // with back-off would keep them waiting for ~15 s when the API is down.
    retry: false,
  });
}

export type Session = {
  user: SessionUser | null;
  /** True only until the first answer (or failure) of the session request. */
  isPending: boolean;
};

/**
 * The signed-in user, or null. A session request that fails (API down, network error) reads as
 * signed out, so public pages keep working and protected ones send the visitor to sign in. A
 * failed background refetch keeps the user already known: a blip must not sign anyone out.
 */
export function useSession(): Session {
  const query = useQuery(getSessionQueryOptions());
  return { user: query.data?.user ?? null, isPending: query.isPending };
}

/**
 * After signing in (password or emailed link), when the answer carries a user: the new user becomes
 * the session at once, cached answers nobody is looking at and a form draft of someone else are
 * dropped (they may belong to the previous visitor), and what is on screen refetches for the new user.
 */
export function storeSessionOf({ user }: SessionResponse, queryClient: QueryClient): void {
  if (!user) return;
  // What another user typed before their session was lost in this tab is theirs alone.
  discardFormDraftsOfOthers(user.id);
  queryClient.removeQueries({ type: 'inactive', predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { user });
  // The session too: the server's answer (fresh roles) confirms what the sign-in response said.
  void queryClient.invalidateQueries();
}

/** The session ended (signed out, deactivated elsewhere): nothing of that user stays in memory or storage. */
export function storeSignedOut(queryClient: QueryClient): void {
  clearBrowserStorage();
  queryClient.clear();
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, SIGNED_OUT);
}
