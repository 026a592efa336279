import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGING_MESSAGES } from '@shared/errors';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { ConversationItem } from '@shared/contracts/messaging';
import { formatDateTime } from '@shared/dates';
import { can } from '@shared/permissions';
import { BOOKING_STATUS_LABELS } from '@shared/statuses/booking';
import { INQUIRY_STATUS_LABELS } from '@shared/statuses/inquiry';
import { paths } from '@web/app/paths';
import { RetryAlert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Page } from '@web/components/ui/page';
import { ListPagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { CONVERSATIONS_PAGE_SIZE, useConversations } from '../api/get-conversations';
import type { ThreadSubjectRef } from '../api/get-thread';
import { MessageThread } from '../components/message-thread';

type Selected = { kind: 'inquiry' | 'booking'; id: string };

/** ?thread=inquiry:{id} or booking:{id}: the open conversation survives a reload and can be linked to. */
function readSelected(value: string | null): Selected | null {
  const match = /^(inquiry|booking):([0-9a-f-]{36})$/i.exec(value ?? '');
  return match ? { kind: match[1] as Selected['kind'], id: match[2]! } : null;
}

const toRef = (selected: Selected): ThreadSubjectRef => (selected.kind === 'inquiry' ? { inquiryId: selected.id } : { bookingId: selected.id });

/** "Inquiry #3f2a9c1e". Called while MessagesPage renders (it calls useLingui(), so this follows the language). */
function subjectLabel(item: Pick<ConversationItem, 'subject'>): string {
  const shortId = item.subject.shortId;
  return item.subject.kind === 'inquiry' ? t`Inquiry #${shortId}` : t`Booking #${shortId}`;
}

/** The inquiry's or booking's status as its own screens name it (in the reader's language); a status they do not know, spelled out. */
function statusLabel(item: Pick<ConversationItem, 'subject' | 'status'>): string {
  const labels: Record<string, string> = item.subject.kind === 'inquiry' ? INQUIRY_STATUS_LABELS : BOOKING_STATUS_LABELS;
  return Object.hasOwn(labels, item.status) ? labels[item.status]! : item.status.replaceAll('_', ' ').replace(/^./, (first) => first.toUpperCase());
}

/** Messages (spec 02 section 2): the conversation list on the left, the open thread on the right. */
export function MessagesPage() {
  const { t } = useLingui();
  const { user } = useSession();
  const managesInquiries = can(user, 'inquiries:manage');
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = readSelected(searchParams.get('thread'));
  const page = readPage(searchParams.get('page'));
  const conversations = useConversations(page);

  function update(changes: { thread?: Selected | null; page?: number }) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.thread !== undefined) {
        if (changes.thread) next.set('thread', `${changes.thread.kind}:${changes.thread.id}`);
        else next.delete('thread');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  }

  const open = conversations.data?.items.find((item) => selected && item.subject.kind === selected.kind && item.subject.id === selected.id);
  const subjectHref = selected
    ? selected.kind === 'booking'
      ? paths.booking.getHref(selected.id)
      : managesInquiries
        ? paths.adminInquiry.getHref(selected.id)
        : paths.inquiry.getHref(selected.id)
    : null;
  const selectedShortId = selected?.id.slice(0, 8);

  return (
    <Page title={t`Messages`} lead={<Trans>Conversations about your inquiries and bookings.</Trans>}>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[22rem_1fr]">
        <nav aria-label={t`Conversations`} className={selected ? 'hidden lg:block' : ''}>
          <div aria-busy={conversations.isFetching || undefined} className="panel">
            {conversations.isPending && <Spinner label={t`Loading conversations…`} showLabel className="py-12" />}
            {conversations.isError && !conversations.data && (
              <RetryAlert className="m-4" message={MESSAGING_MESSAGES.loadConversationsFailed} onRetry={conversations.refetch} />
            )}
            {conversations.data?.items.length === 0 && (
              <div className="px-6 py-12 text-center">
                <MessagesSquare aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
                <p className="mt-3 font-semibold text-ink">{MESSAGING_MESSAGES.noConversations}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  <Trans>Each inquiry and booking has its own conversation.</Trans>
                </p>
              </div>
            )}
            {conversations.data && conversations.data.items.length > 0 && (
              <ul className="divide-y divide-line">
                {conversations.data.items.map((item) => {
                  const isOpen = selected?.kind === item.subject.kind && selected.id === item.subject.id;
                  return (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-current={isOpen ? 'true' : undefined}
                        onClick={() => update({ thread: { kind: item.subject.kind, id: item.subject.id } })}
                        className={`block w-full px-4 py-3 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-700 ${
                          isOpen ? 'bg-brand-50' : ''
                        }`}
                      >
                        <span className="flex items-start justify-between gap-2">
                          <span className="font-semibold text-ink">{subjectLabel(item)}</span>
                          {item.unreadCount > 0 && (
                            <span className="rounded-full bg-accent-700 px-2 py-0.5 text-xs font-semibold text-white">
                              {item.unreadCount}
                              <span className="sr-only">
                                {' '}
                                <Trans>unread</Trans>
                              </span>
                            </span>
                          )}
                        </span>
                        <span className="block truncate text-sm text-ink">{item.warehouseName}</span>
                        <span className="mt-1 flex items-center justify-between gap-2 text-xs text-ink-muted">
                          <span>{statusLabel(item)}</span>
                          <span>{item.lastMessageAt ? formatDateTime(item.lastMessageAt) : t`No messages yet`}</span>
                        </span>
                        {item.lastMessagePreview && (
                          <span lang={item.lastMessagePreviewLocale ?? undefined} className="mt-1 block truncate text-sm text-ink-muted">
                            {item.lastMessagePreview}
                          </span>
                        )}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <ListPagination
            data={conversations.data}
            pageSize={CONVERSATIONS_PAGE_SIZE}
            page={page}
            label={t`Pages of conversations`}
            onPageChange={(next) => update({ page: next })}
          />
        </nav>

        <div className={selected ? '' : 'hidden lg:block'}>
          {selected ? (
            <div className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <Button variant="ghost" size="sm" className="lg:hidden" onClick={() => update({ thread: null })}>
                  <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100 size-4" />
                  <Trans>All conversations</Trans>
                </Button>
                {subjectHref && (
                  <Link to={subjectHref} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {selected.kind === 'inquiry' ? <Trans>Open inquiry #{selectedShortId}</Trans> : <Trans>Open booking #{selectedShortId}</Trans>}
                  </Link>
                )}
              </div>
              <MessageThread
                key={`${selected.kind}:${selected.id}`}
                subject={toRef(selected)}
                title={open ? `${subjectLabel(open)} · ${open.warehouseName}` : t`Messages`}
              />
            </div>
          ) : (
            <div className="flex h-[400px] flex-col items-center justify-center rounded-xl border border-dashed border-line bg-white text-center md:h-[500px]">
              <MessagesSquare aria-hidden="true" className="size-10 text-ink-muted" />
              <p className="mt-3 text-ink-muted">{MESSAGING_MESSAGES.selectConversation}</p>
            </div>
          )}
        </div>
      </div>
    </Page>
  );
}
