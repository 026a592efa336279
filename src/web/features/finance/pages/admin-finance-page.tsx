import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@shared/dates';
import { RetryAlert } from '@web/components/ui/alert';
import { Page } from '@web/components/ui/page';
import { Spinner } from '@web/components/ui/spinner';
import { useFinanceOverview } from '../api/get-finance-overview';
import { PayablesSection } from '../components/payables-section';
import { ReceivablesSection } from '../components/receivables-section';
import { RevenueSection } from '../components/revenue-section';
import { VatSection } from '../components/vat-section';
import { FINANCE_MESSAGES } from '@shared/errors';


/**
 * /admin/finance (issue #39, decision 223): receivables with aging, VAT per rate and month, payables
 * to owners and platform revenue per month, each with its CSV. Every figure is read from the ledger,
 * so it agrees with the owners' statements and the payout runs.
 */
export function AdminFinancePage() {
  const { t } = useLingui();
  const overview = useFinanceOverview();
  const asOf = overview.data ? formatDate(overview.data.asOf) : null;
  return (
    <Page
      title={t`Finance`}
      lead={
        asOf === null ? (
          <Trans>What traders owe, the VAT collected, what owners are owed and the platform's revenue, from the ledger.</Trans>
        ) : (
          <Trans>What traders owe, the VAT collected, what owners are owed and the platform's revenue, from the ledger, as of {asOf}.</Trans>
        )
      }
    >
      <div aria-busy={overview.isFetching || undefined}>
        {overview.isPending && <Spinner label={t`Loading the finance overview…`} showLabel className="min-h-dvh justify-start py-12" />}
        {overview.isError && <RetryAlert className="mt-6" message={FINANCE_MESSAGES.loadFailed} onRetry={() => void overview.refetch()} />}
        {overview.data && (
          <>
            <ReceivablesSection receivables={overview.data.receivables} asOf={overview.data.asOf} />
            <VatSection vat={overview.data.vat} />
            <PayablesSection payables={overview.data.payables} />
            <RevenueSection revenue={overview.data.revenue} />
          </>
        )}
      </div>
    </Page>
  );
}
