import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateWarehouseRequestBody, WarehouseRequestDetail } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';
import { getWarehouseRequestQueryOptions } from './get-warehouse-request';

// `PUT /api/warehouse-requests/:id` (public, token in the body): replaces the request, then submits
// it unless `submit` is false.

export type UpdateWarehouseRequestVariables = { id: string; body: UpdateWarehouseRequestBody };

export function updateWarehouseRequest({ id, body }: UpdateWarehouseRequestVariables): Promise<WarehouseRequestDetail> {
  return apiRequest<WarehouseRequestDetail>('PUT', `/api/warehouse-requests/${encodeURIComponent(id)}`, { body });
}

export function useUpdateWarehouseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWarehouseRequest,
    onSuccess: (detail, { id, body }) => {
      queryClient.setQueryData(getWarehouseRequestQueryOptions({ id, token: body.token }).queryKey, detail);
    },
  });
}
