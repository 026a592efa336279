import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';

// `POST /api/warehouses/:id/duplicate`: 201 { id } of the copy, named "{name} (Copy)".

function duplicateWarehouse(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', `/api/warehouses/${encodeURIComponent(id)}/duplicate`);
}

export function useDuplicateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateWarehouse,
    // Settles once the lists have reloaded, so the copy is on screen when the button frees up.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY }),
  });
}
