import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddExchangeRateBody, ExchangeRate } from '@shared/contracts/exchange-rates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { EXCHANGE_RATES_QUERY_ROOT } from '@web/components/display-currency/use-exchange-rates';
import { apiRequest } from '@web/lib/api-client';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `POST /api/admin/exchange-rates` (administrators): a rate for a currency the ECB does not publish;
// 409 currency_published_by_ecb for one it does. Refreshes the list and every page's rates.

function addExchangeRate(body: AddExchangeRateBody): Promise<ExchangeRate> {
  return apiRequest<ExchangeRate>('POST', '/api/admin/exchange-rates', { body });
}

export function useAddExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addExchangeRate,
    meta: outcomeNotices({ success: (rate: ExchangeRate) => EXCHANGE_RATE_MESSAGES.rateAdded(rate.currency) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_QUERY_ROOT] }),
  });
}
