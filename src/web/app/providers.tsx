import { I18nProvider } from '@lingui/react';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider, hashKey } from '@tanstack/react-query';
import type { SessionResponse } from '@shared/contracts/auth';
import type { ReactNode } from 'react';
import { createNoticeStore, NoticeProvider, type NoticeSender } from '@web/components/ui/notice';
import { getSessionQueryOptions } from '@web/features/auth/api/get-session';
import { isApiError } from '@web/lib/api-client';
import { i18n } from '@web/lib/i18n';
import { outcomeNoticeHandlers } from '@web/lib/mutation-notices';
import { retryDelayMs, shouldRetryRequest } from '@web/lib/query-retries';

/** The app's one notice stack: actions say how they went (src/web/components/ui/notice.tsx). */
const appNotices = createNoticeStore();

export function createQueryClient(notices: NoticeSender = appNotices): QueryClient {
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
  // A mutation's outcome notice (its meta, declared beside its request) is sent from here, once.
  const outcome = outcomeNoticeHandlers(notices);
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.queryHash === hashKey(sessionKey)) }),
    mutationCache: new MutationCache({
      onSuccess: outcome.onSuccess,
      onError: (error, variables, context, mutation) => {
        onError(error);
        outcome.onError(error, variables, context, mutation);
      },
    }),
    defaultOptions: {
      // The app's one retry layer (the API client makes one attempt per call): reads only.
      queries: { staleTime: 30_000, retry: shouldRetryRequest, retryDelay: retryDelayMs },
      // Never retried: a mutation whose answer was lost may have happened (a second POST creates
      // twice, a second transition answers 409), so the user decides, seeing the error.
      mutations: { retry: false },
    },
  });
  return queryClient;
}

/** The app's one query cache; main.tsx hands it to preloadPage for a landing page's first read. */
export const appQueryClient = createQueryClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={appQueryClient}>
        <NoticeProvider store={appNotices}>{children}</NoticeProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
