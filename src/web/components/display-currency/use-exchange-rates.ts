import { useQuery } from '@tanstack/react-query';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/exchange-rates` (public): each currency's newest rate (decision 226). The administrators'
// list lives under the same key root, so adding a rate refreshes both.

export const EXCHANGE_RATES_QUERY_ROOT = 'exchange-rates';

function getExchangeRatesQueryOptions() {
  return {
    ...apiQueryOptions<ExchangeRates>([EXCHANGE_RATES_QUERY_ROOT, 'newest'], '/api/exchange-rates'),
    // The ECB publishes once a working day and the feed runs every 6 hours: an hour old is fresh.
    staleTime: 60 * 60_000,
  };
}

/**
 * The newest rates, asked for only while `isNeeded`: a display currency is chosen, or the chooser is
 * in use. A visitor who keeps to euros never fetches them.
 */
export function useExchangeRates(isNeeded: boolean) {
  return useQuery({ ...getExchangeRatesQueryOptions(), enabled: isNeeded });
}
