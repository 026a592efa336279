import type { AddExchangeRateBody, ExchangeRate } from '@shared/contracts/exchange-rates';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { EXCHANGE_RATES_QUERY_ROOT } from '@web/components/display-currency/use-exchange-rates';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { refetchQueries, useBodyMutation } from '@web/lib/use-api-mutation';

// `POST /api/admin/exchange-rates` (administrators): a rate for a currency the ECB does not publish;
// 409 currency_published_by_ecb for one it does. Refreshes the list and every page's rates.

export function useAddExchangeRate() {
  return useBodyMutation<AddExchangeRateBody, ExchangeRate>(
    'POST',
    '/api/admin/exchange-rates',
    refetchQueries([EXCHANGE_RATES_QUERY_ROOT]),
    outcomeNotices({ success: (rate: ExchangeRate) => EXCHANGE_RATE_MESSAGES.rateAdded(rate.currency) }),
  );
}
