import { Plus, Warehouse } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { OwnerWarehouseRow } from '@shared/contracts/owner-catalogue';
import { duplicateWarehouseName } from '@shared/contracts/warehouses';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Pagination, readPage } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/form-errors';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteOwnerWarehouse } from '../api/delete-owner-warehouse';
import { useDuplicateOwnerWarehouse } from '../api/duplicate-owner-warehouse';
import { OWNER_WAREHOUSES_PAGE_SIZE, useOwnerWarehouses } from '../api/get-owner-warehouses';
import { useSetOwnerWarehouseStatus } from '../api/set-owner-warehouse-status';
import { OwnerWarehousesTable } from '../components/owner-warehouses-table';

const DELETE_WAREHOUSE_TEXT = 'Are you sure you want to delete this warehouse? This action cannot be undone.';

function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const params = new URLSearchParams(current);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  return params;
}

function AddWarehouseLink() {
  return (
    <Link to={paths.createOwnerWarehouse.getHref()} className={buttonClassName('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Warehouse
    </Link>
  );
}

/**
 * /warehouses/dashboard (spec 01 section 2, owner only): the owner's single-space listings with a
 * status switch, Edit, Duplicate and Delete (after the "Delete Warehouse" confirmation).
 */
export function OwnerWarehousesDashboardPage() {
  useDocumentTitle('My Warehouses');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const list = useOwnerWarehouses(page);
  const setStatus = useSetOwnerWarehouseStatus();
  const duplicate = useDuplicateOwnerWarehouse();
  const remove = useDeleteOwnerWarehouse();

  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<OwnerWarehouseRow | null>(null);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? OWNER_WAREHOUSES_PAGE_SIZE)));

  // The last row of the last page was deleted (or the address named a page beyond the end).
  const isPastEnd = Boolean(list.data && !list.isPlaceholderData && list.data.items.length === 0 && page > 1);
  useEffect(() => {
    if (isPastEnd) setSearchParams((current) => withPage(current, pageCount), { replace: true });
  }, [isPastEnd, pageCount, setSearchParams]);

  const busyId =
    (setStatus.isPending ? setStatus.variables?.id : undefined) ??
    (duplicate.isPending ? duplicate.variables : undefined) ??
    (remove.isPending ? remove.variables : undefined) ??
    null;

  function clearMessages() {
    setActionError(null);
    setNotice(null);
  }

  function toggleActive(row: OwnerWarehouseRow, isActive: boolean) {
    clearMessages();
    setStatus.mutate(
      { id: row.id, isActive },
      {
        onSuccess: () => setNotice(`${row.name} is now ${isActive ? 'active and visible to users' : 'inactive and hidden from users'}.`),
        onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.updateFailed)),
      },
    );
  }

  function duplicateRow(row: OwnerWarehouseRow) {
    clearMessages();
    duplicate.mutate(row.id, {
      onSuccess: () => setNotice(`A copy of ${row.name} was created as “${duplicateWarehouseName(row.name)}”.`),
      onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.anError)),
    });
  }

  function openDelete(row: OwnerWarehouseRow) {
    clearMessages();
    remove.reset();
    setStatus.reset();
    setToDelete(row);
  }

  function closeDelete() {
    setToDelete(null);
    remove.reset();
  }

  function confirmDelete() {
    if (!toDelete) return;
    const row = toDelete;
    remove.mutate(row.id, {
      onSuccess: () => {
        setToDelete(null);
        setNotice(`${row.name} was deleted.`);
      },
    });
  }

  function deactivateInstead() {
    if (!toDelete) return;
    const row = toDelete;
    setStatus.mutate(
      { id: row.id, isActive: false },
      {
        onSuccess: () => {
          closeDelete();
          setNotice(`${row.name} is now inactive and hidden from users.`);
        },
      },
    );
  }

  // 409: inquiries use the warehouse; hiding it is what the owner can do instead.
  const isInUse = isApiError(remove.error) && remove.error.status === 409;
  const deleteError = remove.isError ? (
    <>
      <p>{errorMessage(remove.error, WAREHOUSE_MESSAGES.anError)}</p>
      {isInUse && toDelete?.isActive && (
        <Button variant="secondary" size="sm" className="mt-3" disabled={setStatus.isPending} onClick={deactivateInstead}>
          {setStatus.isPending ? 'Deactivating...' : 'Deactivate instead'}
        </Button>
      )}
      {setStatus.isError && <p className="mt-2">{errorMessage(setStatus.error, WAREHOUSE_MESSAGES.updateFailed)}</p>}
    </>
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">My Warehouses</h1>
          <p className="mt-2 text-ink-muted">Your single-space listings: one size and one price per m² each.</p>
        </div>
        <AddWarehouseLink />
      </div>

      <div className="mt-6 space-y-4">
        <ErrorAlert>{actionError}</ErrorAlert>
        <StatusMessage>{notice}</StatusMessage>
      </div>

      <div className="mt-4">
        {list.isPending ? (
          <Spinner label="Loading your warehouses…" showLabel className="py-16" />
        ) : list.isError && !list.data ? (
          <ErrorAlert>
            <p>{WAREHOUSE_MESSAGES.loadManyFailed}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </ErrorAlert>
        ) : list.data.items.length === 0 && page === 1 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
            <Warehouse aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="mt-4 text-lg font-semibold text-ink">You have not listed any warehouses yet</p>
            <p className="mt-1 mb-6 text-sm text-ink-muted">Add your first warehouse to make its space available to traders.</p>
            <AddWarehouseLink />
          </div>
        ) : (
          <>
            <OwnerWarehousesTable
              rows={list.data.items}
              busyId={busyId}
              onToggleActive={toggleActive}
              onDuplicate={duplicateRow}
              onDelete={openDelete}
            />
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              label="Pages of warehouses"
              onPageChange={(next) => setSearchParams((current) => withPage(current, next))}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete Warehouse"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        isPending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      >
        {DELETE_WAREHOUSE_TEXT}
      </ConfirmDialog>
    </div>
  );
}
