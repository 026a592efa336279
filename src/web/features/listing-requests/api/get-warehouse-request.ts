import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WarehouseRequestDetail } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/warehouse-requests/:id/access` { token } (public): the request behind a private link.
// 404 for a wrong, expired or used-up link; 409 once an administrator has it.

export type WarehouseRequestLink = { id: string; token: string };

export function getWarehouseRequest(link: WarehouseRequestLink, signal?: AbortSignal): Promise<WarehouseRequestDetail> {
  return apiRequest<WarehouseRequestDetail>('POST', `/api/warehouse-requests/${encodeURIComponent(link.id)}/access`, {
    body: { token: link.token },
    signal,
    // A read, although sent as POST (the token stays out of URLs): safe to try again.
    attempts: 3,
  });
}

export function getWarehouseRequestQueryOptions(link: WarehouseRequestLink) {
  return queryOptions({
    queryKey: ['warehouse-request', link.id, link.token] as const,
    queryFn: ({ signal }) => getWarehouseRequest(link, signal),
    // What the visitor is editing must not be refetched under their hands.
    staleTime: Infinity,
    retry: false,
  });
}

export function useWarehouseRequest(link: WarehouseRequestLink | null) {
  return useQuery({ ...getWarehouseRequestQueryOptions(link ?? { id: '', token: '' }), enabled: link !== null });
}
