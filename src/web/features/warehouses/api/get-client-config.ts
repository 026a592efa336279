import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@shared/contracts/platform';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/client-config` (public): settings from the server's environment the web app needs, such
// as the map style URL (null: the bundled offline style). They change only with a server restart.

function getClientConfigQueryOptions() {
  return { ...apiQueryOptions<ClientConfig>(['client-config'], '/api/client-config'), staleTime: Infinity };
}

export function useClientConfig() {
  return useQuery(getClientConfigQueryOptions());
}
