import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { OWNER_WAREHOUSE_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateOwnerWarehouse } from '../api/create-owner-warehouse';
import { emptyOwnerWarehouseFormValues } from '../components/owner-warehouse-form/form-values';
import { OwnerWarehouseEditor, OwnerWarehouseEditorFrame } from './owner-warehouse-editor';

/**
 * /warehouses/create (spec 01 section 2): signed-in (the router sends visitors to /login and back);
 * only warehouse owners may create ("Only warehouse owners can create listings"). The spec's
 * after-save target /warehouses is no route of this app, so a save lands on /warehouses/dashboard.
 */
export function CreateOwnerWarehousePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add New Warehouse`);
  const navigate = useNavigate();
  const { user } = useSession();
  const { mutateAsync: createOwnerWarehouse } = useCreateOwnerWarehouse();
  const mayCreate = can(user, 'listing:create');

  return (
    <OwnerWarehouseEditorFrame
      title={t`Add New Warehouse`}
      intro={t`Describe the warehouse, its size, price per m² per day and opening hours.`}
      blocked={mayCreate ? undefined : OWNER_WAREHOUSE_MESSAGES.onlyOwnersCreate}
    >
      {(reference) => (
        <OwnerWarehouseEditor
          mode="create"
          reference={reference}
          initialValues={emptyOwnerWarehouseFormValues}
          initialImages={[]}
          cancelHref={paths.ownerWarehousesDashboard.getHref()}
          onSubmit={async (body) => {
            await createOwnerWarehouse(body);
            await navigate(paths.ownerWarehousesDashboard.getHref());
          }}
        />
      )}
    </OwnerWarehouseEditorFrame>
  );
}
