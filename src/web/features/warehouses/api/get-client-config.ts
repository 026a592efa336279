import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@shared/contracts/platform';
import { apiRequest } from '@web/lib/api-client';

// `GET /api/client-config` (public): settings from the server's environment the web app needs, such
// as the map style URL (null: the bundled offline style). They change only with a server restart.

function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  return apiRequest<ClientConfig>('GET', '/api/client-config', { signal });
}

function getClientConfigQueryOptions() {
  return queryOptions({
    queryKey: ['client-config'] as const,
    queryFn: ({ signal }) => getClientConfig(signal),
    staleTime: Infinity,
  });
}

export function useClientConfig() {
  return useQuery(getClientConfigQueryOptions());
}
