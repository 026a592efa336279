import { useQuery } from '@tanstack/react-query';
import type { ListOffersResponse } from '@shared/contracts/offers';
import { pagedListQueryOptions } from '@web/lib/api-client';
import { OFFERS_QUERY_ROOT } from './offer-queries';

// `GET /api/admin/offers?status=draft&page=&pageSize=` (administrator): draft offers, newest first,
// with the inquiry's customer and warehouse.

export const DRAFT_OFFERS_PAGE_SIZE = 25;

function getDraftOffersQueryOptions(page: number) {
  return pagedListQueryOptions<ListOffersResponse>([OFFERS_QUERY_ROOT, 'list', { status: 'draft', page }], '/api/admin/offers', {
    status: 'draft',
    page,
    pageSize: DRAFT_OFFERS_PAGE_SIZE,
  });
}

export function useDraftOffers(page: number) {
  return useQuery(getDraftOffersQueryOptions(page));
}
