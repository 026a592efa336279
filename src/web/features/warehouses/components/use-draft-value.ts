import { useEffect, useRef, useState } from 'react';

/** Spec: the search follows the typing once it pauses. */
const DRAFT_DEBOUNCE_MS = 300;

type DraftOptions = {
  delayMs?: number;
  /** Whether the draft already says what `value` says (no commit needed). */
  isSame?: (draft: string, value: string) => boolean;
};

const sameTrimmed = (draft: string, value: string) => draft.trim() === value.trim();

/**
 * A text field that types freely and commits once typing pauses (or at once with `flush`, for
 * Enter and blur). The committed value lives elsewhere (the URL); when it changes from outside
 * (Back, Clear all) the field shows the new value, while the echo of its own commit leaves the
 * field alone, so a keystroke typed meanwhile is never lost.
 */
export function useDraftValue(value: string, commit: (draft: string) => void, options: DraftOptions = {}) {
  const { delayMs = DRAFT_DEBOUNCE_MS, isSame = sameTrimmed } = options;
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  const [lastCommitted, setLastCommitted] = useState<string | null>(null);
  const commitRef = useRef(commit);
  const isSameRef = useRef(isSame);
  useEffect(() => {
    commitRef.current = commit;
    isSameRef.current = isSame;
  });

  // Adjusting state while rendering (React's pattern for "reset when a prop changes").
  if (value !== seenValue) {
    setSeenValue(value);
    const isOwnEcho = lastCommitted !== null && isSame(lastCommitted, value);
    if (!isOwnEcho && !isSame(draft, value)) setDraft(value);
  }

  useEffect(() => {
    if (isSameRef.current(draft, value)) return;
    const timer = window.setTimeout(() => {
      setLastCommitted(draft);
      commitRef.current(draft);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [draft, value, delayMs]);

  function flush() {
    if (isSameRef.current(draft, value)) return;
    setLastCommitted(draft);
    commitRef.current(draft);
  }

  return { draft, setDraft, flush };
}
