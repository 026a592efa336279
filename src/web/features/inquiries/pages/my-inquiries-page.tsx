import { ClipboardList, Plus } from 'lucide-react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INQUIRY_MESSAGES } from '@shared/errors';
import { hasAnyRole } from '@shared/roles';
import { INQUIRY_STATUS_LABELS, TRADER_FILTER_STATUSES } from '@shared/statuses/inquiry';
import { paths } from '@web/app/paths';
import { ErrorAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { INQUIRIES_PAGE_SIZE, useInquiries, type InquiryFilter } from '../api/get-inquiries';
import { InquiriesTable } from '../components/inquiries-table';
import { Pagination, readPage } from '@web/components/ui/pagination';

function readFilter(value: string | null): InquiryFilter {
  return (TRADER_FILTER_STATUSES as readonly string[]).includes(value ?? '') ? (value as InquiryFilter) : 'all';
}

export function MyInquiriesPage() {
  useDocumentTitle('Warehouse Inquiries');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  const inquiries = useInquiries({ status, page });
  const { user } = useSession();
  const isCustomer = Boolean(user && hasAnyRole(user.roles, ['customer']));
  const filterId = useId();

  function update(changes: { status?: InquiryFilter; page?: number }) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (changes.status !== undefined) {
        if (changes.status === 'all') next.delete('status');
        else next.set('status', changes.status);
        next.delete('page');
      }
      if (changes.page !== undefined) {
        if (changes.page > 1) next.set('page', String(changes.page));
        else next.delete('page');
      }
      return next;
    });
  }

  const total = inquiries.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / INQUIRIES_PAGE_SIZE));

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Warehouse Inquiries</h1>
          <p className="mt-2 text-ink-muted">Your inquiries for warehouse space and where each of them stands.</p>
        </div>
        {isCustomer && (
          <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md')}>
            <Plus aria-hidden="true" className="size-4" />
            New Inquiry
          </Link>
        )}
      </div>

      <div className="mt-6 w-full sm:max-w-xs">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold text-ink">
          Status
        </label>
        <select
          id={filterId}
          value={status}
          onChange={(event) => update({ status: readFilter(event.target.value) })}
          className={INPUT_CLASS_NAME}
        >
          <option value="all">All Inquiries</option>
          {TRADER_FILTER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {INQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6" aria-busy={inquiries.isFetching || undefined}>
        {inquiries.isPending && <Spinner label="Loading inquiries…" showLabel className="py-12" />}
        {inquiries.isError && (
          <ErrorAlert>
            <p>{INQUIRY_MESSAGES.loadListFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void inquiries.refetch()}>
              Retry
            </Button>
          </ErrorAlert>
        )}
        {inquiries.data && inquiries.data.items.length === 0 && (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <ClipboardList aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 font-semibold text-ink">No inquiries found</p>
            <p className="mt-1 text-sm text-ink-muted">Get started by creating a new inquiry.</p>
            {isCustomer && (
              <Link to={paths.newInquiry.getHref()} className={buttonClassName('primary', 'md', 'mt-4')}>
                <Plus aria-hidden="true" className="size-4" />
                New Inquiry
              </Link>
            )}
          </div>
        )}
        {inquiries.data && inquiries.data.items.length > 0 && <InquiriesTable inquiries={inquiries.data.items} />}
      </div>

      {inquiries.data && (
        <Pagination page={page} pageCount={pageCount} label="Pages of inquiries" onPageChange={(next) => update({ page: next })} />
      )}
    </div>
  );
}
