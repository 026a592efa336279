import { plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MyWarehousesResponse } from '@shared/contracts/warehouses';
import { formatSize } from '@shared/sizes';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { useSession } from '@web/features/auth/api/get-session';
import { useListSearchParams } from '@web/lib/use-list-search-params';
import { useDeleteWarehouse } from '../api/delete-warehouse';
import { useDuplicateWarehouse } from '../api/duplicate-warehouse';
import { MY_WAREHOUSES_PAGE_SIZE, useMyWarehouses } from '../api/get-my-warehouses';
import { useSetWarehouseStatus } from '../api/set-warehouse-status';
import type { DashboardColumns } from '../components/my-warehouses/my-warehouses-list';
import { WarehouseDashboard } from '../components/my-warehouses/warehouse-dashboard';
import { EmailText } from '@web/components/ui/email-text';

type MyWarehouseRow = MyWarehousesResponse['items'][number];

function spacesText(row: MyWarehouseRow): string {
  const count = row.spacesCount;
  return t`${plural(count, { one: '# space', other: '# spaces' })}`;
}

/** The dashboard's columns, in the language of the moment (MyWarehousesPage renders again when it changes). */
function columnsFor(seesAll: boolean): DashboardColumns<MyWarehouseRow> {
  return {
    caption: t`Your warehouses with their location, spaces and status`,
    detailHref: (row) => paths.warehouse.getHref(row.id),
    editHref: (row) => paths.editWarehouse.getHref(row.id),
    // Administrators see every warehouse, so each row also names its owner.
    subtitle: seesAll ? (row) => <p className="text-sm text-ink-muted">{row.ownerEmail && <EmailText email={row.ownerEmail} />}</p> : undefined,
    measure: { label: t`Spaces`, lines: (row) => [spacesText(row), formatSize(row.totalSizeM2)] },
    tableFrom: 'xl',
  };
}

/**
 * /m-warehouses/dashboard (spec 01 section 2): the owner's warehouses (every warehouse for an
 * administrator) with a status switch, Edit, Duplicate and Delete.
 */
export function MyWarehousesPage() {
  const { t } = useLingui();
  const { page, setPage } = useListSearchParams();
  const { user } = useSession();
  const seesAll = can(user, 'warehouses:view-all');
  const list = useMyWarehouses({ page });
  const setStatus = useSetWarehouseStatus();
  const duplicate = useDuplicateWarehouse();
  const remove = useDeleteWarehouse();

  return (
    <WarehouseDashboard
      title={t`My Warehouses`}
      intro={
        seesAll
          ? t`Every warehouse on the platform, with its owner.`
          : t`The warehouses you list, their spaces and whether users can see them.`
      }
      addHref={paths.createWarehouse.getHref()}
      list={list}
      page={page}
      onPageChange={setPage}
      defaultPageSize={MY_WAREHOUSES_PAGE_SIZE}
      mutations={{ setStatus, duplicate, remove }}
      columns={columnsFor(seesAll)}
      showsTotal
    />
  );
}
