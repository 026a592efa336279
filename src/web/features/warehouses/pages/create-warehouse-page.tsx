import { useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { useNavigate } from 'react-router';
import { WAREHOUSE_FORM_MESSAGES } from '@shared/errors';
import { can } from '@shared/permissions';
import { paths } from '@web/app/paths';
import { useSession } from '@web/features/auth/api/get-session';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { useCreateWarehouse } from '../api/create-warehouse';
import { useReferenceData } from '@web/features/reference/api/get-reference-data';
import { emptyWarehouseFormValues } from '../components/warehouse-form/form-values';
import { WarehouseForm } from '../components/warehouse-form/warehouse-form';
import { WarehouseFormPage } from '../components/warehouse-form/warehouse-form-page';

/**
 * /m-warehouses/create (spec 01 section 2): any signed-in user reaches it; the server refuses the
 * save (403) to anyone who is neither a warehouse owner nor an administrator, and this screen says
 * so before they start typing.
 */
export function CreateWarehousePage() {
  const { t } = useLingui();
  useDocumentTitle(t`Add New Warehouse`);
  const navigate = useNavigate();
  const { user } = useSession();
  const reference = useReferenceData();
  const { mutateAsync: createWarehouse } = useCreateWarehouse();
  const canCreate = can(user, 'warehouse:create');

  return (
    <WarehouseFormPage
      title={t`Add New Warehouse`}
      intro={t`Describe the warehouse, where it is, and each of its spaces with its size and price.`}
      reference={reference}
      notice={
        canCreate ? null : (
          <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <p>{WAREHOUSE_FORM_MESSAGES.insufficientPermissions}</p>
          </div>
        )
      }
    >
      {(referenceData) => (
        <WarehouseForm
          mode="create"
          reference={referenceData}
          initialValues={emptyWarehouseFormValues(referenceData)}
          initialImages={[]}
          cancelHref={paths.myWarehouses.getHref()}
          onSubmit={async (body) => {
            await createWarehouse(body);
            await navigate(paths.warehouses.getHref());
          }}
        />
      )}
    </WarehouseFormPage>
  );
}
