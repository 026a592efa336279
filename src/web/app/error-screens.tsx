import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw, TriangleAlert, WifiOff } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { GENERIC_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';

function subscribeToConnectivity(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** `navigator.onLine`, kept current by the browser's online and offline events. */
export function useIsOnline(): boolean {
  return useSyncExternalStore(
    subscribeToConnectivity,
    () => navigator.onLine,
    () => true,
  );
}

function reloadPage() {
  window.location.reload();
}

/**
 * The boundary's two screens (offline, broken). Written out rather than with MessageScreen, which
 * they match: this file is in the first load, and the component would cost it 84 bytes of its budget.
 */
function ErrorContent() {
  const { t } = useLingui();
  const isOnline = useIsOnline();
  // A page that broke while offline (a screen's code could not load) is a connection problem, not a
  // fault: it stays "No Internet Connection" and reloads itself once the connection is back.
  const [brokeOffline] = useState(() => !navigator.onLine);
  const [isStillOffline, setIsStillOffline] = useState(false);
  const isConnectionProblem = !isOnline || brokeOffline;
  useDocumentTitle(isConnectionProblem ? t`No Internet Connection` : t`Something went wrong`);
  useEffect(() => {
    if (brokeOffline && isOnline) reloadPage();
  }, [brokeOffline, isOnline]);

  if (isConnectionProblem) {
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
        <WifiOff aria-hidden="true" className="size-12 text-brand-700" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink"><Trans>No Internet Connection</Trans></h1>
        <p className="mt-3 text-ink-muted">{GENERIC_MESSAGES.offline}</p>
        <Button
          className="mt-8"
          onClick={() => {
            if (navigator.onLine) reloadPage();
            else setIsStillOffline(true);
          }}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Retry</Trans>
        </Button>
        <p role="status" className="mt-4 min-h-6 text-sm text-ink-muted">
          {isStillOffline ? <Trans>Still offline. This page will be ready to reload once you are connected.</Trans> : ''}
        </p>
      </div>
    );
  }

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink"><Trans>Something went wrong</Trans></h1>
      <p className="mt-3 text-ink-muted">
        <Trans>The page stopped unexpectedly. Reloading it usually fixes the problem; if it keeps happening, please write to support@24wm.eu.</Trans>
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={reloadPage}>
          <RefreshCw aria-hidden="true" className="size-4" />
          <Trans>Reload Page</Trans>
        </Button>
        <a href={paths.home.getHref()} className="inline-flex min-h-11 items-center px-4 text-sm font-semibold text-accent-700 underline underline-offset-4">
          <Trans>Go to the home page</Trans>
        </a>
      </div>
    </div>
  );
}

/**
 * Fallback of the boundary around the whole app: replaces the whole page, header included, because
 * the layout itself may be what failed. Plain links only: the router may be what failed.
 */
export function RootErrorScreen() {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6 lg:px-8">
          <a href={paths.home.getHref()} className="text-xl font-extrabold tracking-tight text-brand-900">
            24WM
          </a>
        </div>
      </header>
      <main className="flex-1">
        <ErrorContent />
      </main>
    </div>
  );
}

/** Fallback of the page boundary: shown inside the layout, so the header keeps working. */
export function RouteErrorScreen() {
  return <ErrorContent />;
}

