import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerWarehouseInput } from '@shared/contracts/owner-warehouses';
import { apiRequest } from '@web/lib/api-client';
import { ALL_WAREHOUSES_QUERY_KEY } from './get-owner-warehouses';

// `POST /api/owner-catalogue/warehouses`: 201 { id }; 400 with details by body path; 403 "Only
// warehouse owners can create listings".

function createOwnerWarehouse(body: OwnerWarehouseInput): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', '/api/owner-catalogue/warehouses', { body });
}

export function useCreateOwnerWarehouse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOwnerWarehouse,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ALL_WAREHOUSES_QUERY_KEY }),
  });
}
