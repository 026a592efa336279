import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LIVE_EVENT_KEYS } from '@shared/contracts/events';
import type { Role } from '@shared/roles';
import type { AdminUser } from '@shared/contracts/users';
import { apiRequest } from '@web/lib/api-client';
import { getAllUsersQueryKey } from './get-users';

// `PUT /api/admin/users/:id/roles` (administrator): replaces the roles. 400 "No valid roles found"
// for none; 409 when the last active administrator would lose the role.

function updateUserRoles({ userId, roles }: { userId: string; roles: Role[] }): Promise<AdminUser> {
  return apiRequest<AdminUser>('PUT', `/api/admin/users/${encodeURIComponent(userId)}/roles`, { body: { roles } });
}

export function useUpdateUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRoles,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: getAllUsersQueryKey() });
      // The administrator may have changed their own roles: the header and the guards follow.
      void queryClient.invalidateQueries({ queryKey: [LIVE_EVENT_KEYS.session] });
    },
  });
}
