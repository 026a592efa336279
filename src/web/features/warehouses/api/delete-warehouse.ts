import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';

// `DELETE /api/warehouses/:id`: 204; 409 with a message when inquiries or bookings use it (the
// owner can deactivate it instead).

function deleteWarehouse(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/warehouses/${encodeURIComponent(id)}`);
}

export function useDeleteWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWarehouse,
    // Settles once the lists have reloaded, so the row is gone when the dialog closes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY }),
  });
}
