import { Trans, useLingui } from '@lingui/react/macro';
import { Plus, SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can } from '@shared/permissions';
import type { PageFirstRead } from '@web/app/page-first-read';
import { paths } from '@web/app/paths';
import { KEEP_SCROLL_POSITION } from '@web/app/scroll-reset';
import { Button, buttonClassName } from '@web/components/ui/button';
import { useSession } from '@web/features/auth/api/get-session';
import { usePlatformFeatures } from '@web/features/platform/api/get-enabled-features';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { prefetchWarehouses, useWarehouses } from '../api/get-warehouses';
import { ActiveFilters } from '../components/active-filters';
import { ActiveBadge, FilterHeader, FilterPanel } from '../components/filter-panel';
import { FiltersDialog } from '../components/filters-dialog';
import { MapErrorBoundary } from '../components/map-error-boundary';
import { SearchBox } from '../components/search-box';
import { ViewToggle } from '../components/view-toggle';
import { WarehouseResults } from '../components/warehouse-results';
import {
  activeFilterChips,
  browseTotalPages,
  clearFilters,
  describeResults,
  formatWarehouseCount,
  browseDates,
  getFilterValues,
  hasActiveFilters,
  parseBrowseParams,
  removeActiveFilter,
  serializeBrowseParams,
  withFilters,
  type BrowseFilterValues,
  type BrowseParams,
  type ActiveFilterChip,
  type BrowseView,
} from '../lib/browse-params';

// Its own chunk, fetched only when the map is shown: maplibre never weighs on the list.
const WarehouseMap = lazy(() => import('../components/warehouse-map').then((module) => ({ default: module.WarehouseMap })));

function MapFallback() {
  return (
    <div role="status" className="flex h-[60vh] min-h-[22rem] items-center justify-center rounded-lg border border-line bg-surface-muted text-sm text-ink-muted lg:h-[70vh]">
      <Trans>Loading map…</Trans>
    </div>
  );
}

/** A first visit's list, read before the page first renders (the map reads its own pins). */
export const readBrowseFirst: PageFirstRead = (queryClient, { search }) => {
  const params = parseBrowseParams(search);
  return params.view === 'list' ? prefetchWarehouses(queryClient, getFilterValues(params), params.page) : Promise.resolve();
};

/**
 * /m-warehouses: search, filters, and the results as a list or on a map. All of it lives in the
 * URL (see browse-params.ts): a filter change pushes a history entry, so Back undoes it, and a
 * copied address reopens the same search.
 */
