import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

// `DELETE /api/warehouse-images/:id`: 204; removes a pending upload (one no saved warehouse uses
// yet). A saved image is removed by leaving it out of the warehouse's imageIds instead.

function deleteWarehouseImage(id: string): Promise<void> {
  return apiRequest<void>('DELETE', `/api/warehouse-images/${encodeURIComponent(id)}`);
}

export function useDeleteWarehouseImage() {
  return useMutation({ mutationFn: deleteWarehouseImage });
}
