import { t } from '@lingui/core/macro';
import type { OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import { outcomeNotices } from '@web/lib/mutation-notices';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `POST /api/owner-warehouses`: 201 { id }; 400 with details by body path; 403 "Only
// warehouse owners can create listings".

export function useCreateOwnerWarehouse() {
  return useBodyMutation<OwnerWarehouseInput, { id: string }>('POST', '/api/owner-warehouses', (_, queryClient) => {
    void queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY });
  }, outcomeNotices({ success: () => t`Warehouse created` }));
}
