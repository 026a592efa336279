import { useLingui } from '@lingui/react/macro';
import { Navigate, useNavigate, useParams } from 'react-router';
import { GENERIC_MESSAGES, WAREHOUSE_MESSAGES } from '@shared/errors';
import { paths } from '@web/app/paths';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { useWarehouse } from '../api/get-warehouse';
import { useUpdateWarehouse } from '../api/update-warehouse';
import { warehouseFormValuesFromDetail } from '../components/warehouse-form/form-values';
import { WarehouseForm } from '../components/warehouse-form/warehouse-form';
import { WarehouseFormPage } from '../components/warehouse-form/warehouse-form-page';

/** /m-warehouses/edit/{id} (spec 01 section 2): warehouse owners and administrators; saves go back to the dashboard. */
export function EditWarehousePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Edit Warehouse`);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const reference = useReferenceData();
  const warehouse = useWarehouse(id);
  const { mutateAsync: updateWarehouse } = useUpdateWarehouse();

  // A failed background refetch keeps the loaded warehouse (and the form with what is being typed).
  const loadError = !warehouse.data && warehouse.isError
    ? WAREHOUSE_MESSAGES.loadOneFailed
    : warehouse.data && !warehouse.data.canManage
      ? GENERIC_MESSAGES.permission
      : null;

  // A single-space listing has its own form (the /warehouses catalogue); this one would make it multi-space.
  if (warehouse.data?.listingKind === 'single_space') {
    return <Navigate to={paths.editOwnerWarehouse.getHref(warehouse.data.id)} replace />;
  }

  return (
    <WarehouseFormPage
      title={t`Edit Warehouse`}
      intro={t`Update the details, spaces, images and visibility of this warehouse.`}
      reference={reference}
      loadError={loadError}
      isLoading={warehouse.isPending}
    >
      {(referenceData) =>
        warehouse.data && (
          <WarehouseForm
            // A fresh form per warehouse; the same warehouse refetched keeps what is being typed.
            key={warehouse.data.id}
            mode="edit"
            reference={referenceData}
            initialValues={warehouseFormValuesFromDetail(warehouse.data, referenceData)}
            initialImages={warehouse.data.images}
            cancelHref={paths.myWarehouses.getHref()}
            onSubmit={async (body) => {
              await updateWarehouse({ id, body });
              await navigate(paths.myWarehouses.getHref());
            }}
          />
        )
      }
    </WarehouseFormPage>
  );
}
