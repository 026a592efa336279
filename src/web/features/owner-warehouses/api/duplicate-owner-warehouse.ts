import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `POST /api/owner-warehouses/:id/duplicate`: 201 { id } of "{name} (Copy)".

function duplicateOwnerWarehouse(id: string): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', `/api/owner-warehouses/${encodeURIComponent(id)}/duplicate`);
}

export function useDuplicateOwnerWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateOwnerWarehouse,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY }),
  });
}
