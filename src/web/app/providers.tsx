import { MutationCache, QueryCache, QueryClient, QueryClientProvider, hashKey } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/contracts/auth';
import type { ReactNode } from 'react';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { isApiError } from '@web/lib/api-client';

/** Errors the API client produced were already retried there (safe methods) or are final (4xx). */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  const sessionKey = getSessionQueryOptions().queryKey;
  /**
   * A 401 anywhere while a user is signed in means the session ended (expired, signed out in
   * another tab, cookie cleared): re-read it, so the header and the route guards update and a
   * protected page moves to /login saying the session expired. Signed out, a 401 is the answer
   * itself (a wrong password), not news about the session.
   */
  function onError(error: unknown, isSessionQuery = false) {
    if (!isApiError(error) || error.kind !== 'auth' || isSessionQuery) return;
    if (!queryClient.getQueryData<SessionResponse>(sessionKey)?.user) return;
    void queryClient.invalidateQueries({ queryKey: sessionKey });
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryHash === hashKey(sessionKey)) }),
    mutationCache: new MutationCache({ onError: (error) => onError(error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

const queryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
