import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MESSAGING_LIVE_KEYS } from '@shared/contracts/events';
import type { ConversationsResponse } from '@shared/contracts/messaging';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/conversations?page=&pageSize=` (signed in): the viewer's threads, latest activity first.

export const CONVERSATIONS_PAGE_SIZE = 20;

function getConversationsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [MESSAGING_LIVE_KEYS.threads, { page }] as const,
    queryFn: ({ signal }) =>
      apiRequest<ConversationsResponse>('GET', '/api/conversations', { signal, query: { page, pageSize: CONVERSATIONS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export function useConversations(page: number) {
  return useQuery(getConversationsQueryOptions(page));
}
