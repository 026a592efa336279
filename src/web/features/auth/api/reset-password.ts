import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetBody } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';
import { getSessionQueryOptions } from './get-session';

// `POST /api/auth/password-reset`: the token of a reset (type=recovery) or set-password
// (type=invite) link plus the new password. Ends every session of that user; 400 for an invalid link.

function resetPassword(body: PasswordResetBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/password-reset', { body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // The server ended that user's sessions, possibly this tab's own: re-read who is signed in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
  });
}
