import { Trans, useLingui } from '@lingui/react/macro';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminListingRequestRow } from '@shared/contracts/listing-requests';
import { LISTING_REQUEST_MESSAGES, requestApprovedMessage, WAREHOUSE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { canListingRequest, LISTING_REQUEST_STATUS_LABELS, LISTING_REQUEST_STATUSES } from '@shared/statuses/listing-request';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { StatusFilterSelect, statusFilterOf } from '@web/components/ui/filter-select';
import { EmptyState, ListStates } from '@web/components/ui/list-states';
import { Modal } from '@web/components/ui/modal';
import { Page } from '@web/components/ui/page';
import { ListPagination } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { errorMessage } from '@web/lib/error-message';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { useApproveListingRequest } from '../api/approve-listing-request';
import { useAdminListingRequest } from '../api/get-admin-listing-request';
import { ADMIN_LISTING_REQUESTS_PAGE_SIZE, useAdminListingRequests } from '../api/get-admin-listing-requests';
import { useRejectListingRequest } from '../api/reject-listing-request';
import { AdminListingRequestsTable } from '../components/admin-listing-requests-table';
import { RejectListingRequestDialog } from '../components/reject-listing-request-dialog';
import { ListingRequestDetails } from '../components/listing-request-details';

const STATUS_FILTER = statusFilterOf(LISTING_REQUEST_STATUSES, LISTING_REQUEST_STATUS_LABELS);

type Target = { id: string; name: string };

/**
 * The spec's approval message ("Warehouse request approved successfully. Warehouse ID: {id}") with the id
 * a link to the new warehouse, and the warehouse by name beside it: the next step is a click, not a copied id.
 */
function ApprovedNotice({ warehouseId, warehouseName }: { warehouseId: string; warehouseName: string }) {
  const href = paths.warehouse.getHref(warehouseId);
  return (
    <>
      <p>
        {requestApprovedMessage('')}
        <Link to={href} className="font-mono underline underline-offset-2">
          {warehouseId}
        </Link>
      </p>
      <p className="mt-1">
        <Link to={href} className="font-semibold underline underline-offset-2">
          <Trans>View warehouse {warehouseName}</Trans>
        </Link>
      </p>
    </>
  );
}

/** /admin/warehouse-requests (administrator): review listing requests, approve or reject the submitted ones. */
export function AdminListingRequestsPage() {
  const { t } = useLingui();
  const { searchParams, page, setFilters, setPage } = useListSearchParams({ status: 'all' });
  const status = STATUS_FILTER.read(searchParams.get('status'));
  const requests = useAdminListingRequests({ status, page });
  const [viewId, setViewId] = useState<string | null>(null);
  const details = useAdminListingRequest(viewId);
  const approve = useApproveListingRequest();
  const reject = useRejectListingRequest();
  const [rejecting, setRejecting] = useState<Target | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  // Approval's outcome stays on the page, with links to the new warehouse (a notice would leave by itself).
  const [approved, setApproved] = useState<{ warehouseId: string; warehouseName: string } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  function runApprove(target: Target) {
    setActionError(null);
    setApproved(null);
    approve.mutate(target.id, {
      onSuccess: (result) => {
        setApproved({ warehouseId: result.warehouseId, warehouseName: result.request.name || target.name });
        setViewId(null);
      },
      onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.requestApproveFailed)),
    });
  }

  function runReject(reason: string) {
    if (!rejecting) return;
    setActionError(null);
    setRejectError(null);
    reject.mutate(
      { id: rejecting.id, reason },
      {
        onSuccess: () => {
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
  const toTarget = (row: Pick<AdminListingRequestRow, 'id' | 'name'>): Target => ({ id: row.id, name: row.name });
  const busyId = approve.isPending ? (approve.variables ?? null) : null;
  const shown = details.data;
  const shownName = shown ? shown.name || t`Untitled` : '';

  return (
    <Page title={t`Warehouse Requests`} lead={<Trans>Requests to list a warehouse. Approve a submitted request to publish it, or reject it with a reason.</Trans>}>
      <StatusFilterSelect filter={STATUS_FILTER} className="mt-6" value={status} onChange={(next) => setFilters({ status: next })} />

      <StatusMessage className="mt-6">
        {approved && <ApprovedNotice warehouseId={approved.warehouseId} warehouseName={approved.warehouseName || t`Untitled`} />}
      </StatusMessage>
      <ErrorAlert className="mt-6">{actionError}</ErrorAlert>

      <ListStates
        query={requests}
        loadingLabel={t`Loading warehouse requests…`}
        errorMessage={WAREHOUSE_MESSAGES.requestsLoadFailed}
        empty={<EmptyState icon={ClipboardList} title={LISTING_REQUEST_MESSAGES.emptyList} />}
      >
        {(items) => (
          <AdminListingRequestsTable
            requests={items}
            busyId={busyId}
            onView={setViewId}
            onApprove={(row) => runApprove(toTarget(row))}
            onReject={(row) => openReject(toTarget(row))}
          />
        )}
      </ListStates>
      <ListPagination data={requests.data} pageSize={ADMIN_LISTING_REQUESTS_PAGE_SIZE} page={page} label={t`Pages of warehouse requests`} onPageChange={setPage} />

      <Modal
        isOpen={viewId !== null && rejecting === null}
        title={shown ? t`Warehouse Request: ${shownName}` : t`Warehouse Request`}
        onClose={() => setViewId(null)}
        footer={
          shown && canListingRequest('approve', shown.status) ? (
            <>
              <Button variant="danger" disabled={approve.isPending} onClick={() => openReject(toTarget(shown))}>
                <Trans>Reject</Trans>
              </Button>
              <Button disabled={approve.isPending} onClick={() => runApprove(toTarget(shown))}>
                {approve.isPending ? <Trans>Approving...</Trans> : <Trans>Approve</Trans>}
              </Button>
            </>
          ) : undefined
        }
      >
        {details.isPending && <Spinner label={t`Loading the request…`} showLabel className="py-8" />}
        {details.isError && <ErrorAlert>{WAREHOUSE_MESSAGES.requestDetailsFailed}</ErrorAlert>}
        {shown && <ListingRequestDetails request={shown} />}
        {actionError && viewId !== null && <ErrorAlert className="mt-4">{actionError}</ErrorAlert>}
      </Modal>

      <RejectListingRequestDialog
        key={rejecting?.id ?? 'none'}
        requestName={rejecting ? rejecting.name : null}
        isPending={reject.isPending}
        error={rejectError}
        onConfirm={runReject}
        onCancel={() => setRejecting(null)}
      />
    </Page>
  );
}
