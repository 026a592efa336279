import { QueryCache, QueryClient, QueryClientProvider, hashKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { isApiError } from '@web/lib/api-client';

/** Errors the API client produced were already retried there (safe methods) or are final (4xx). */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) return false;
  return failureCount < 2;
}

function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A 401 anywhere means the session ended (expired, or signed out in another tab):
        // re-read it so the header and the route guards update.
        const sessionKey = getSessionQueryOptions().queryKey;
        if (isApiError(error) && error.kind === 'auth' && query.queryHash !== hashKey(sessionKey)) {
          void queryClient.invalidateQueries({ queryKey: sessionKey });
        }
      },
    }),
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
