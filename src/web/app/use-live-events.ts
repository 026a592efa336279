import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@web/features/auth/api/get-session';

/**
 * Keeps the tab's live-events socket open while someone is signed in (mounted once, in the app
 * layout). The socket's code (./events.ts) loads with the first signed-in page, so a visitor's first
 * load does not carry it.
 */
export function useLiveEvents(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let isCancelled = false;
    import('./events')
      .then(({ startLiveEvents }) => {
        if (!isCancelled) stop = startLiveEvents(queryClient, navigate);
      })
      // Offline or a new release: the page's own reads say so; the next signed-in page load tries again.
      .catch(() => {});
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, [userId, queryClient, navigate]);
}
