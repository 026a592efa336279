import { Trans, useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { OWNER_STATEMENT_MESSAGES } from '@shared/errors';
import { formatStatementMonth } from '@shared/owner-statements';
import { RetryAlert } from '@web/components/ui/alert';
import { FilterSelect } from '@web/components/ui/filter-select';
import { EmptyState } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { Spinner } from '@web/components/ui/spinner';
import { useOwnerStatement } from '../api/get-owner-statement';
import { useOwnerStatements } from '../api/get-owner-statements';
import { OwnerStatementView } from '../components/owner-statement-view';
import { StatementFigures } from '../components/statement-figures';

/**
 * /payouts (issue #39, decision 220): a warehouse owner's monthly statements. What is payable now and
 * what awaits the traders' payment at the top, a month picker (newest first, kept in the address as
 * ?month=), and the chosen month's statement with its PDF and CSV.
 */
export function OwnerStatementsPage() {
  const { t } = useLingui();
  const months = useOwnerStatements();
  const [searchParams, setSearchParams] = useSearchParams();
  const items = months.data?.items ?? [];
  const asked = searchParams.get('month');
  const month = items.find((item) => item.month === asked)?.month ?? items[0]?.month ?? null;
  const statement = useOwnerStatement(month);

  return (
    <Page
      title={t`Payouts`}
      lead={
        <Trans>
          What you earn on your warehouses becomes payable when the trader pays the invoice. Each month’s statement lists the invoices settled and the payouts made.
        </Trans>
      }
    >
      <div className="mt-6">
        <StatementFigures
          label={t`Your balance now`}
          figures={[
            { term: t`Payable now`, cents: months.data?.payableCents, emphasis: true, note: (months.data?.payableCents ?? 0) < 0 ? t`Carried to next month` : undefined },
            { term: t`Awaiting traders’ payment`, cents: months.data?.awaitingCents },
          ]}
        />
      </div>

      <div className="mt-6" aria-busy={months.isFetching || statement.isFetching || undefined}>
        {months.isPending && <Spinner label={t`Loading your statements…`} showLabel className="min-h-dvh justify-start py-12" />}
        {months.isError && <RetryAlert message={OWNER_STATEMENT_MESSAGES.loadFailed} onRetry={months.refetch} />}
        {months.data && items.length === 0 && <EmptyState icon={Wallet} title={OWNER_STATEMENT_MESSAGES.emptyTitle} description={OWNER_STATEMENT_MESSAGES.emptyHint} />}
        {month !== null && (
          <>
            <FilterSelect
              label={t`Month`}
              value={month}
              options={items.map((item) => ({ value: item.month, label: formatStatementMonth(item.month) }))}
              onChange={(value) => setSearchParams((current) => {
                const next = new URLSearchParams(current);
                next.set('month', value);
                return next;
              }, { replace: true })}
            />
            {statement.isPending && <Spinner label={t`Loading the statement…`} showLabel className="min-h-dvh justify-start py-12" />}
            {statement.isError && <RetryAlert className="mt-6" message={OWNER_STATEMENT_MESSAGES.loadFailed} onRetry={statement.refetch} />}
            {statement.data && <OwnerStatementView statement={statement.data} />}
          </>
        )}
      </div>
    </Page>
  );
}
