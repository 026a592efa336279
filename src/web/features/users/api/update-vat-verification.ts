import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UpdateVatVerificationBody } from '@shared/contracts/users';
import { apiRequest } from '@web/lib/api-client';
import { getAllUsersQueryKey } from './get-users';

// `PUT /api/admin/users/:id/vat-verification` (administrator, decision 215): marks the VAT number
// verified or withdraws it. 409 `vat_number_changed` when the profile's number is no longer the one
// sent (the list refetches and shows the new one), `no_vat_number` when it has none.

function updateVatVerification({ userId, ...body }: { userId: string } & UpdateVatVerificationBody): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/vat-verification`, { body });
}

export function useUpdateVatVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVatVerification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getAllUsersQueryKey() }),
  });
}
