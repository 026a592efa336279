import { Trans, useLingui } from '@lingui/react/macro';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { INVOICE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { Button } from '@web/components/ui/button';
import { EmptyState, PagedListStates } from '@web/components/ui/list-states';
import { Page } from '@web/components/ui/page';
import { useListSearchParams, useSearchDraft } from '@web/lib/use-list-search-params';
import { RECEIVABLES_PAGE_SIZE, receivablesFilterProblems, useReceivables } from '../api/get-receivables';
import { useInvoiceListTexts } from '../components/invoice-list-texts';
import { InvoicesTable } from '../components/invoices-table';
import { ReceivablesFilters, readReceivablesFilter } from '../components/receivables-filters';
import { ReceivablesTotals } from '../components/receivables-totals';

/** The address's filters at their "no filter" values: left out of the address. */
const FILTER_DEFAULTS = { status: 'all', from: '', to: '', search: '' };

/**
 * The search box's text, kept in step with the address both ways: typing reaches the address once it
 * pauses (useSearchDraft), and an address that changes under it (Back, Clear filters, a shared link
 * followed in the same tab) puts its search in the box instead of the box writing its old text back.
 */
function useAddressSearchDraft(search: string, setFilters: Parameters<typeof useSearchDraft>[1]) {
  const [draft, setDraft] = useSearchDraft(search, setFilters);
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search.trim() !== draft.trim()) setDraft(search);
  }
  return [draft, setDraft] as const;
}

/**
 * /admin/invoices (issue #38): the administrators' receivables. Every invoice and credit note, newest
 * first, filtered by status (or everything open), the issue date's period and the trader, with the
 * sums over all that match above the list. Every filter and the page live in the address, so a view
 * can be shared and Back returns to the one before. Refetches when the server says invoices changed.
 */
export function AdminInvoicesPage() {
  const { t } = useLingui();
  const listTexts = useInvoiceListTexts();
  const { searchParams, page, setFilters, setPage } = useListSearchParams(FILTER_DEFAULTS);
  const status = readReceivablesFilter(searchParams.get('status'));
  const from = searchParams.get('from') ?? '';
  const to = searchParams.get('to') ?? '';
  const search = searchParams.get('search') ?? '';
  const [draft, setDraft] = useAddressSearchDraft(search, setFilters);
  const hasFilters = status !== 'all' || from !== '' || to !== '' || search !== '';

  // A period the server would refuse is told beside its fields instead of asked for.
  const problems = receivablesFilterProblems({ status, from, to, search });
  const receivables = useReceivables({ status, from, to, search, page }, problems === null);

  const clearFiltersLink = (
    <Link to={paths.adminInvoices.getHref()} onClick={() => setDraft('')} className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-2 hover:underline">
      <Trans>Clear filters</Trans>
    </Link>
  );

  return (
    <Page title={t`Invoices`} lead={<Trans>Every invoice and credit note issued, newest first, with what is still to be paid.</Trans>}>
      <ReceivablesFilters
        status={status}
        from={from}
        to={to}
        searchDraft={draft}
        errors={problems ?? {}}
        hasFilters={hasFilters}
        onStatusChange={(next) => setFilters({ status: next })}
        onDateChange={(field, value) => setFilters({ [field]: value })}
        onSearchDraftChange={setDraft}
        onSearchSubmit={() => setFilters({ search: draft.trim() }, { replace: true })}
        onClear={() => setDraft('')}
      />

      {problems === null ? (
        <>
          <ReceivablesTotals data={receivables.data} />
          <PagedListStates
            query={receivables}
            texts={listTexts}
            paging={{ page, pageSize: RECEIVABLES_PAGE_SIZE, onPageChange: setPage }}
            empty={
              hasFilters ? (
                <EmptyState icon={FileText} title={t`No invoices match these filters.`} description={t`Try another status, period or search.`} action={clearFiltersLink} />
              ) : (
                <EmptyState icon={FileText} title={INVOICE_MESSAGES.emptyTitle} description={INVOICE_MESSAGES.emptyHint} />
              )
            }
          >
            {(items) => <InvoicesTable invoices={items} caption={t`Invoices and credit notes matching the filters`} layout="receivables" />}
          </PagedListStates>
        </>
      ) : (
        <div className="mt-6 rounded-xl border border-dashed border-line bg-white px-6 py-8 text-center">
          <p className="text-ink">
            <Trans>Correct the period above to see the invoices.</Trans>
          </p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => setFilters({ from: '', to: '' })}>
            <Trans>Clear the period</Trans>
          </Button>
        </div>
      )}
    </Page>
  );
}
