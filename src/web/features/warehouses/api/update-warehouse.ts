import { t } from '@lingui/core/macro';
import type { WarehouseDetail, WarehouseInput } from '@shared/contracts/warehouses';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { storeDetailRefetchList, useRequestMutation } from '@web/lib/use-api-mutation';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';
import { getWarehouseQueryOptions } from './get-warehouse';

// `PUT /api/warehouses/:id`: replaces the warehouse (spaces, features, services and images
// included) and answers the saved detail.

type UpdateWarehouseVariables = { id: string; body: WarehouseInput };

export function useUpdateWarehouse() {
  return useRequestMutation<UpdateWarehouseVariables, WarehouseDetail>(
    'PUT',
    ({ id, body }) => ({ path: `/api/warehouses/${encodeURIComponent(id)}`, body }),
    storeDetailRefetchList((id) => getWarehouseQueryOptions(id).queryKey, WAREHOUSES_QUERY_KEY),
    outcomeNotices({ success: () => t`Changes saved` }),
  );
}
