import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '@shared/contracts/users';
import { apiRequest } from '@web/lib/api-client';
import { getAllUsersQueryKey } from './get-users';

// `PATCH /api/admin/users/:id/status` (administrator): deactivating signs the user out everywhere.
// 409 for the administrator's own account and for the last active administrator.

function updateUserStatus({ userId, isActive }: { userId: string; isActive: boolean }): Promise<AdminUser> {
  return apiRequest<AdminUser>('PATCH', `/api/admin/users/${encodeURIComponent(userId)}/status`, { body: { isActive } });
}

export function useUpdateUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getAllUsersQueryKey() }),
  });
}
