import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { GENERIC_MESSAGES, OWNER_WAREHOUSE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useOwnerWarehouse } from '../api/get-owner-warehouse';
import { useUpdateOwnerWarehouse } from '../api/update-owner-warehouse';
import { ownerWarehouseFormValuesFromDetail } from '../components/owner-warehouse-form/form-values';
import { OwnerWarehouseEditor, OwnerWarehouseEditorFrame } from './owner-warehouse-editor';

/** /warehouses/edit/{id} (spec 01 section 2, owner only): loads the listing; a save goes to /warehouses/dashboard. */
export function EditOwnerWarehousePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit Warehouse`);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const warehouse = useOwnerWarehouse(id);
  const { mutateAsync: updateOwnerWarehouse } = useUpdateOwnerWarehouse();
  const dashboardHref = paths.ownerWarehousesDashboard.getHref();

  // A failed background refetch keeps the loaded listing (and what is being typed).
  const blocked =
    !warehouse.data && warehouse.isError ? (
      <>
        <p>{OWNER_WAREHOUSE_MESSAGES.loadFailed}</p>
        <Link to={dashboardHref} className="mt-2 inline-block font-semibold underline underline-offset-2">
          <Trans>Back to My Single-Space Listings</Trans>
        </Link>
      </>
    ) : warehouse.data && !warehouse.data.canManage ? (
      GENERIC_MESSAGES.permission
    ) : undefined;

  return (
    <OwnerWarehouseEditorFrame
      title={t`Edit Warehouse`}
      intro={t`Update the details, size, price, hours and images of this warehouse.`}
      blocked={blocked}
      isLoading={warehouse.isPending}
    >
      {(reference) =>
        warehouse.data && (
          <OwnerWarehouseEditor
            // A fresh form per listing; the same listing refetched keeps what is being typed.
            key={warehouse.data.id}
            mode="edit"
            reference={reference}
            initialValues={(data) => ownerWarehouseFormValuesFromDetail(warehouse.data, data)}
            initialImages={warehouse.data.images}
            cancelHref={dashboardHref}
            onSubmit={async (body) => {
              await updateOwnerWarehouse({ id, body });
              await navigate(dashboardHref);
            }}
          />
        )
      }
    </OwnerWarehouseEditorFrame>
  );
}
