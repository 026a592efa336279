import { Copy, Pencil, Trash2, Warehouse } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { MyWarehousesResponse } from '@shared/contracts/warehouses';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';

export type MyWarehouseRow = MyWarehousesResponse['items'][number];

export type RowHandlers = {
  onToggleActive: (row: MyWarehouseRow, isActive: boolean) => void;
  onDuplicate: (row: MyWarehouseRow) => void;
  onDelete: (row: MyWarehouseRow) => void;
};

type MyWarehousesListProps = RowHandlers & {
  rows: MyWarehouseRow[];
  /** Administrators see every warehouse, so each row also names its owner. */
  showOwner: boolean;
  /** The row a change is being saved for: its controls wait. */
  busyId: string | null;
};

function spacesText(row: MyWarehouseRow): string {
  return `${row.spacesCount} ${row.spacesCount === 1 ? 'space' : 'spaces'}`;
}

function Thumbnail({ row }: { row: MyWarehouseRow }) {
  if (row.mainImage) {
    // Decorative: the name is right beside it.
    return <img src={row.mainImage.thumbnailUrl} alt="" className="size-14 shrink-0 rounded-md bg-surface-muted object-cover" loading="lazy" />;
  }
  return (
    <span aria-hidden="true" className="flex size-14 shrink-0 items-center justify-center rounded-md bg-surface-muted text-ink-muted">
      <Warehouse className="size-6" />
    </span>
  );
}

function NameBlock({ row, showOwner, nameId }: { row: MyWarehouseRow; showOwner: boolean; nameId: string }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Thumbnail row={row} />
      <div className="min-w-0">
        <Link
          id={nameId}
          to={paths.warehouse.getHref(row.id)}
          className="font-semibold break-words text-ink underline-offset-2 hover:underline"
        >
          {row.name}
        </Link>
        {showOwner && <p className="text-sm break-all text-ink-muted">{row.ownerEmail}</p>}
      </div>
    </div>
  );
}

/** The switch is named "Active" (as the column says) and described by the warehouse's name. */
function StatusSwitch({ row, busy, onToggle, nameId }: { row: MyWarehouseRow; busy: boolean; onToggle: RowHandlers['onToggleActive']; nameId: string }) {
  const labelId = `${nameId}-active`;
  return (
    <span className="inline-flex items-center">
      <span id={labelId} className="sr-only">
        Active
      </span>
      <Switch isOn={row.isActive} labelledBy={labelId} describedBy={nameId} disabled={busy} onChange={(next) => onToggle(row, next)} />
    </span>
  );
}

type RowActionsProps = { row: MyWarehouseRow; busy: boolean; isInline?: boolean } & Pick<RowHandlers, 'onDuplicate' | 'onDelete'>;

function RowActions({ row, busy, isInline = false, onDuplicate, onDelete }: RowActionsProps) {
  return (
    <div className={`flex gap-2 ${isInline ? 'flex-nowrap' : 'flex-wrap'}`}>
      <Link to={paths.editWarehouse.getHref(row.id)} className={buttonClassName('secondary', 'sm')}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit<span className="sr-only"> {row.name}</span>
      </Link>
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDuplicate(row)}>
        <Copy aria-hidden="true" className="size-4" />
        Duplicate<span className="sr-only"> {row.name}</span>
      </Button>
      <Button variant="ghost" size="sm" className="text-danger" disabled={busy} onClick={() => onDelete(row)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete<span className="sr-only"> {row.name}</span>
      </Button>
    </div>
  );
}

/**
 * The dashboard's warehouses: a table from the xl breakpoint (where its five columns fit), stacked
 * cards below it, so a phone never scrolls sideways. Only one of the two is displayed; the other is
 * display:none, so assistive technology skips it too.
 */
export function MyWarehousesList({ rows, showOwner, busyId, onToggleActive, onDuplicate, onDelete }: MyWarehousesListProps) {
  const prefix = useId();
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-line bg-white shadow-sm xl:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">Your warehouses with their location, spaces and status</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Location</th>
              <th scope="col" className="px-4 py-3">Spaces</th>
              <th scope="col" className="px-4 py-3">Status</th>
              <th scope="col" className="px-4 py-3">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {rows.map((row) => {
              const busy = busyId === row.id;
              const nameId = `${prefix}-table-${row.id}`;
              return (
                <tr key={row.id} aria-busy={busy || undefined} className="align-middle">
                  <td className="max-w-xs px-4 py-3">
                    <NameBlock row={row} showOwner={showOwner} nameId={nameId} />
                  </td>
                  <td className="px-4 py-3 text-ink">
                    {row.city}, {row.country}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink">
                    {spacesText(row)}
                    <span className="block text-ink-muted">{formatSize(row.totalSizeM2)}</span>
                  </td>
                  <td className="px-4 py-3">
                    <StatusSwitch row={row} busy={busy} onToggle={onToggleActive} nameId={nameId} />
                  </td>
                  <td className="px-4 py-3">
                    <RowActions row={row} busy={busy} isInline onDuplicate={onDuplicate} onDelete={onDelete} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:hidden" aria-label="Your warehouses">
        {rows.map((row) => {
          const busy = busyId === row.id;
          const nameId = `${prefix}-card-${row.id}`;
          return (
            <li key={row.id} aria-busy={busy || undefined} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm">
              <NameBlock row={row} showOwner={showOwner} nameId={nameId} />
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-ink-muted">Location</dt>
                  <dd className="break-words text-ink">
                    {row.city}, {row.country}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-muted">Spaces</dt>
                  <dd className="text-ink">
                    {spacesText(row)}
                    <span className="block whitespace-nowrap text-ink-muted">{formatSize(row.totalSizeM2)}</span>
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="font-semibold text-ink-muted">Status</dt>
                  <dd className="mt-1">
                    <StatusSwitch row={row} busy={busy} onToggle={onToggleActive} nameId={nameId} />
                  </dd>
                </div>
              </dl>
              <div className="mt-auto border-t border-line pt-4">
                <RowActions row={row} busy={busy} onDuplicate={onDuplicate} onDelete={onDelete} />
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
