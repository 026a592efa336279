import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readPage } from '@web/components/ui/pagination';

type ListParamChanges = {
  /** Filters to set; one at its default value is left out of the address. */
  filters?: Record<string, string | undefined>;
  page?: number;
};

/**
 * `current` with the changes: a filter at its default is removed and any filter change goes back to
 * the first page; page 1 is left out of the address too. Other parameters stay as they are.
 */
export function withListParams(current: URLSearchParams, { filters, page }: ListParamChanges, defaults: Record<string, string> = {}): URLSearchParams {
  const next = new URLSearchParams(current);
  if (filters) {
    for (const [name, value] of Object.entries(filters)) {
      if (value === undefined) continue;
      if (value === (defaults[name] ?? '')) next.delete(name);
      else next.set(name, value);
    }
    next.delete('page');
  }
  if (page !== undefined) {
    if (page > 1) next.set('page', String(page));
    else next.delete('page');
  }
  return next;
}

type NavigateOptions = { replace?: boolean };

/**
 * A list screen's filters and page, kept in the address bar so Back and a shared link return to the
 * same view. `defaults` names each filter's "no filter" value (status 'all', search ''); a filter
 * at its default is left out of the address. Read once: the defaults of a screen never change, so
 * the setters keep their identity and can sit in an effect's dependencies.
 */
export function useListSearchParams<Filters extends Record<string, string>>(initialDefaults: Filters = {} as Filters) {
  const [defaults] = useState(initialDefaults);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));

  const setFilters = useCallback(
    (filters: Partial<Filters>, options?: NavigateOptions) =>
      setSearchParams((current) => withListParams(current, { filters }, defaults), options),
    [setSearchParams, defaults],
  );

  const setPage = useCallback(
    (next: number, options?: NavigateOptions) => setSearchParams((current) => withListParams(current, { page: next }, defaults), options),
    [setSearchParams, defaults],
  );

  return { searchParams, page, setFilters, setPage };
}

/** How long typing must pause before a list's search reaches the address bar (and the server). */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list's search box: what is typed shows at once, and `setFilters({ search })` follows once typing
 * pauses, trimmed, replacing the history entry instead of adding one per pause. `search` is the
 * search in the address bar.
 */
export function useSearchDraft(search: string, setFilters: (filters: { search: string }, options: NavigateOptions) => void) {
  const [draft, setDraft] = useState(search);
  const setFiltersRef = useRef(setFilters);
  useEffect(() => {
    setFiltersRef.current = setFilters;
  });
  useEffect(() => {
    if (draft.trim() === search.trim()) return;
    const timer = window.setTimeout(() => setFiltersRef.current({ search: draft.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search]);
  return [draft, setDraft] as const;
}

/**
 * What a list screen asks its endpoint for: its filters, the search trimmed (and left out when blank,
 * so "  " finds everything, as an empty box does), the page and how many rows a page holds.
 */
export function listQuery<Params extends { search: string; page: number }>({ search, page, ...filters }: Params, pageSize: number) {
  return { ...filters, search: search.trim() || undefined, page, pageSize };
}
