import type { MessageResponse, PasswordResetBody } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { getSessionQueryOptions } from './get-session';

// `POST /api/auth/password-reset`: the token of a reset (type=recovery) or set-password
// (type=invite) link plus the new password. Ends every session of that user; 400 for an invalid link.

export function useResetPassword() {
  // The server ended that user's sessions, possibly this tab's own: re-read who is signed in.
  return useBodyMutation<PasswordResetBody, MessageResponse>('POST', '/api/auth/password-reset', (_, queryClient) =>
    queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
  );
}
