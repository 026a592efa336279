import { useSyncExternalStore } from 'react';

const listOf = (query: string): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/**
 * Whether the window matches a media query, followed as it changes (a phone turned, a window
 * resized); undefined where there is no matchMedia (the DOM tests' jsdom).
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches,
  );
}
