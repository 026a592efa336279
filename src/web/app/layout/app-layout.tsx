import { Trans } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@web/components/ui/spinner';
import { ErrorBoundary } from '@web/components/error-boundary';
import { RouteErrorScreen } from '../error-screens';
import { useLiveEvents } from '../use-live-events';
import { ConnectionBanner } from './connection-banner';
import { useScrollReset } from '../scroll-reset';
import { SiteFooter } from './site-footer';
import { SiteHeader, topBarAddresses } from './site-header';
import { useSession } from '@web/features/auth/api/get-session';
import { isConsolePath, isConsoleUser } from './console-frame';
import { useUserLocale } from './language-chooser';
import { ConsoleSideNavSlot, WorkspaceBarSlot } from './workspace-slots';

const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame of every page: skip link, sticky header, the signed-in person's workspace, the page, footer.
 * An administrator's signed-in pages are the console: a side navigation beside the page, dense
 * tables and a compact footer (docs/decisions/200-workspace-per-role.md).
 */
export function AppLayout() {
  useLiveEvents();
  useUserLocale();
  useScrollReset();
  const mainRef = useRef<HTMLElement>(null);
  const { user } = useSession();
  const { pathname } = useLocation();
  const isConsole = isConsoleUser(user) && isConsolePath(pathname);
  const isSignedIn = Boolean(user);

  // A signed-in page shows dates: in a language other than English (which writes them without Intl,
  // decision 247) their formats are built in a task of their own while its data is on the way, not in
  // the one that draws it (a long task delays the reader's first tap). The dates'
  // code comes with the signed-in pages, not with every visitor's first load.
  // Building them is harmless if the person signs out meanwhile, so nothing is cancelled.
  useEffect(() => {
    if (isSignedIn) void import('@shared/dates').then(({ prepareDateFormats }) => prepareDateFormats());
  }, [isSignedIn]);

  // Focus the main region directly: following the #hash would be a router navigation.
  function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView();
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded-md focus:bg-brand-900 focus:px-4 focus:py-3 focus:font-semibold focus:text-white"
      >
        <Trans>Skip to main content</Trans>
      </a>
      <SiteHeader />
      {user && !isConsoleUser(user) && <WorkspaceBarSlot user={user} listedElsewhere={topBarAddresses(user)} />}
      <ConnectionBanner />
      {/* At least a screen under the 4rem header: the footer starts below the fold, so a page that
          loads shorter or taller than its placeholder never moves the footer in view. */}
      {isConsole ? (
        <div className="flex min-h-[calc(100dvh-4rem)] flex-1">
          <aside className="hidden w-56 shrink-0 border-e border-line bg-white md:block">
            <ConsoleSideNavSlot user={user} />
          </aside>
          <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} data-density="compact" className="min-w-0 flex-1 scroll-mt-16">
            <Outlet />
          </main>
        </div>
      ) : (
        <main ref={mainRef} id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-[calc(100dvh-4rem)] flex-1 scroll-mt-16">
          <Outlet />
        </main>
      )}
      <SiteFooter isCompact={isConsole} />
    </div>
  );
}

/**
 * Around every page: a page that throws shows the error screen inside the layout (cleared by moving
 * to another page), and a page whose code is still loading shows a spinner under the header.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} fallback={<RouteErrorScreen />}>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
}
