import { Trans, useLingui } from '@lingui/react/macro';
import { Banknote } from 'lucide-react';
import { PAYOUT_RUN_MESSAGES } from '@shared/errors';
import { EmptyState, PagedListStates, type ListTexts } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { PAYOUT_RUNS_PAGE_SIZE, usePayoutRuns } from '../api/get-payout-runs';
import { NewPayoutRunPanel } from '../components/new-payout-run-panel';
import { PayoutRunsTable } from '../components/payout-runs-table';

/**
 * /admin/payouts (issue #39, decision 222): the administrators' payout runs. A new run's panel (cut-off,
 * who would be paid, execution date, create after a confirmation) above the runs, newest first, each
 * opening its page with the lines, the bank files and the next step. Refetches when the server says a
 * run changed.
 */
export function AdminPayoutsPage() {
  const { t } = useLingui();
  const listTexts: ListTexts = {
    loadingLabel: t`Loading payout runs…`,
    errorMessage: PAYOUT_RUN_MESSAGES.loadFailed,
    pagesLabel: t`Pages of payout runs`,
  };
  const { page, setPage } = useListSearchParams({});
  const runs = usePayoutRuns(page);

  return (
    <Page title={t`Payouts`} lead={<Trans>Pay owners what traders’ payments made payable to them, by bank transfer files any bank accepts.</Trans>}>
      <NewPayoutRunPanel />

      <section aria-labelledby="payout-runs-heading" className="mt-10">
        <h2 id="payout-runs-heading" className="text-xl font-bold text-ink">
          <Trans>Payout runs</Trans>
        </h2>
        <PagedListStates
          query={runs}
          texts={listTexts}
          paging={{ page, pageSize: PAYOUT_RUNS_PAGE_SIZE, onPageChange: setPage }}
          empty={<EmptyState icon={Banknote} title={t`No payout runs yet.`} description={t`Create the first one above: it pays every owner who is due.`} />}
        >
          {(items) => <PayoutRunsTable runs={items} />}
        </PagedListStates>
      </section>
    </Page>
  );
}
