import { useSyncExternalStore } from 'react';

/**
 * Tailwind's breakpoints (its defaults, which tailwind.config.ts keeps) as media queries: from md, lg
 * or xl up. A layout that renders only the side of a breakpoint the window is on asks for its own.
 */
export const WIDTH_FROM = { md: '(min-width: 48rem)', lg: '(min-width: 64rem)', xl: '(min-width: 80rem)' } as const;

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
