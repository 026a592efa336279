import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { RECEIVABLES_FILTERS, type ReceivablesFilter } from '@shared/contracts/invoices';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shared/statuses/invoice';
import { paths } from '@web/app/paths';
import { FilterSelect } from '@web/components/ui/filter-select';
import { TextField } from '@web/components/ui/form-field';
import { ROW_LINK } from '@web/components/ui/list-columns';
import { SearchField } from '@web/components/ui/search-field';

/** The status an address names; anything else (none, an old or made-up value) is every document. */
export function readReceivablesFilter(value: string | null): ReceivablesFilter {
  return (RECEIVABLES_FILTERS as readonly string[]).includes(value ?? '') ? (value as ReceivablesFilter) : 'all';
}

type ReceivablesFiltersProps = {
  status: ReceivablesFilter;
  from: string;
  to: string;
  /** The search box as typed (it reaches the address once typing pauses). */
  searchDraft: string;
  /** Problems of the period, beside its fields (the contract's texts). */
  errors: { from?: string | undefined; to?: string | undefined };
  hasFilters: boolean;
  onStatusChange: (status: ReceivablesFilter) => void;
  onDateChange: (field: 'from' | 'to', value: string) => void;
  onSearchDraftChange: (value: string) => void;
  /** Enter in the search box: the search at once, without waiting for the pause. */
  onSearchSubmit: () => void;
  onClear: () => void;
};

/**
 * The receivables' filters: status (or everything open), the issue date's period and the trader
 * (name, email, company or the document's number). What they hold lives in the address; this only
 * draws them and says what changed.
 */
export function ReceivablesFilters(props: ReceivablesFiltersProps) {
  const { t } = useLingui();
  const { status, from, to, searchDraft, errors, hasFilters } = props;
  // Every status of the receivables' filter, with what the select says of it.
  const statusOptions = RECEIVABLES_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t`All` : value === 'open' ? t`Open (not fully paid)` : INVOICE_STATUS_LABELS[value as InvoiceStatus],
  }));
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onSearchSubmit();
  }
  return (
    <form role="search" aria-label={t`Filter invoices`} onSubmit={submit} className="mt-6">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,11rem)_minmax(0,11rem)_minmax(0,1.4fr)] lg:items-start">
        <FilterSelect label={t`Status`} className="sm:max-w-none" value={status} options={statusOptions} onChange={(next) => props.onStatusChange(readReceivablesFilter(next))} />
        <TextField label={t`Issued from`} type="date" value={from} error={errors.from} onChange={(event) => props.onDateChange('from', event.target.value)} />
        <TextField label={t`Issued until`} type="date" value={to} min={from || undefined} error={errors.to} onChange={(event) => props.onDateChange('to', event.target.value)} />
        <SearchField label={t`Search`} value={searchDraft} onChange={props.onSearchDraftChange} placeholder={t`Trader, company or number`} />
      </div>
      {hasFilters && (
        <p className="mt-3">
          <Link to={paths.adminInvoices.getHref()} onClick={props.onClear} className={`${ROW_LINK} inline-flex min-h-11 items-center`}>
            <Trans>Clear filters</Trans>
          </Link>
        </p>
      )}
    </form>
  );
}
