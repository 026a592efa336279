import { useId, type ReactNode, type RefObject } from 'react';
import { errorMessage } from '@web/lib/error-message';
import { RetryAlert } from './alert';
import { Button } from './button';
import type { ListQuery } from './list-states';
import { Spinner } from './spinner';

type RecordListQuery<Item> = Omit<ListQuery<Item>, 'isFetching'> & { error: unknown };

type RecordListSectionProps<Item> = {
  title: ReactNode;
  /** Focus returns here when the form opened in the section closes. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The button beside the heading that opens the section's form; none while it is open or not allowed. */
  action: { label: ReactNode; onClick: () => void } | null;
  /** The form opened in place, above the list. */
  form: ReactNode;
  query: RecordListQuery<Item>;
  /** Said by the spinner while the records load. */
  loadingLabel: string;
  /** Shown, with Retry, when loading fails and the server says nothing to show. */
  loadFailed: string;
  /** The text when there are no records yet. */
  empty: ReactNode;
  /** One record's list item, with its key. */
  children: (item: Item) => ReactNode;
};

/**
 * A section of a booking's page that lists its records, newest first (goods received, goods out,
 * invoices): the heading with its action, the form opened in place under it, then the records'
 * loading, error, empty and filled states.
 */
export function RecordListSection<Item>({ title, headingRef, action, form, query, loadingLabel, loadFailed, empty, children }: RecordListSectionProps<Item>) {
  const headingId = useId();
  const items = query.data?.items ?? [];
  return (
    <section aria-labelledby={headingId} className="panel p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
          {title}
        </h2>
        {action && (
          <Button size="sm" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
      </div>
      {form && <div className="mb-4">{form}</div>}
      {query.isPending ? (
        <Spinner label={loadingLabel} />
      ) : query.isError ? (
        <RetryAlert message={errorMessage(query.error, loadFailed)} onRetry={query.refetch} />
      ) : items.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ul className="space-y-3">{items.map(children)}</ul>
      )}
    </section>
  );
}
