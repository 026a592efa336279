import { useQuery } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type { ConversationsResponse } from '@shared/contracts/messaging';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { currentLocale } from '@web/lib/i18n';

// `GET /api/conversations?page=&pageSize=` (signed in): the viewer's threads, latest activity first;
// a system message's preview in the reader's language, so the key names it.

export const CONVERSATIONS_PAGE_SIZE = 20;

function getConversationsQueryOptions(page: number) {
  return pagedListQueryOptions<ConversationsResponse>([MESSAGING_LIVE_KEYS.threads, { page }, currentLocale()], '/api/conversations', {
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
  });
}

export function useConversations(page: number) {
  return useQuery(getConversationsQueryOptions(page));
}
