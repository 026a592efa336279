import { Trans, useLingui } from '@lingui/react/macro';
import { MessagesSquare, Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ThreadMessage } from '@shared/contracts/messaging';
import { MAX_MESSAGE_LENGTH } from '@shared/contracts/limits';
import { formatDateTime } from '@shared/dates';
import { INQUIRY_MESSAGES, MESSAGING_MESSAGES } from '@shared/errors';
import { ErrorAlert, RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { threadMessages, type ThreadSubjectRef, useThread } from '../api/get-thread';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useSendMessage } from '../api/send-message';
import { messageLinkKind, splitMessageLinks } from '@web/lib/message-links';

export type { ThreadSubjectRef } from '../api/get-thread';

/** Closer than this to the bottom, the reader is following the conversation: new messages scroll into view. */
const FOLLOW_THRESHOLD_PX = 80;

/** Who wrote a message: "You", their name (with "(Admin)" for an administrator), or a removed account's stand-in. */
function SenderName({ message }: { message: ThreadMessage }) {
  const { t } = useLingui();
  if (message.isOwn) return t`You`;
  if (!message.sender) return t`Former user`;
  const name = [message.sender.firstName, message.sender.lastName].filter(Boolean).join(' ') || t`User`;
  return message.sender.isAdmin ? t`${name} (Admin)` : name;
}

/**
 * A message's text with its web addresses as links; one of this app opens in place, and one to
 * the page the thread is shown on stays text (messageLinkKind).
 */
function MessageBody({ body, className }: { body: string; className: string }) {
  const { pathname } = useLocation();
  return (
    <p className={`break-words whitespace-pre-wrap ${className}`}>
      {splitMessageLinks(body).map((part, index) => {
        if (part.kind === 'text') return part.text;
        const kind = messageLinkKind(part.href, { origin: window.location.origin, pathname });
        if (kind === 'here') return part.href;
        const url = new URL(part.href);
        return kind === 'in-app' ? (
          <Link key={index} to={`${url.pathname}${url.search}${url.hash}`} className="underline underline-offset-2">
            {part.href}
          </Link>
        ) : (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
            {part.href}
          </a>
        );
      })}
    </p>
  );
}

