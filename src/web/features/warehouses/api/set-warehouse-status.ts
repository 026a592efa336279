import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';

// `PATCH /api/warehouses/:id/status` { isActive }: lists or hides a warehouse.

type SetWarehouseStatusVariables = { id: string; isActive: boolean };

function setWarehouseStatus({ id, isActive }: SetWarehouseStatusVariables): Promise<unknown> {
  return apiRequest<unknown>('PATCH', `/api/warehouses/${encodeURIComponent(id)}/status`, { body: { isActive } });
}

export function useSetWarehouseStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWarehouseStatus,
    // Spec 01 section 4: after a toggle the list reloads; the mutation settles once it has, so the
    // switch never shows the old state again after its click.
    onSettled: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY }),
  });
}
