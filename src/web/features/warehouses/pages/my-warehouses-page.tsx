import { ChevronLeft, ChevronRight, Plus, Warehouse } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { ErrorAlert, StatusMessage } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/features/auth/api/get-session';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/form-errors';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useDuplicateWarehouse } from '../api/duplicate-warehouse';
import { MY_WAREHOUSES_PAGE_SIZE, useMyWarehouses } from '../api/get-my-warehouses';
import { useSetWarehouseStatus } from '../api/set-warehouse-status';
import { MyWarehousesList, type MyWarehouseRow } from '../components/my-warehouses/my-warehouses-list';

const DELETE_WAREHOUSE_TEXT = 'Are you sure you want to delete this warehouse? This action cannot be undone.';

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function withPage(current: URLSearchParams, page: number): URLSearchParams {
  const params = new URLSearchParams(current);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  return params;
}

function AddWarehouseLink() {
  return (
    <Link to={paths.createWarehouse.getHref()} className={buttonClassName('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      Add Warehouse
    </Link>
  );
}

/**
 * /m-warehouses/dashboard (spec 01 section 2): the owner's warehouses (every warehouse for an
 * administrator) with a status switch, Edit, Duplicate and Delete. The page number lives in the
 * address bar, so Back returns to the same page.
 */
export function MyWarehousesPage() {
  useDocumentTitle('My Warehouses');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const { user } = useSession();
  const isAdministrator = user?.roles.includes('administrator') ?? false;
  const list = useMyWarehouses({ page });

  const setStatus = useSetWarehouseStatus();
  const duplicate = useDuplicateWarehouse();
  const remove = useDeleteWarehouse();

  const [actionError, setActionError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<MyWarehouseRow | null>(null);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / (list.data?.pageSize ?? MY_WAREHOUSES_PAGE_SIZE)));

  function goToPage(next: number) {
    setSearchParams((current) => withPage(current, next));
  }

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

  function toggleActive(row: MyWarehouseRow, isActive: boolean) {
    setActionError(null);
    setNotice(null);
    setStatus.mutate(
      { id: row.id, isActive },
      {
        onSuccess: () => setNotice(`${row.name} is now ${isActive ? 'active and visible to users' : 'inactive and hidden from users'}.`),
        onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.updateFailed)),
      },
    );
  }

  function duplicateRow(row: MyWarehouseRow) {
    setActionError(null);
    setNotice(null);
    duplicate.mutate(row.id, {
      onSuccess: () => setNotice(`A copy of ${row.name} was created as “${row.name} (Copy)”.`),
      onError: (error) => setActionError(errorMessage(error, WAREHOUSE_MESSAGES.anError)),
    });
  }

  function openDelete(row: MyWarehouseRow) {
    setActionError(null);
    setNotice(null);
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

  // 409: inquiries or bookings use the warehouse; hiding it is what the owner can do instead.
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
          <p className="mt-2 text-ink-muted">
            {isAdministrator
              ? 'Every warehouse on the platform, with its owner.'
              : 'The warehouses you list, their spaces and whether users can see them.'}
          </p>
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
            <MyWarehousesList
              rows={list.data.items}
              showOwner={isAdministrator}
              busyId={busyId}
              onToggleActive={toggleActive}
              onDuplicate={duplicateRow}
              onDelete={openDelete}
            />
            {pageCount > 1 && (
              <nav aria-label="Pages of warehouses" className="mt-6 flex items-center justify-between gap-4">
                <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                  <ChevronLeft aria-hidden="true" className="size-4" />
                  Previous
                </Button>
                <p className="text-sm text-ink-muted" aria-live="polite">
                  Page {Math.min(page, pageCount)} of {pageCount} ({total} warehouses)
                </p>
                <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => goToPage(page + 1)}>
                  Next
                  <ChevronRight aria-hidden="true" className="size-4" />
                </Button>
              </nav>
            )}
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
