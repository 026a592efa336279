import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type { ThreadMessagesResponse } from '@shared/contracts/messaging';
import { apiRequest } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';

// `GET /api/inquiries/:id/messages` and `GET /api/bookings/:id/messages` (participants): pages of the
// thread, newest first as pages, each page oldest first; older pages load as the reader scrolls up.
// System messages come in the reader's language (decision 239), so the key names it: a change of
// language reads the thread again; the live keys and the invalidations match it by its first parts.

/** The thread of one inquiry or one booking. */
export type ThreadSubjectRef = { inquiryId: string } | { bookingId: string };

export function threadPath(subject: ThreadSubjectRef): string {
  return 'inquiryId' in subject
    ? `/api/inquiries/${encodeURIComponent(subject.inquiryId)}/messages`
    : `/api/bookings/${encodeURIComponent(subject.bookingId)}/messages`;
}

export function threadQueryKey(subject: ThreadSubjectRef) {
  return [MESSAGING_LIVE_KEYS.messages, 'inquiryId' in subject ? 'inquiry' : 'booking', 'inquiryId' in subject ? subject.inquiryId : subject.bookingId] as const;
}

function getThreadQueryOptions(subject: ThreadSubjectRef) {
  return infiniteQueryOptions({
    queryKey: [...threadQueryKey(subject), currentLocale()],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ThreadMessagesResponse>('GET', threadPath(subject), { signal, query: { before: pageParam } }),
    initialPageParam: undefined as string | undefined,
    // "Next" pages go back in time: before the oldest message loaded so far.
    getNextPageParam: (page) => (page.hasOlder ? page.items[0]?.id : undefined),
  });
}

export function useThread(subject: ThreadSubjectRef) {
  return useInfiniteQuery(getThreadQueryOptions(subject));
}

/** Every loaded message, oldest first. */
export function threadMessages(data: InfiniteData<ThreadMessagesResponse> | undefined) {
  return data ? [...data.pages].reverse().flatMap((page) => page.items) : [];
}
