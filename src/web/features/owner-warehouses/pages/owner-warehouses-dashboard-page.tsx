import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnerWarehouseRow } from '@shared/contracts/owner-warehouses';
import { formatSize } from '@shared/sizes';
import { paths } from '@web/app/paths';
import type { DashboardColumns } from '@web/features/warehouses/components/my-warehouses/my-warehouses-list';
import { WarehouseDashboard } from '@web/features/warehouses/components/my-warehouses/warehouse-dashboard';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { useDeleteOwnerWarehouse } from '../api/delete-owner-warehouse';
import { useDuplicateOwnerWarehouse } from '../api/duplicate-owner-warehouse';
import { OWNER_WAREHOUSES_PAGE_SIZE, useOwnerWarehouses } from '../api/get-owner-warehouses';
import { useSetOwnerWarehouseStatus } from '../api/set-owner-warehouse-status';
import { spacePriceText } from '@web/lib/price-texts';
import { referenceText } from '@web/lib/reference-texts';

function priceText(row: OwnerWarehouseRow): string {
  return row.pricePerM2Cents === null ? '—' : spacePriceText(row.pricePerM2Cents);
}

/** The single-space catalogue's columns: the warehouse type under the name, Size and Price, the status in words. */
function columns(texts: { caption: string; measure: string }): DashboardColumns<OwnerWarehouseRow> {
  return {
    caption: texts.caption,
    detailHref: (row) => paths.ownerWarehouse.getHref(row.id),
    editHref: (row) => paths.editOwnerWarehouse.getHref(row.id),
    subtitle: (row) => <p className="text-sm text-ink-muted">{row.warehouseTypeName ? referenceText(row.warehouseTypeName) : <Trans>No type</Trans>}</p>,
    measure: { label: texts.measure, lines: (row) => [formatSize(row.sizeM2), priceText(row)] },
    showsStatusText: true,
    tableFrom: 'lg',
  };
}

/**
 * /warehouses/dashboard (spec 01 section 2, owner only): the owner's single-space listings with a
 * status switch, Edit, Duplicate and Delete (after the "Delete Warehouse" confirmation).
 */
export function OwnerWarehousesDashboardPage() {
  // Not "My Warehouses": that is the catalogue traders inquire about (docs/decisions/200-workspace-per-role.md).
  const { t } = useLingui();
  const { page, setPage } = useListSearchParams();
  const list = useOwnerWarehouses(page);
  const setStatus = useSetOwnerWarehouseStatus();
  const duplicate = useDuplicateOwnerWarehouse();
  const remove = useDeleteOwnerWarehouse();

  return (
    <WarehouseDashboard
      title={t`My Single-Space Listings`}
      intro={t`Your older single-space listings, one size and one price per m² per day each, with each listing’s capacity on its page. Warehouses with several spaces are under My Warehouses.`}
      addHref={paths.createOwnerWarehouse.getHref()}
      list={list}
      page={page}
      onPageChange={setPage}
      defaultPageSize={OWNER_WAREHOUSES_PAGE_SIZE}
      mutations={{ setStatus, duplicate, remove }}
      columns={columns({ caption: t`Your warehouses with their location, size, price and status`, measure: t`Size and Price` })}
    />
  );
}
