import { Copy, Pencil, Trash2, Warehouse } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { OwnerWarehouseRow } from '@shared/contracts/owner-catalogue';
import { formatCents } from '@shared/money';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import { Button, buttonClassName } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';

export type OwnerWarehouseRowHandlers = {
  onToggleActive: (row: OwnerWarehouseRow, isActive: boolean) => void;
  onDuplicate: (row: OwnerWarehouseRow) => void;
  onDelete: (row: OwnerWarehouseRow) => void;
};

type OwnerWarehousesTableProps = OwnerWarehouseRowHandlers & {
  rows: OwnerWarehouseRow[];
  /** The row a change is being saved for: its controls wait. */
  busyId: string | null;
};

function Thumbnail({ row }: { row: OwnerWarehouseRow }) {
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

function priceText(row: OwnerWarehouseRow): string {
  return row.pricePerM2Cents === null ? '—' : `${formatCents(row.pricePerM2Cents)} per m²`;
}

/**
 * "My Warehouses" of the single-space catalogue (spec 01 section 2): Warehouse (first image, name,
 * type), Location, Size and Price, Status and Actions. A table from the lg breakpoint, cards below.
 */
export function OwnerWarehousesTable({ rows, busyId, onToggleActive, onDuplicate, onDelete }: OwnerWarehousesTableProps) {
  const prefix = useId();

  function nameBlock(row: OwnerWarehouseRow, nameId: string) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        <Thumbnail row={row} />
        <div className="min-w-0">
          <Link id={nameId} to={paths.ownerWarehouse.getHref(row.id)} className="font-semibold break-words text-ink underline-offset-2 hover:underline">
            {row.name}
          </Link>
          <p className="text-sm text-ink-muted">{row.warehouseTypeName ?? 'No type'}</p>
        </div>
      </div>
    );
  }

  function statusSwitch(row: OwnerWarehouseRow, nameId: string, busy: boolean) {
    const labelId = `${nameId}-active`;
    return (
      <span className="inline-flex items-center gap-2">
        <span id={labelId} className="sr-only">
          Active
        </span>
        <Switch isOn={row.isActive} labelledBy={labelId} describedBy={nameId} disabled={busy} onChange={(next) => onToggleActive(row, next)} />
        <span className="text-sm text-ink-muted" aria-hidden="true">
          {row.isActive ? 'Active' : 'Inactive'}
        </span>
      </span>
    );
  }

  function actions(row: OwnerWarehouseRow, busy: boolean) {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to={paths.editOwnerWarehouse.getHref(row.id)} className={buttonClassName('secondary', 'sm')}>
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

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-line bg-white shadow-sm lg:block">
        <table className="w-full divide-y divide-line text-left text-sm">
          <caption className="sr-only">Your warehouses with their location, size, price and status</caption>
          <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">Warehouse</th>
              <th scope="col" className="px-4 py-3">Location</th>
              <th scope="col" className="px-4 py-3">Size and Price</th>
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
                  <td className="max-w-xs px-4 py-3">{nameBlock(row, nameId)}</td>
                  <td className="px-4 py-3 text-ink">
                    {row.city}, {row.country}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-ink">
                    {formatSize(row.sizeM2)}
                    <span className="block text-ink-muted">{priceText(row)}</span>
                  </td>
                  <td className="px-4 py-3">{statusSwitch(row, nameId, busy)}</td>
                  <td className="px-4 py-3">{actions(row, busy)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-4 sm:grid-cols-2 lg:hidden" aria-label="Your warehouses">
        {rows.map((row) => {
          const busy = busyId === row.id;
          const nameId = `${prefix}-card-${row.id}`;
          return (
            <li key={row.id} aria-busy={busy || undefined} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 shadow-sm">
              {nameBlock(row, nameId)}
              <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                <div>
                  <dt className="font-semibold text-ink-muted">Location</dt>
                  <dd className="break-words text-ink">
                    {row.city}, {row.country}
                  </dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-muted">Size and Price</dt>
                  <dd className="text-ink">
                    {formatSize(row.sizeM2)}
                    <span className="block text-ink-muted">{priceText(row)}</span>
                  </dd>
                </div>
                <div className="col-span-2">
                  <dt className="font-semibold text-ink-muted">Status</dt>
                  <dd className="mt-1">{statusSwitch(row, nameId, busy)}</dd>
                </div>
              </dl>
              <div className="mt-auto border-t border-line pt-4">{actions(row, busy)}</div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
