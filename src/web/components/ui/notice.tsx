import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type ReactNode } from 'react';

/**
 * How long a success notice stays (docs/decisions/209-notices-after-actions.md): long enough to read
 * two short sentences, paused while the pointer or focus is on the notices. A failure stays until
 * dismissed.
 */
export const SUCCESS_NOTICE_MS = 6000;
/** More at once is noise; the oldest goes first. */
const MAX_NOTICES = 3;

type NoticeTone = 'success' | 'failure';
type Notice = { id: number; tone: NoticeTone; text: string };

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
    const others = notices.filter((notice) => notice.text !== text);
    change([...others, { id: nextId++, tone, text }].slice(-MAX_NOTICES));
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
      <div role="status" aria-live="polite" aria-label="Notices" className="flex flex-col gap-2">
        {list('success')}
      </div>
    </div>
  );
}

const TONE_CLASSES: Record<NoticeTone, string> = {
  success: 'border-accent-300 bg-accent-50 text-accent-900',
  failure: 'border-red-300 bg-red-50 text-danger',
};

function NoticeCard({ notice, isPaused, onDismiss }: { notice: Notice; isPaused: boolean; onDismiss: () => void }) {
  useDismissAfter(notice.tone === 'success' ? SUCCESS_NOTICE_MS : null, isPaused, onDismiss);
  const Icon = notice.tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border py-2 pr-2 pl-4 text-sm shadow-lg motion-safe:animate-notice-in sm:w-96 ${TONE_CLASSES[notice.tone]}`}
    >
      <Icon aria-hidden="true" className="mt-2.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 py-2 font-medium">{notice.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Calls `onDone` after `ms` of not being paused (null: never); a pause keeps the time left. */
function useDismissAfter(ms: number | null, isPaused: boolean, onDone: () => void) {
  const remaining = useRef(ms);
  const latestOnDone = useRef(onDone);
  useEffect(() => {
    latestOnDone.current = onDone;
  });
  useEffect(() => {
    if (remaining.current === null || isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => latestOnDone.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      if (remaining.current !== null) remaining.current -= Date.now() - startedAt;
    };
  }, [isPaused]);
}
