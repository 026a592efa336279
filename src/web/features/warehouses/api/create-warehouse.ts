import { t } from '@lingui/core/macro';
import type { WarehouseInput } from '@shared/contracts/warehouses';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';

// `POST /api/warehouses`: 201 { id }; 400 with details keyed by body path ("spaces.0.sizeM2");
// 403 for a user who is neither a warehouse owner nor an administrator.

export function useCreateWarehouse() {
  return useBodyMutation<WarehouseInput, { id: string }>('POST', '/api/warehouses', (_, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY });
  }, outcomeNotices({ success: () => t`Warehouse created` }));
}
