import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `PATCH /api/owner-warehouses/:id/status` { isActive }: lists or hides a listing.

type SetOwnerWarehouseStatusVariables = { id: string; isActive: boolean };

function setOwnerWarehouseStatus({ id, isActive }: SetOwnerWarehouseStatusVariables): Promise<unknown> {
  return apiRequest<unknown>('PATCH', `/api/owner-warehouses/${encodeURIComponent(id)}/status`, { body: { isActive } });
}

export function useSetOwnerWarehouseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOwnerWarehouseStatus,
    // Spec 01 section 4: the list reloads after a toggle; settling after it keeps the switch honest.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY }),
  });
}
