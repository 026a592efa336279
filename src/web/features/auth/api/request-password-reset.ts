import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, PasswordResetRequestBody } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/auth/password-reset/request`: emails a reset link. Always the same answer, so nobody
// can learn from it which addresses have an account.

function requestPasswordReset(body: PasswordResetRequestBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/password-reset/request', { body });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
