import { WifiOff } from 'lucide-react';
import { GENERIC_MESSAGES } from '@shared/errors';
import { useIsOnline } from '../error-screens';

/**
 * Says "No internet connection" on every page while the browser is offline. TanStack Query pauses
 * the queries and mutations meanwhile (the old results stay dimmed) and sends them on reconnect, so
 * the banner is the one place that explains the wait; it goes away by itself.
 */
export function ConnectionBanner() {
  const isOnline = useIsOnline();
  return (
    <div role="status" className="empty:hidden">
      {!isOnline && (
        <div className="flex items-start gap-3 border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 sm:px-6 lg:px-8">
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <p>
            <span className="font-semibold">{GENERIC_MESSAGES.offline}</span> {GENERIC_MESSAGES.offlineResumes}
          </p>
        </div>
      )}
    </div>
  );
}
