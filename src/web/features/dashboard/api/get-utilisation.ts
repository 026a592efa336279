import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UtilisationQuery, UtilisationResponse } from '@shared/contracts/dashboard';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/admin/utilisation`: booked m²-days over available m²-days per warehouse for a period
// (administrators). Keyed under 'dashboard', so the events that refresh the dashboard (a booking
// made, cancelled or completed) refresh it too.

function getUtilisation(query: UtilisationQuery, signal?: AbortSignal): Promise<UtilisationResponse> {
  return apiRequest<UtilisationResponse>('GET', '/api/admin/utilisation', { query: { from: query.from, to: query.to }, signal });
}

function getUtilisationQueryOptions(query: UtilisationQuery) {
  return queryOptions({
    queryKey: ['dashboard', 'utilisation', query.from ?? '', query.to ?? ''] as const,
    queryFn: ({ signal }) => getUtilisation(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUtilisation(query: UtilisationQuery, enabled = true) {
  return useQuery({ ...getUtilisationQueryOptions(query), enabled });
}
