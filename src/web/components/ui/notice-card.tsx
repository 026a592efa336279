import { useLingui } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert, X } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * How long a success notice stays (docs/decisions/209-notices-after-actions.md): long enough to read
 * two short sentences, paused while the pointer or focus is on the notices. A failure stays until
 * dismissed.
 */
export const SUCCESS_NOTICE_MS = 6000;

export type NoticeTone = 'success' | 'failure';
export type Notice = { id: number; tone: NoticeTone; text: string };

const TONE_CLASSES: Record<NoticeTone, string> = {
  success: 'border-accent-300 bg-accent-50 text-accent-900',
  failure: 'border-red-300 bg-red-50 text-danger',
};

/** One notice in the stack of ./notice.tsx, loaded with the first one. */
export function NoticeCard({ notice, isPaused, onDismiss }: { notice: Notice; isPaused: boolean; onDismiss: () => void }) {
  const { t } = useLingui();
  useDismissAfter(notice.tone === 'success' ? SUCCESS_NOTICE_MS : null, isPaused, onDismiss);
  const Icon = notice.tone === 'success' ? CircleCheck : TriangleAlert;
  return (
    <div
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-md border py-2 pe-2 ps-4 text-sm shadow-lg motion-safe:animate-notice-in sm:w-96 ${TONE_CLASSES[notice.tone]}`}
    >
      <Icon aria-hidden="true" className="mt-2.5 size-4 shrink-0" />
      <p className="min-w-0 flex-1 py-2 font-medium">{notice.text}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t`Dismiss`}
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
