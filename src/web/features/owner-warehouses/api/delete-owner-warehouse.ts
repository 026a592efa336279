import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `DELETE /api/owner-warehouses/:id`: 204; 409 with a message while inquiries name it.

function deleteOwnerWarehouse(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/owner-warehouses/${encodeURIComponent(id)}`);
}

export function useDeleteOwnerWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnerWarehouse,
    // Settles once the lists have reloaded, so the row is gone when the dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY }),
  });
}
