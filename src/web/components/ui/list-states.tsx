import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { RetryAlert } from './alert';
import { ListPagination } from './pagination';
import { Spinner } from './spinner';

/** What a list's states read of its query (a TanStack Query result of a page of `items`). */
export type ListQuery<Item> = {
  data?: { items: Item[] } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
};

type ListStatesProps<Item> = {
  /** The list's query (a page of `items`). */
  query: ListQuery<Item>;
  /** Said by the spinner while the first answer is awaited. */
  loadingLabel: string;
  /** Shown, with Retry, when loading fails. */
  errorMessage: string;
  /** Shown when the answer holds no items. */
  empty: ReactNode;
  /** The items, when there are any. */
  children: (items: Item[]) => ReactNode;
};

/**
 * A list's loading, error, empty and filled states. While a refetch runs (another page or filter)
 * the region is marked busy and keeps showing what it has.
 */
export function ListStates<Item>({ query, loadingLabel, errorMessage, empty, children }: ListStatesProps<Item>) {
  return (
    <div className="mt-6" aria-busy={query.isFetching || undefined}>
      {/* A screen tall while the first answer is awaited: whatever follows the list waits below the
          fold instead of being pushed down in view when the rows arrive (a layout shift). */}
      {query.isPending && <Spinner label={loadingLabel} showLabel className="min-h-dvh justify-start py-12" />}
      {query.isError && <RetryAlert message={errorMessage} onRetry={query.refetch} />}
      {query.data && query.data.items.length === 0 && empty}
      {query.data && query.data.items.length > 0 && children(query.data.items)}
    </div>
  );
}

/** What every screen listing one kind of record says of it (bookings, inquiries): one constant per kind. */
export type ListTexts = {
  /** Said by the spinner while the first answer is awaited. */
  loadingLabel: string;
  /** Shown, with Retry, when loading fails. */
  errorMessage: string;
  /** The name of the navigation between its pages. */
  pagesLabel: string;
};

/**
 * A kind's list texts in the language shown: the spinner's and the pages' labels as descriptors
 * (`msg`), the error as its catalogue text (each feature's `use…ListTexts`).
 */
export function useListTexts(loadingLabel: MessageDescriptor, errorMessage: string, pagesLabel: MessageDescriptor): ListTexts {
  const { i18n } = useLingui();
  return { loadingLabel: i18n._(loadingLabel), errorMessage, pagesLabel: i18n._(pagesLabel) };
}

type PagedListStatesProps<Item> = Pick<ListStatesProps<Item>, 'empty' | 'children'> & {
  query: ListQuery<Item> & { data?: { items: Item[]; total: number } | undefined };
  texts: ListTexts;
  /** Which page is shown, of how many rows, and what choosing another does. */
  paging: { page: number; pageSize: number; onPageChange: (page: number) => void };
};

/** A paged list: its loading, error, empty and filled states (ListStates), then the links to its other pages. */
export function PagedListStates<Item>({ query, texts, paging, empty, children }: PagedListStatesProps<Item>) {
  return (
    <>
      <ListStates query={query} loadingLabel={texts.loadingLabel} errorMessage={texts.errorMessage} empty={empty}>
        {children}
      </ListStates>
      <ListPagination data={query.data} label={texts.pagesLabel} {...paging} />
    </>
  );
}

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description?: ReactNode;
  /** A link or button under the text (what to do next). */
  action?: ReactNode;
};

/** What an empty list shows: an icon, what is missing, and what to do about it. */
export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
      <Icon aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
      <p className="mt-3 font-semibold text-ink">{title}</p>
      {description && <p className="mt-1 text-sm text-ink-muted">{description}</p>}
      {action}
    </div>
  );
}
