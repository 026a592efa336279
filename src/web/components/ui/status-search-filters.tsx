import { useLingui } from '@lingui/react/macro';
import { useListSearchParams, useSearchDraft } from '@web/lib/use-list-search-params';
import { StatusFilterSelect, type StatusFilter } from './filter-select';
import { SearchField } from './search-field';

/**
 * An administrators' list filtered by status and searched (Manage Bookings, Inquiries): both live in
 * the address, where status 'all' and an empty search are no filter and are left out; typing reaches
 * the address once it pauses (useSearchDraft).
 */
export function useStatusSearchList<Status extends string>(filter: StatusFilter<Status>) {
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all', search: '' });
  const status = filter.read(searchParams.get('status'));
  const search = searchParams.get('search') ?? '';
  const [draft, setDraft] = useSearchDraft(search, setFilters);
  return {
    filter,
    /** What the list's endpoint is asked for. */
    params: { status, search, page },
    setPage,
    draft,
    setDraft,
    setStatus: (next: 'all' | Status) => setFilters({ status: next }),
    isFiltered: search !== '' || status !== 'all',
  };
}

type StatusSearchList<Status extends string> = ReturnType<typeof useStatusSearchList<Status>>;

/** The row above such a list: its Status select, then its search box. */
export function StatusSearchFilters<Status extends string>({ list, placeholder }: { list: StatusSearchList<Status>; placeholder: string }) {
  const { t } = useLingui();
  return (
    <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
      <StatusFilterSelect filter={list.filter} value={list.params.status} onChange={list.setStatus} />
      <SearchField label={t`Search`} value={list.draft} onChange={list.setDraft} placeholder={placeholder} />
    </div>
  );
}
