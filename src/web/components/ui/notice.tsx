import { useLingui } from '@lingui/react/macro';
import { createContext, useContext, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';
import { lazySlot } from '../lazy-slot';
import type { Notice, NoticeTone } from './notice-card';

// The cards load with the first notice: every page has the live regions, few pages ever show a card.
// If their code cannot load (offline, when failures are likeliest), the text is said all the same.
const NoticeCard = lazySlot(() => import('./notice-card').then((module) => module.NoticeCard), {
  failed: ({ notice }) => <p className="bg-white p-3">{notice.text}</p>,
});

/** More at once is noise; the oldest success goes first. */
const MAX_NOTICES = 3;

/** What an action says about its outcome. */
export type NoticeSender = {
  success: (text: string) => void;
  failure: (text: string) => void;
};

export type NoticeStore = NoticeSender & {
  dismiss: (id: number) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly Notice[];
};

/**
 * The app's notices, outside React so that the query client's mutation cache can send them too
 * (src/web/lib/mutation-notices.ts). The same text again replaces the one shown, so a repeated
 * action re-announces it instead of stacking copies.
 */
export function createNoticeStore(): NoticeStore {
  let notices: readonly Notice[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const change = (next: readonly Notice[]) => {
    notices = next;
    for (const listener of listeners) listener();
  };
  const add = (tone: NoticeTone) => (text: string) => {
    const next = [...notices.filter((notice) => notice.text !== text), { id: nextId++, tone, text }];
    // Over the limit, the oldest success goes first: a failure stays until it is dismissed.
    while (next.length > MAX_NOTICES) {
      const oldestSuccess = next.findIndex((notice) => notice.tone === 'success');
      next.splice(oldestSuccess === -1 ? 0 : oldestSuccess, 1);
    }
    change(next);
  };
  return {
    success: add('success'),
    failure: add('failure'),
    dismiss: (id) => change(notices.filter((notice) => notice.id !== id)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => notices,
  };
}

const NoticeContext = createContext<NoticeStore | null>(null);

/** The notices of a page: `notice.success('Changes saved')`, `notice.failure(errorMessage(error, '…'))`. */
export function useNotice(): NoticeSender {
  const store = useContext(NoticeContext);
  if (!store) throw new Error('useNotice needs a NoticeProvider above it.');
  return store;
}

/** Provides `useNotice` and shows the notices, at the bottom of the window, above everything else. */
export function NoticeProvider({ store, children }: { store: NoticeStore; children: ReactNode }) {
  return (
    <NoticeContext.Provider value={store}>
      {children}
      <NoticeStack store={store} />
    </NoticeContext.Provider>
  );
}

/**
 * Two live regions that are always in the page, empty at first, since a region that appears
 * together with its text is not announced: successes in a polite status region, failures in an
 * assertive one (announced at once). The failure region has no role="alert", so the page's own alerts
 * (a form's ErrorAlert) stay the one alert on the page. On a phone the stack spans the bottom edge, above the browser's
 * own bar; the page's footer lets the last action scroll above it.
 */
function NoticeStack({ store }: { store: NoticeStore }) {
  const { t } = useLingui();
  const notices = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const [isHovered, setIsHovered] = useState(false);
  const [hasFocus, setHasFocus] = useState(false);
  const isPaused = isHovered || hasFocus;

  function leaveFocus(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setHasFocus(false);
  }

  const list = (tone: NoticeTone) =>
    notices
      .filter((notice) => notice.tone === tone)
      .map((notice) => <NoticeCard key={notice.id} notice={notice} isPaused={isPaused} onDismiss={() => store.dismiss(notice.id)} />);

  return (
    <div
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-stretch gap-2 p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:items-end sm:p-6"
      onMouseEnter={() => setIsHovered(true)}
      onMouseLeave={() => setIsHovered(false)}
      onFocus={() => setHasFocus(true)}
      onBlur={leaveFocus}
    >
      <div aria-live="assertive" className="flex flex-col gap-2">
        {list('failure')}
      </div>
      <div role="status" aria-live="polite" aria-label={t`Notices`} className="flex flex-col gap-2">
        {list('success')}
      </div>
    </div>
  );
}
