import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WarehouseRequestDetail } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT } from './get-admin-warehouse-requests';

// `POST /api/admin/warehouse-requests/:id/reject` { reason } (administrator): the reason becomes the
// admin notes and is emailed to the contact; 409 when the request is no longer submitted.

export type RejectWarehouseRequestVariables = { id: string; reason: string };

export function rejectWarehouseRequest({ id, reason }: RejectWarehouseRequestVariables): Promise<WarehouseRequestDetail> {
  return apiRequest<WarehouseRequestDetail>('POST', `/api/admin/warehouse-requests/${encodeURIComponent(id)}/reject`, { body: { reason } });
}

export function useRejectWarehouseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWarehouseRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT] }),
  });
}
