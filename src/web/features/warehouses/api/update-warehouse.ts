import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseDetail, WarehouseInput } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';
import { getWarehouseQueryOptions } from './get-warehouse';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `PUT /api/warehouses/:id`: replaces the warehouse (spaces, features, services and images
// included) and answers the saved detail.

type UpdateWarehouseVariables = { id: string; body: WarehouseInput };

function updateWarehouse({ id, body }: UpdateWarehouseVariables): Promise<WarehouseDetail> {
  return apiRequest<WarehouseDetail>('PUT', `/api/warehouses/${encodeURIComponent(id)}`, { body });
}

export function useUpdateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouse, meta: outcomeNotices({ success: () => t`Changes saved` }),
    onSuccess: (detail) => {
      queryClient.setQueryData(getWarehouseQueryOptions(detail.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY });
    },
  });
}
