import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseInput } from '@shared/contracts/warehouses';
import { apiRequest } from '@web/lib/api-client';
import { WAREHOUSES_QUERY_KEY } from './get-my-warehouses';

// `POST /api/warehouses`: 201 { id }; 400 with details keyed by body path ("spaces.0.sizeM2");
// 403 for a user who is neither a warehouse owner nor an administrator.

function createWarehouse(body: WarehouseInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', '/api/warehouses', { body });
}

export function useCreateWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarehouse,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: WAREHOUSES_QUERY_KEY }),
  });
}
