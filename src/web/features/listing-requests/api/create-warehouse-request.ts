import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedWarehouseRequest, WarehouseRequestInput } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';
import { getWarehouseRequestQueryOptions } from './get-warehouse-request';

// `POST /api/warehouse-requests` (public): the first save. Answers the id and the private link's
// token (shown this once); the form then moves to /warehouse-request?id=...&token=...

export function createWarehouseRequest(body: WarehouseRequestInput): Promise<CreatedWarehouseRequest> {
  return apiRequest<CreatedWarehouseRequest>('POST', '/api/warehouse-requests', { body });
}

export function useCreateWarehouseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWarehouseRequest,
    onSuccess: (created) => {
      queryClient.setQueryData(getWarehouseRequestQueryOptions({ id: created.id, token: created.token }).queryKey, created.request);
    },
  });
}
