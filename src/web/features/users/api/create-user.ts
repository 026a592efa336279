import type { AdminUser, CreateUserBody } from '@shared/contracts/users';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getAllUsersQueryKey } from './get-users';

// `POST /api/admin/users` (administrator): the account is verified and active at once; roles
// default to customer. 409 "This email is already registered".

export function useCreateUser() {
  return useBodyMutation<CreateUserBody, AdminUser>('POST', '/api/admin/users', (_, queryClient) =>
    queryClient.invalidateQueries({ queryKey: getAllUsersQueryKey() }),
  );
}
