import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApprovedWarehouseRequest } from '@shared/contracts/warehouse-requests';
import { apiRequest } from '@web/lib/api-client';
import { ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT } from './get-admin-warehouse-requests';

// `POST /api/admin/warehouse-requests/:id/approve` (administrator): the live warehouse and its owner
// account; 409 when the request is no longer submitted (e.g. approved in another tab).

export function approveWarehouseRequest(id: string): Promise<ApprovedWarehouseRequest> {
  return apiRequest<ApprovedWarehouseRequest>('POST', `/api/admin/warehouse-requests/${encodeURIComponent(id)}/approve`);
}

export function useApproveWarehouseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWarehouseRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [ADMIN_WAREHOUSE_REQUESTS_QUERY_ROOT] }),
  });
}
