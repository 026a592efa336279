import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus, Warehouse } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { totalPages } from '@shared/paging';
import { duplicateWarehouseName } from '@shared/warehouse-names';
import { WAREHOUSE_MESSAGES } from '@shared/errors';
import { RetryAlert } from '@web/components/ui/alert';
import { Button, buttonClassName } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useNotice } from '@web/components/ui/notice';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Pagination } from '@web/components/ui/pagination';
import { Spinner } from '@web/components/ui/spinner';
import { isApiError } from '@web/lib/api-client';
import { errorMessage } from '@web/lib/error-message';
import { MyWarehousesList, type DashboardColumns, type DashboardRow } from './my-warehouses-list';

type Mutation<Variables> = Pick<UseMutationResult<unknown, Error, Variables>, 'mutate' | 'reset' | 'isPending' | 'isError' | 'error' | 'variables'>;

/** The row actions' API calls of one catalogue. */
type DashboardMutations = {
  setStatus: Mutation<{ id: string; isActive: boolean }>;
  duplicate: Mutation<string>;
  remove: Mutation<string>;
};

type WarehouseDashboardProps<Row extends DashboardRow> = {
  /** The page's heading and document title. */
  title: string;
  intro: string;
  /** Where Add Warehouse goes. */
  addHref: string;
  list: Pick<UseQueryResult<{ items: Row[]; total: number; pageSize: number }>, 'data' | 'isError' | 'isPlaceholderData' | 'refetch'>;
  /** The page in the address bar, and how to change it. */
  page: number;
  onPageChange: (page: number, options?: { replace?: boolean }) => void;
  /** Used until the first answer says the page size. */
  defaultPageSize: number;
  mutations: DashboardMutations;
  columns: DashboardColumns<Row>;
  /** Counts the warehouses beside the page number ("Page 1 of 3 (48 warehouses)"). */
  showsTotal?: boolean;
};

/** The row actions' notices, in the language of the moment they are sent. */
function nowActiveText(name: string): string {
  return t`${name} is now active and visible to users.`;
}

function nowInactiveText(name: string): string {
  return t`${name} is now inactive and hidden from users.`;
}

function copiedText(name: string): string {
  const copyName = duplicateWarehouseName(name);
  return t`A copy of ${name} was created as “${copyName}”.`;
}

function deletedText(name: string): string {
  return t`${name} was deleted.`;
}

function AddWarehouseLink({ href }: { href: string }) {
  return (
    <Link to={href} className={buttonClassName('primary', 'md')}>
      <Plus aria-hidden="true" className="size-4" />
      <Trans>Add Warehouse</Trans>
    </Link>
  );
}

/**
 * "My Warehouses" (spec 01 section 2) of either catalogue: the owner's warehouses with a status
 * switch, Edit, Duplicate and Delete (after the "Delete Warehouse" confirmation, which offers to
 * deactivate a warehouse that inquiries or bookings still use). The page number lives in the
 * address bar, so Back returns to the same page.
 */
export function WarehouseDashboard<Row extends DashboardRow>({
  title,
  intro,
  addHref,
  list,
  page,
  onPageChange,
  defaultPageSize,
  mutations: { setStatus, duplicate, remove },
  columns,
  showsTotal = false,
}: WarehouseDashboardProps<Row>) {
  const { t } = useLingui();
  useDocumentTitle(title);
  // Row actions have no form of their own: their outcome, success or failure, is a notice.
  const notice = useNotice();
  const [toDelete, setToDelete] = useState<Row | null>(null);

  const total = list.data?.total ?? 0;
  const pageCount = totalPages(total, list.data?.pageSize ?? defaultPageSize);

  // The last row of the last page was deleted (or the address named a page beyond the end).
  const isPastEnd = Boolean(list.data && !list.isPlaceholderData && list.data.items.length === 0 && page > 1);
  useEffect(() => {
    if (isPastEnd) onPageChange(pageCount, { replace: true });
  }, [isPastEnd, pageCount, onPageChange]);

  const busyId =
    (setStatus.isPending ? setStatus.variables?.id : undefined) ??
    (duplicate.isPending ? duplicate.variables : undefined) ??
    (remove.isPending ? remove.variables : undefined) ??
    null;

  function toggleActive(row: Row, isActive: boolean) {
    setStatus.mutate(
      { id: row.id, isActive },
      {
        onSuccess: () => notice.success(isActive ? nowActiveText(row.name) : nowInactiveText(row.name)),
        onError: (error) => notice.failure(errorMessage(error, WAREHOUSE_MESSAGES.updateFailed)),
      },
    );
  }

  function duplicateRow(row: Row) {
    duplicate.mutate(row.id, {
      onSuccess: () => notice.success(copiedText(row.name)),
      onError: (error) => notice.failure(errorMessage(error, WAREHOUSE_MESSAGES.anError)),
    });
  }

  function openDelete(row: Row) {
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
        notice.success(deletedText(row.name));
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
          notice.success(nowInactiveText(row.name));
        },
      },
    );
  }

  // Inquiries or bookings use the warehouse; hiding it is what the owner can do instead.
  const isInUse = isApiError(remove.error) && remove.error.code === 'warehouse_in_use';
  const deleteError = remove.isError ? (
    <>
      <p>{errorMessage(remove.error, WAREHOUSE_MESSAGES.anError)}</p>
      {isInUse && toDelete?.isActive && (
        <Button variant="secondary" size="sm" className="mt-3" disabled={setStatus.isPending} onClick={deactivateInstead}>
          {setStatus.isPending ? <Trans>Deactivating...</Trans> : <Trans>Deactivate instead</Trans>}
        </Button>
      )}
      {setStatus.isError && <p className="mt-2">{errorMessage(setStatus.error, WAREHOUSE_MESSAGES.updateFailed)}</p>}
    </>
  ) : null;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">{title}</h1>
          <p className="mt-2 text-ink-muted">{intro}</p>
        </div>
        <AddWarehouseLink href={addHref} />
      </div>

      <div className="mt-6">
        {!list.data ? (
          list.isError ? (
            <RetryAlert message={WAREHOUSE_MESSAGES.loadManyFailed} retryLabel={t`Try again`} onRetry={list.refetch} />
          ) : (
            <Spinner label={t`Loading your warehouses…`} showLabel className="py-16" />
          )
        ) : list.data.items.length === 0 && page === 1 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
            <Warehouse aria-hidden="true" className="size-10 text-ink-muted" />
            <p className="mt-4 text-lg font-semibold text-ink">
              <Trans>You have not listed any warehouses yet</Trans>
            </p>
            <p className="mt-1 mb-6 text-sm text-ink-muted">
              <Trans>Add your first warehouse to make its space available to traders.</Trans>
            </p>
            <AddWarehouseLink href={addHref} />
          </div>
        ) : (
          <>
            <MyWarehousesList
              rows={list.data.items}
              columns={columns}
              busyId={busyId}
              onToggleActive={toggleActive}
              onDuplicate={duplicateRow}
              onDelete={openDelete}
            />
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              label={t`Pages of warehouses`}
              summary={showsTotal ? t`${plural(total, { one: '# warehouse', other: '# warehouses' })}` : undefined}
              onPageChange={onPageChange}
            />
          </>
        )}
      </div>

      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t`Delete Warehouse`}
        confirmLabel={t`Delete`}
        pendingLabel={t`Deleting...`}
        isPending={remove.isPending}
        error={deleteError}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      >
        <Trans>Are you sure you want to delete this warehouse? This action cannot be undone.</Trans>
      </ConfirmDialog>
    </div>
  );
}
