import { ClipboardList } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminWarehouseRequestRow, WAREHOUSE_REQUEST_MESSAGES } from '@shared/contracts/warehouse-requests';
import { requestApprovedMessage, WAREHOUSE_MESSAGES } from '@shared/errors';
import { canWarehouseRequest, WAREHOUSE_REQUEST_STATUS_LABELS, WAREHOUSE_REQUEST_STATUSES } from '@shared/statuses/warehouse-request';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { INPUT_CLASS_NAME } from '@web/components/ui/form-field';
import { Modal } from '@web/components/ui/modal';
import { Pagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/form-errors';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useApproveWarehouseRequest } from '../api/approve-warehouse-request';
import { useAdminWarehouseRequest } from '../api/get-admin-warehouse-request';
import {
  ADMIN_WAREHOUSE_REQUESTS_PAGE_SIZE,
  type AdminWarehouseRequestFilter,
  useAdminWarehouseRequests,
} from '../api/get-admin-warehouse-requests';
import { useRejectWarehouseRequest } from '../api/reject-warehouse-request';
import { AdminRequestsTable } from '../components/admin-requests-table';
import { RejectRequestDialog } from '../components/reject-request-dialog';
import { RequestDetails } from '../components/request-details';

function readFilter(value: string | null): AdminWarehouseRequestFilter {
  return (WAREHOUSE_REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as AdminWarehouseRequestFilter) : 'all';
}

type Target = { id: string; name: string };

/** /admin/warehouse-requests (administrator): review listing requests, approve or reject the submitted ones. */
export function AdminWarehouseRequestsPage() {
  useDocumentTitle('Warehouse Requests');
  const [searchParams, setSearchParams] = useSearchParams();
  const status = readFilter(searchParams.get('status'));
  const page = readPage(searchParams.get('page'));
  const requests = useAdminWarehouseRequests({ status, page });
  const filterId = useId();
  const [viewId, setViewId] = useState<string | null>(null);
  const details = useAdminWarehouseRequest(viewId);
  const approve = useApproveWarehouseRequest();
  const reject = useRejectWarehouseRequest();
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  function update(changes: { status?: AdminWarehouseRequestFilter; page?: number }) {
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

  function runApprove(target: Target) {
    setNotice(null);
    setActionError(null);
    approve.mutate(target.id, {
      onSuccess: (result) => {
        setNotice(requestApprovedMessage(result.warehouseId));
        setViewId(null);
      },
      onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.requestApproveFailed)),
    });
  }

  function runReject(reason: string) {
    if (!rejecting) return;
    setNotice(null);
    setActionError(null);
    setRejectError(null);
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
          setNotice(WAREHOUSE_MESSAGES.requestRejected);
          setRejecting(null);
          setViewId(null);
        },
        onError: (error) => setRejectError(errorMessage(error, WAREHOUSE_MESSAGES.requestRejectFailed)),
      },
    );
  }

  const openReject = (target: Target) => {
    setRejectError(null);
    setRejecting(target);
  };
  const toTarget = (row: Pick<AdminWarehouseRequestRow, 'id' | 'name'>): Target => ({ id: row.id, name: row.name });
  const busyId = approve.isPending ? (approve.variables ?? null) : null;
  const total = requests.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_WAREHOUSE_REQUESTS_PAGE_SIZE));
  const shown = details.data;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Warehouse Requests</h1>
      <p className="mt-2 text-ink-muted">Requests to list a warehouse. Approve a submitted request to publish it, or reject it with a reason.</p>

      <div className="mt-6 w-full sm:max-w-xs">
        <label htmlFor={filterId} className="mb-1.5 block text-sm font-semibold text-ink">
          Status
        </label>
        <select id={filterId} value={status} onChange={(event) => update({ status: readFilter(event.target.value) })} className={INPUT_CLASS_NAME}>
          <option value="all">All</option>
          {WAREHOUSE_REQUEST_STATUSES.map((value) => (
            <option key={value} value={value}>
              {WAREHOUSE_REQUEST_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      <StatusMessage className="mt-6">{notice}</StatusMessage>
      <ErrorAlert className="mt-4">{actionError}</ErrorAlert>

      <div className="mt-6" aria-busy={requests.isFetching || undefined}>
        {requests.isPending && <Spinner label="Loading warehouse requests…" showLabel className="py-12" />}
        {requests.isError && (
          <ErrorAlert>
            <p>{WAREHOUSE_MESSAGES.requestsLoadFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void requests.refetch()}>
              Retry
            </Button>
          </ErrorAlert>
        )}
        {requests.data && requests.data.items.length === 0 && (
          <div className="rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
            <ClipboardList aria-hidden="true" className="mx-auto size-10 text-ink-muted" />
            <p className="mt-3 font-semibold text-ink">{WAREHOUSE_REQUEST_MESSAGES.emptyList}</p>
          </div>
        )}
        {requests.data && requests.data.items.length > 0 && (
          <AdminRequestsTable
            requests={requests.data.items}
            busyId={busyId}
            onView={setViewId}
            onApprove={(row) => runApprove(toTarget(row))}
            onReject={(row) => openReject(toTarget(row))}
          />
        )}
      </div>
      {requests.data && <Pagination page={page} pageCount={pageCount} label="Pages of warehouse requests" onPageChange={(next) => update({ page: next })} />}

      <Modal
        isOpen={viewId !== null && rejecting === null}
        title={shown ? `Warehouse Request: ${shown.name || 'Untitled'}` : 'Warehouse Request'}
        onClose={() => setViewId(null)}
        footer={
          shown && canWarehouseRequest('approve', shown.status) ? (
            <>
              <Button variant="danger" disabled={approve.isPending} onClick={() => openReject(toTarget(shown))}>
                Reject
              </Button>
              <Button disabled={approve.isPending} onClick={() => runApprove(toTarget(shown))}>
                {approve.isPending ? 'Approving...' : 'Approve'}
              </Button>
            </>
          ) : undefined
        }
      >
        {details.isPending && <Spinner label="Loading the request…" showLabel className="py-8" />}
        {details.isError && <ErrorAlert>{WAREHOUSE_MESSAGES.requestDetailsFailed}</ErrorAlert>}
        {shown && <RequestDetails request={shown} />}
        {actionError && viewId !== null && <ErrorAlert className="mt-4">{actionError}</ErrorAlert>}
      </Modal>

      <RejectRequestDialog
        key={rejecting?.id ?? 'none'}
        requestName={rejecting ? rejecting.name : null}
        isPending={reject.isPending}
        error={rejectError}
        onConfirm={runReject}
        onCancel={() => setRejecting(null)}
      />
    </div>
  );
}