function MessageItem({ message }: { message: ThreadMessage }) {
  if (message.isSystemMessage) {
    return (
      <li className="mx-auto max-w-md rounded-md bg-surface-muted px-3 py-2 text-center text-sm text-ink-muted">
        {/* The server writes a thread's events in every language and sends the reader's, else English (decision 239). */}
        <div lang={message.bodyLocale ?? undefined}>
          <MessageBody body={message.body} className="" />
        </div>
        <time dateTime={message.createdAt} className="mt-1 block text-xs">
          {formatDateTime(message.createdAt)}
        </time>
      </li>
    );
  }
  return (
    <li className={`flex ${message.isOwn ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-lg px-3 py-2 shadow-sm ${
          message.isOwn ? 'bg-brand-700 text-white' : 'border border-line bg-white text-ink'
        }`}
      >
        <p className={`text-xs font-semibold ${message.isOwn ? 'text-brand-50' : 'text-ink-muted'}`}>
          <SenderName message={message} />
          {!message.isOwn && !message.isRead && (
            <span className="ms-2 rounded bg-accent-100 px-1.5 text-accent-800">
              <Trans>New</Trans>
            </span>
          )}
        </p>
        {/* Plain text, always: React escapes it, and line breaks are kept by CSS; only addresses become links. */}
        <MessageBody body={message.body} className="mt-1" />
        <time dateTime={message.createdAt} className={`mt-1 block text-xs ${message.isOwn ? 'text-brand-100' : 'text-ink-muted'}`}>
          {formatDateTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}

/**
 * The conversation embedded on /inquiries/{id}, /admin/inquiries/{id}, /bookings/{id} and /messages:
 * 400 px high (500 on larger screens), scrolled to the newest message, older ones loaded on scrolling
 * up. Messages from others are marked read when shown; live events refresh it.
 */
export function MessageThread({ subject, title }: { subject: ThreadSubjectRef; title?: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const thread = useThread(subject);
  const send = useSendMessage(subject);
  const markRead = useMarkThreadRead(subject);
  const [draft, setDraft] = useState('');
  const [sendError, setSendError] = useState<string | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  // Before older messages are prepended: the distance from the bottom, to keep the reader's place.
  const keepFromBottom = useRef<number | null>(null);

  const items = threadMessages(thread.data);
  const newestId = items.at(-1)?.id;
  const firstPage = thread.data?.pages[0];
  const canSend = firstPage?.canSend ?? true;
  const readOnlyReason = firstPage?.readOnlyReason ?? null;
  const hasUnread = items.some((message) => !message.isOwn && !message.isSystemMessage && !message.isRead);

  // Scroll: to the bottom on first load and when a new message arrives while following; after
  // loading older messages, back to where the reader was. Done in the frame that paints the commit,
  // not in the commit: reading scrollHeight lays out the whole page, and inside the commit that made
  // the task drawing a thread's page one long block of a phone's main thread instead of two shorter.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      if (!list) return;
      if (keepFromBottom.current !== null) {
        list.scrollTop = list.scrollHeight - keepFromBottom.current;
        keepFromBottom.current = null;
      } else if (following.current) {
        list.scrollTop = list.scrollHeight;
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [items.length, newestId]);

  // Shown is read: unread messages from others are marked once they are on screen (tab visible).
  const { mutate: markThreadRead, isPending: isMarking } = markRead;
  useEffect(() => {
    if (!hasUnread || isMarking) return;
    const mark = () => {
      if (document.visibilityState === 'visible') markThreadRead();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [hasUnread, isMarking, markThreadRead, newestId]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  function onScroll() {
    const list = listRef.current;
    if (!list) return;
    following.current = list.scrollHeight - list.scrollTop - list.clientHeight < FOLLOW_THRESHOLD_PX;
    if (list.scrollTop < 40 && hasNextPage && !isFetchingNextPage) {
      keepFromBottom.current = list.scrollHeight - list.scrollTop;
      void fetchNextPage();
    }
  }

  const isBlank = draft.trim() === '';
  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (isBlank || send.isPending || !canSend) return;
    setSendError(null);
    following.current = true;
    send.mutate(draft.trim(), {
      onSuccess: () => setDraft(''),
      // The text stays in the box, so nothing typed is lost.
      onError: () => setSendError(INQUIRY_MESSAGES.sendMessageFailed),
    });
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section aria-labelledby={headingId} className="panel">
      <h2 id={headingId} className="flex items-center gap-2 border-b border-line px-5 py-3 text-lg font-semibold text-ink">
        <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
        {title ?? t`Messages`}
      </h2>

      <div
        ref={listRef}
        onScroll={onScroll}
        tabIndex={0}
        role="log"
        aria-label={t`Conversation`}
        aria-busy={thread.isFetching || undefined}
        className="h-[400px] overflow-y-auto bg-surface-muted/60 px-4 py-3 md:h-[500px]"
      >
        {thread.isPending && <Spinner label={t`Loading messages…`} showLabel className="py-16" />}
        {thread.isError && !thread.data && (
          <RetryAlert message={INQUIRY_MESSAGES.loadMessagesFailed} onRetry={thread.refetch} />
        )}
        {thread.data && (
          <>
            {isFetchingNextPage && <Spinner label={t`Loading older messages…`} className="py-2" />}
            {!hasNextPage && items.length > 0 && <p className="py-2 text-center text-xs text-ink-muted">
                <Trans>Start of the conversation</Trans>
              </p>}
            {items.length === 0 && <p className="py-16 text-center text-sm text-ink-muted">{MESSAGING_MESSAGES.noMessages}</p>}
            <ol className="flex flex-col gap-3">
              {items.map((message) => (
                <MessageItem key={message.id} message={message} />
              ))}
            </ol>
          </>
        )}
      </div>

      <div className="border-t border-line px-4 py-3">
        {readOnlyReason ? (
          <p role="status" className="rounded-md bg-surface-muted px-3 py-2 text-sm text-ink-muted">
            {readOnlyReason} <Trans>The conversation is read-only.</Trans>
          </p>
        ) : (
          <form onSubmit={submit} className="flex flex-col gap-2">
            <label htmlFor={inputId} className="sr-only">
              <Trans>Message</Trans>
            </label>
            <div className="flex items-end gap-2">
              <textarea
                id={inputId}
                value={draft}
                rows={2}
                maxLength={MAX_MESSAGE_LENGTH}
                placeholder={t`Type a message…`}
                aria-describedby={hintId}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                className={`${INPUT_CLASS_NAME} min-h-11 resize-y`}
              />
              <Button type="submit" disabled={isBlank || send.isPending} aria-label={send.isPending ? t`Sending…` : t`Send`}>
                <Send aria-hidden="true" className="size-4" />
                <span className="hidden sm:inline">{send.isPending ? <Trans>Sending...</Trans> : <Trans>Send</Trans>}</span>
              </Button>
            </div>
            <p id={hintId} className="text-xs text-ink-muted">
              <Trans>Enter sends, Shift+Enter starts a new line.</Trans>
            </p>
            {sendError && <ErrorAlert>{sendError}</ErrorAlert>}
            {/* Offline, the mutation waits (TanStack Query pauses it) and goes out on reconnect. */}
            <p role="status" className="text-sm text-ink-muted empty:hidden">
              {send.isPaused ? INQUIRY_MESSAGES.sendMessageQueued : ''}
            </p>
          </form>
        )}
      </div>
    </section>
  );
}
