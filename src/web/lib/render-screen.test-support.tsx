import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createNoticeStore, NoticeProvider } from '@web/components/ui/notice';
import { outcomeNoticeHandlers } from './mutation-notices';

type ScreenPlace = {
  /** The route the element answers (a pattern with params, as in router.tsx); every path by default. */
  path?: string;
  /** The address the test opens. */
  at?: string;
  /** What every other address shows, for a test that follows the screen's navigation. */
  elsewhere?: ReactElement;
};

/**
 * Renders a screen or component for a component test (jsdom) as the app would: in a memory router,
 * with a query client of its own and the app's notices. Reads and writes are tried once, so a
 * failure shows at once.
 * Returns the user-event session to act with.
 */
export function renderScreen(element: ReactElement, { path = '*', at = '/', elsewhere }: ScreenPlace = {}) {
  const notices = createNoticeStore();
  const queryClient = new QueryClient({
    mutationCache: new MutationCache(outcomeNoticeHandlers(notices)),
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes = [{ path, element }, ...(elsewhere ? [{ path: '*', element: elsewhere }] : [])];
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider store={notices}>
        <RouterProvider router={router} />
      </NoticeProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