export function BrowseWarehousesPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Warehouses`);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const params = useMemo(() => parseBrowseParams(searchParams), [searchParams]);
  const filters = useMemo(() => getFilterValues(params), [params]);
  const { user } = useSession();
  const platform = usePlatformFeatures();
  const reference = useReferenceData();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingId = useId();
  const filtersHeadingId = useId();

  const isMapEnabled = platform.isEnabled('map_view');
  const view: BrowseView = isMapEnabled ? params.view : 'list';
  const warehouses = useWarehouses(filters, params.page, { enabled: view === 'list' });
  const isActive = hasActiveFilters(filters);
  // Made on every render (a few strings): their labels follow a change of language.
  const chips = activeFilterChips(filters, reference.data);
  const canAddWarehouse = can(user, 'warehouse:create');
  // Inquiries are for traders: visitors see the button (it leads through sign-in), other roles do not.
  const canSendInquiry = platform.isEnabled('inquiries') && (!user || can(user, 'inquiry:create'));

  // The address as last written here, or as the router last rendered it (Back, a link): a change
  // builds on it, so two changes before the next render (From, then To at once) both land.
  const latestSearch = useRef(searchParams.toString());
  useEffect(() => {
    latestSearch.current = searchParams.toString();
  }, [searchParams]);
  const current = () => parseBrowseParams(new URLSearchParams(latestSearch.current));

  function update(change: (current: BrowseParams) => BrowseParams, { replace = false }: { replace?: boolean } = {}) {
    const before = current();
    const search = serializeBrowseParams(change(before));
    if (search === serializeBrowseParams(before)) return;
    latestSearch.current = search;
    void navigate({ search: search ? `?${search}` : '' }, { replace, state: KEEP_SCROLL_POSITION });
  }

  function changeFilters(patch: Partial<BrowseFilterValues>) {
    update((now) => withFilters(now, patch));
  }

  function search(text: string) {
    // Refining a search replaces its entry; starting or clearing one adds an entry for Back.
    update((now) => withFilters(now, { q: text }), { replace: Boolean(current().q && text) });
  }

  function clearAll() {
    update(clearFilters);
  }

  // The pressed chip (or Clear all) goes away with its filter: focus moves to the results it
  // changed, not to the page's start.
  function removeFilter(chip: ActiveFilterChip) {
    update((now) => removeActiveFilter(now, chip));
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }

  function clearAllFromChips() {
    clearAll();
    resultsHeadingRef.current?.focus({ preventScroll: true });
  }

  function changeView(next: BrowseView) {
    update((now) => ({ ...now, view: next, selected: next === 'map' ? now.selected : null }));
  }

  function showOnMap(warehouseId: string) {
    update((now) => ({ ...now, view: 'map', selected: warehouseId }));
  }

  function changeSelected(warehouseId: string | null) {
    update((now) => ({ ...now, selected: warehouseId }), { replace: true });
  }

  function changePage(page: number) {
    update((now) => ({ ...now, page }));
    resultsHeadingRef.current?.focus({ preventScroll: true });
    resultsHeadingRef.current?.scrollIntoView({
      block: 'start',
      behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });
  }

  // A page beyond the last (the results shrank meanwhile) shows the last page instead. An empty page is
  // always counted: only a search the server could collect comes back short.
  const data = warehouses.data;
  const lastPage = data?.total ? browseTotalPages(data.total, data.pageSize) : 1;
  const isBeyondLastPage = Boolean(data && !warehouses.isPlaceholderData && data.items.length === 0 && data.total && params.page > lastPage);
  useEffect(() => {
    if (!isBeyondLastPage) return;
    const search = serializeBrowseParams({ ...params, page: lastPage });
    void navigate({ search: search ? `?${search}` : '' }, { replace: true, state: KEEP_SCROLL_POSITION });
  }, [isBeyondLastPage, lastPage, navigate, params]);

  const referenceState = {
    data: reference.data,
    isPending: reference.isPending,
    isError: reference.isError,
    retry: () => void reference.refetch(),
  };
  const count = view === 'list' && data?.total != null ? formatWarehouseCount(data.total) : null;
  const resultsLabel = count !== null ? t`Show ${count}` : t`Show results`;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">
            <Trans>Warehouses</Trans>
          </h1>
          <p role="status" className="mt-1 min-h-6 text-ink-muted">
            {view === 'list' && data ? describeResults(data) : ''}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {isMapEnabled && <ViewToggle view={view} onChange={changeView} />}
          <Button variant="secondary" className="lg:hidden" onClick={() => setIsFiltersOpen(true)} aria-haspopup="dialog">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <Trans>Filters</Trans>
            {isActive && <ActiveBadge />}
          </Button>
          {canAddWarehouse && (
            <Link to={paths.createWarehouse.getHref()} className={buttonClassName('primary', 'md')}>
              <Plus aria-hidden="true" className="size-4" />
              <Trans>Add Warehouse</Trans>
            </Link>
          )}
        </div>
      </div>

      <div className="mt-6 flex">
        <SearchBox value={params.q} onSearch={search} />
      </div>

      <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-labelledby={filtersHeadingId} className="hidden lg:block">
          <FilterHeader isActive={isActive} onClear={clearAll} headingId={filtersHeadingId} />
          <div className="mt-4">
            <FilterPanel filters={filters} reference={referenceState} onChange={changeFilters} />
          </div>
        </aside>

        <section aria-labelledby={resultsHeadingId} className="min-w-0">
          <h2 id={resultsHeadingId} ref={resultsHeadingRef} tabIndex={-1} className="sr-only scroll-mt-24">
            {view === 'map' ? <Trans>Warehouses on the map</Trans> : <Trans>Search results</Trans>}
          </h2>
          <ActiveFilters chips={chips} onRemove={removeFilter} onClearAll={clearAllFromChips} />
          {view === 'map' ? (
            <MapErrorBoundary>
              <Suspense fallback={<MapFallback />}>
                <WarehouseMap filters={filters} selectedId={params.selected} onSelectedChange={changeSelected} />
              </Suspense>
            </MapErrorBoundary>
          ) : (
            <WarehouseResults
              data={data}
              isPending={warehouses.isPending}
              isError={warehouses.isError}
              isPlaceholder={warehouses.isPlaceholderData}
              onRetry={() => void warehouses.refetch()}
              onPageChange={changePage}
              onShowOnMap={isMapEnabled ? showOnMap : undefined}
              canSendInquiry={canSendInquiry}
              hasFilters={isActive}
              onClearFilters={clearAll}
              dates={browseDates(filters)}
            />
          )}
        </section>
      </div>

      <FiltersDialog
        isOpen={isFiltersOpen}
        onClose={() => setIsFiltersOpen(false)}
        isActive={isActive}
        onClear={clearAll}
        resultsLabel={resultsLabel}
      >
        <FilterPanel filters={filters} reference={referenceState} onChange={changeFilters} />
      </FiltersDialog>
    </div>
  );
}
