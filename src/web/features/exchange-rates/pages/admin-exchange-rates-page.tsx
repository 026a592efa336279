import { Trans, useLingui } from '@lingui/react/macro';
import { Coins } from 'lucide-react';
import { EXCHANGE_RATE_MESSAGES } from '@shared/errors';
import { RetryAlert } from '@web/components/ui/alert';
import { EmptyState } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { Spinner } from '@web/components/ui/spinner';
import { useAdminExchangeRates } from '../api/get-admin-exchange-rates';
import { AddExchangeRateForm } from '../components/add-exchange-rate-form';
import { ExchangeRatesTable } from '../components/exchange-rates-table';
import { FeedStatus } from '../components/feed-status';

/**
 * /admin/exchange-rates (issue #40, decision 226): the rates behind the approximate amounts visitors
 * see in their display currency. The ECB's come from its daily feed, whose state is said above them;
 * an administrator adds a rate for a currency the ECB does not publish.
 */
export function AdminExchangeRatesPage() {
  const { t } = useLingui();
  const rates = useAdminExchangeRates();

  return (
    <Page
      title={t`Exchange Rates`}
      lead={
        <Trans>
          Prices stay in euros. A visitor who chooses another currency in the footer sees an approximate amount beside each price, at the newest rate here.
        </Trans>
      }
    >
      <section aria-labelledby="add-rate-heading" className="mt-10 panel p-6">
        <h2 id="add-rate-heading" className="text-xl font-bold text-ink">
          <Trans>Add a rate</Trans>
        </h2>
        <p className="mt-1 mb-4 text-sm text-ink-muted">
          <Trans>For a currency the European Central Bank does not publish, such as the naira (NGN) or the shilling (KES).</Trans>
        </p>
        <AddExchangeRateForm />
      </section>

      <section aria-labelledby="rates-heading" className="mt-10">
        <h2 id="rates-heading" className="text-xl font-bold text-ink">
          <Trans>Rates in use</Trans>
        </h2>
        <div aria-busy={rates.isFetching || undefined}>
          {rates.isPending && <Spinner label={t`Loading the exchange rates…`} showLabel className="min-h-dvh justify-start py-12" />}
          {rates.isError && <RetryAlert className="mt-6" message={EXCHANGE_RATE_MESSAGES.loadFailed} onRetry={() => void rates.refetch()} />}
          {rates.data && (
            <>
              <FeedStatus feed={rates.data.feed} />
              <div className="mt-6">
                {rates.data.rates.length === 0 ? <EmptyState icon={Coins} title={EXCHANGE_RATE_MESSAGES.noRates} /> : <ExchangeRatesTable rates={rates.data.rates} />}
              </div>
            </>
          )}
        </div>
      </section>
    </Page>
  );
}
