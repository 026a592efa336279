import { Trans, useLingui } from '@lingui/react/macro';
import { Copy, Pencil, Trash2, Warehouse } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';
import { useMediaQuery, WIDTH_FROM } from '@web/lib/use-media-query';

/** What a dashboard row needs, in both catalogues (multi-space warehouses and single-space listings). */
export type DashboardRow = {
  id: string;
  name: string;
  isActive: boolean;
  city: string;
  country: string;
  mainImage: { thumbnailUrl: string } | null;
};

type RowHandlers<Row> = {
  onToggleActive: (row: Row, isActive: boolean) => void;
  onDuplicate: (row: Row) => void;
  onDelete: (row: Row) => void;
};

/** What one dashboard shows differently from the other. */
export type DashboardColumns<Row> = {
  /** The table's caption, for screen readers. */
  caption: string;
  detailHref: (row: Row) => string;
  editHref: (row: Row) => string;
  /** A line under the name (the owner's email, the warehouse type), or nothing. */
  subtitle?: (row: Row) => ReactNode;
  /** The third column's heading and its two lines (spaces and total size; size and price). */
  measure: { label: string; lines: (row: Row) => [string, string] };
  /** Shows "Active" or "Inactive" beside the switch (for sighted users; the switch itself says it). */
  showsStatusText?: boolean;
  /** From which breakpoint the table replaces the cards: `xl` where the actions need the room to stay on one line. */
  tableFrom: 'lg' | 'xl';
};

// Whole class names, so Tailwind finds them.
const LAYOUTS = {
  lg: { table: 'lg:block', cards: 'sm:grid-cols-2 lg:hidden', tableActions: 'flex-wrap' },
  xl: { table: 'xl:block', cards: 'sm:grid-cols-2 lg:grid-cols-3 xl:hidden', tableActions: 'flex-nowrap' },
} as const;

type MyWarehousesListProps<Row extends DashboardRow> = RowHandlers<Row> & {
  rows: Row[];
  columns: DashboardColumns<Row>;
  /** The row a change is being saved for: its controls wait. */
  busyId: string | null;
};

function Thumbnail({ row }: { row: DashboardRow }) {
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

/**
 * A dashboard's warehouses (spec 01 section 2): Warehouse (first image, name), Location, the
 * catalogue's measure column, Status and Actions. A table from the `tableFrom` breakpoint, stacked
 * cards below it, so a phone never scrolls sideways. As in `ResponsiveTable` (decision 243), only the
 * one the window's width shows is rendered; where the width is unknown (no matchMedia) both are, and
 * CSS shows one, the other display:none, so assistive technology skips it too.
 */
export function MyWarehousesList<Row extends DashboardRow>({ rows, columns, busyId, onToggleActive, onDuplicate, onDelete }: MyWarehousesListProps<Row>) {
  const { t } = useLingui();
  const prefix = useId();
  const layout = LAYOUTS[columns.tableFrom];
  const isWide = useMediaQuery(WIDTH_FROM[columns.tableFrom]);

  function nameBlock(row: Row, nameId: string) {
    return (
      <div className="flex min-w-0 items-center gap-3">
        <Thumbnail row={row} />
        <div className="min-w-0">
          <Link id={nameId} to={columns.detailHref(row)} className="font-semibold break-words text-ink underline-offset-2 hover:underline">
            {row.name}
          </Link>
          {columns.subtitle?.(row)}
        </div>
      </div>
    );
  }

  /** The switch is named "Active" (as the column says) and described by the warehouse's name. */
  function statusSwitch(row: Row, nameId: string, busy: boolean) {
    const labelId = `${nameId}-active`;
    return (
      <span className="inline-flex items-center gap-2">
        <span id={labelId} className="sr-only">
          <Trans>Active</Trans>
        </span>
        <Switch isOn={row.isActive} labelledBy={labelId} describedBy={nameId} disabled={busy} onChange={(next) => onToggleActive(row, next)} />
        {columns.showsStatusText && (
          <span className="text-sm text-ink-muted" aria-hidden="true">
            {row.isActive ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
          </span>
        )}
      </span>
    );
  }

  function actions(row: Row, busy: boolean, wrap: string) {
    const name = row.name;
    return (
      <div className={`flex gap-2 ${wrap}`}>
        <Link to={columns.editHref(row)} className={buttonClassName('secondary', 'sm')}>
          <Pencil aria-hidden="true" className="size-4" />
          <Trans>
            Edit<span className="sr-only"> {name}</span>
          </Trans>
        </Link>
        <Button variant="secondary" size="sm" disabled={busy} onClick={() => onDuplicate(row)}>
          <Copy aria-hidden="true" className="size-4" />
          <Trans>
            Duplicate<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
        <Button variant="ghost" size="sm" className="text-danger" disabled={busy} onClick={() => onDelete(row)}>
          <Trash2 aria-hidden="true" className="size-4" />
          <Trans>
            Delete<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      </div>
    );
  }

  return (
    <>
      {isWide !== false && (
        <div className={`hidden overflow-hidden panel ${layout.table}`}>
          <table className="w-full divide-y divide-line text-start text-sm">
            <caption className="sr-only">{columns.caption}</caption>
            <thead className="bg-surface-muted text-xs font-semibold tracking-wide text-ink-muted uppercase">
              <tr>
                {[t`Warehouse`, t`Location`, columns.measure.label, t`Status`, t`Actions`].map((header) => (
                  <th key={header} scope="col" className="px-4 py-3">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {rows.map((row) => {
                const busy = busyId === row.id;
                const nameId = `${prefix}-table-${row.id}`;
                const [measure, detail] = columns.measure.lines(row);
                return (
                  <tr key={row.id} aria-busy={busy || undefined} className="align-middle">
                    <td className="max-w-xs px-4 py-3">{nameBlock(row, nameId)}</td>
                    <td className="px-4 py-3 text-ink">
                      {row.city}, {row.country}
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-ink">
                      {measure}
                      <span className="block text-ink-muted">{detail}</span>
                    </td>
                    <td className="px-4 py-3">{statusSwitch(row, nameId, busy)}</td>
                    <td className="px-4 py-3">{actions(row, busy, layout.tableActions)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {isWide !== true && (
        <ul className={`grid gap-4 ${layout.cards}`} aria-label={t`Your warehouses`}>
          {rows.map((row) => {
            const busy = busyId === row.id;
            const nameId = `${prefix}-card-${row.id}`;
            const [measure, detail] = columns.measure.lines(row);
            return (
              <li key={row.id} aria-busy={busy || undefined} className="flex flex-col gap-4 panel p-4">
                {nameBlock(row, nameId)}
                <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
                  <div>
                    <dt className="font-semibold text-ink-muted">
                      <Trans>Location</Trans>
                    </dt>
                    <dd className="break-words text-ink">
                      {row.city}, {row.country}
                    </dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-ink-muted">{columns.measure.label}</dt>
                    <dd className="text-ink">
                      {measure}
                      <span className="block whitespace-nowrap text-ink-muted">{detail}</span>
                    </dd>
                  </div>
                  <div className="col-span-2">
                    <dt className="font-semibold text-ink-muted">
                      <Trans>Status</Trans>
                    </dt>
                    <dd className="mt-1">{statusSwitch(row, nameId, busy)}</dd>
                  </div>
                </dl>
                <div className="mt-auto border-t border-line pt-4">{actions(row, busy, 'flex-wrap')}</div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
