import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListOffersResponse } from '@shared/contracts/offers';
import { apiRequest } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/offers?status=draft&page=&pageSize=` (administrator): draft offers, newest first,
// with the inquiry's customer and warehouse.

export const DRAFT_OFFERS_PAGE_SIZE = 25;

function getDraftOffers(page: number, signal?: AbortSignal): Promise<ListOffersResponse> {
  return apiRequest<ListOffersResponse>('GET', '/api/admin/offers', {
    signal,
    query: { status: 'draft', page, pageSize: DRAFT_OFFERS_PAGE_SIZE },
  });
}

function getDraftOffersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [OFFERS_QUERY_ROOT, 'list', { status: 'draft', page }] as const,
    queryFn: ({ signal }) => getDraftOffers(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDraftOffers(page: number) {
  return useQuery(getDraftOffersQueryOptions(page));
}
