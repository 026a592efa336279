import { t } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerWarehouseDetail, OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import { apiRequest } from '@web/lib/api-client';
import { getOwnerWarehouseQueryOptions } from './get-owner-warehouse';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';
import { outcomeNotices } from '@web/lib/mutation-notices';

// `PUT /api/owner-warehouses/:id`: replaces the listing and answers the saved detail.

type UpdateOwnerWarehouseVariables = { id: string; body: OwnerWarehouseInput };

function updateOwnerWarehouse({ id, body }: UpdateOwnerWarehouseVariables): Promise<OwnerWarehouseDetail> {
  return apiRequest<OwnerWarehouseDetail>('PUT', `/api/owner-warehouses/${encodeURIComponent(id)}`, { body });
}

export function useUpdateOwnerWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOwnerWarehouse, meta: outcomeNotices({ success: () => t`Changes saved` }),
    onSuccess: (detail) => {
      queryClient.setQueryData(getOwnerWarehouseQueryOptions(detail.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY });
    },
  });
}
