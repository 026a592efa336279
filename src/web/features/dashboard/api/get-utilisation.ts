import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UtilisationQuery, UtilisationResponse } from '@shared/contracts/dashboard';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/admin/utilisation`: booked m²-days over available m²-days per warehouse for a period
// (administrators). Keyed under 'dashboard', so the events that refresh the dashboard (a booking
// made, cancelled or completed) refresh it too.

function getUtilisationQueryOptions(query: UtilisationQuery) {
  return {
    ...apiQueryOptions<UtilisationResponse>(['dashboard', 'utilisation', query.from ?? '', query.to ?? ''], '/api/admin/utilisation', {
      from: query.from,
      to: query.to,
    }),
    placeholderData: keepPreviousData,
  };
}

export function useUtilisation(query: UtilisationQuery, enabled = true) {
  return useQuery({ ...getUtilisationQueryOptions(query), enabled });
}
