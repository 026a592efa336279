import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * Navigation state that keeps the scroll position: a filter or search change redraws the list in
 * place, and jumping to the top would lose the reader's place.
 */
export const KEEP_SCROLL_POSITION = { keepScrollPosition: true } as const;

const savedPositions = new Map<string, number>();

function keepsScrollPosition(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScrollPosition?: unknown }).keepScrollPosition === true;
}

/**
 * Whether this page is shown again by Back or Forward with a place to return to: what it draws must
 * be drawn whole at once, or the place it scrolls back to is not where the reader left.
 */
export function useIsReturning(): boolean {
  const location = useLocation();
  return useNavigationType() === 'POP' && savedPositions.has(location.key);
}

/**
 * What a browser does between documents, for in-app navigations: a new page starts at the top, Back
 * and Forward return to where the reader was on that entry.
 */
export function useScrollReset(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    if (navigationType === 'POP') {
      window.scrollTo(0, savedPositions.get(location.key) ?? 0);
    } else if (!keepsScrollPosition(location.state)) {
      window.scrollTo(0, 0);
    }
    const key = location.key;
    return () => {
      savedPositions.set(key, window.scrollY);
    };
  }, [location.key, location.state, navigationType]);
}
