import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '@shared/contracts/users';
import { apiRequest } from '@web/lib/api-client';
import { getAllUsersQueryKey } from './get-users';

// `POST /api/admin/users` (administrator): the account is verified and active at once; roles
// default to customer. 409 "This email is already registered".

function createUser(body: CreateUserBody): Promise<AdminUser> {
  return apiRequest<AdminUser>('POST', '/api/admin/users', { body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getAllUsersQueryKey() }),
  });
}
