import { useQuery } from '@tanstack/react-query';
import type { AdminExchangeRates } from '@shared/contracts/exchange-rates';
import { EXCHANGE_RATES_QUERY_ROOT } from '@web/components/display-currency/use-exchange-rates';
import { apiQueryOptions } from '@web/lib/api-client';

// `GET /api/admin/exchange-rates` (administrators): each currency's newest rate with who added it,
// and the ECB feed's state. Under the root of the public rates, so adding one refreshes both.

function getAdminExchangeRatesQueryOptions() {
  return apiQueryOptions<AdminExchangeRates>([EXCHANGE_RATES_QUERY_ROOT, 'admin'], '/api/admin/exchange-rates');
}

export function useAdminExchangeRates() {
  return useQuery(getAdminExchangeRatesQueryOptions());
}
