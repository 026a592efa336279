import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from './error-boundary';

type SlotOptions<Props> = {
  /** What stands in while the code loads: the room the piece will take, so nothing moves when it arrives. */
  loading?: ReactNode | ((props: Props) => ReactNode);
  /** What stays if the code cannot load (offline, a new release): by default the stand-in. */
  failed?: ReactNode | ((props: Props) => ReactNode);
};

/**
 * A piece of a page whose code loads when it is first drawn, out of the first load. A piece that
 * cannot load leaves its stand-in instead of taking the page (or the whole app) down with it.
 */
export function lazySlot<Props extends object>(load: () => Promise<ComponentType<Props>>, { loading = null, failed = loading }: SlotOptions<Props> = {}) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function LazySlot(props: Props) {
    return (
      <ErrorBoundary fallback={typeof failed === 'function' ? failed(props) : failed}>
        <Suspense fallback={typeof loading === 'function' ? loading(props) : loading}>
          <Lazy {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
