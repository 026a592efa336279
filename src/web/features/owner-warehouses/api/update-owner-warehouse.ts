import { t } from '@lingui/core/macro';
import type { OwnerWarehouseDetail, OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { storeDetailRefetchList, useRequestMutation } from '@web/lib/use-api-mutation';
import { getOwnerWarehouseQueryOptions } from './get-owner-warehouse';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `PUT /api/owner-warehouses/:id`: replaces the listing and answers the saved detail.

type UpdateOwnerWarehouseVariables = { id: string; body: OwnerWarehouseInput };

export function useUpdateOwnerWarehouse() {
  return useRequestMutation<UpdateOwnerWarehouseVariables, OwnerWarehouseDetail>(
    'PUT',
    ({ id, body }) => ({ path: `/api/owner-warehouses/${encodeURIComponent(id)}`, body }),
    storeDetailRefetchList((id) => getOwnerWarehouseQueryOptions(id).queryKey, ALL_WAREHOUSES_QUERY_KEY),
    outcomeNotices({ success: () => t`Changes saved` }),
  );
}
