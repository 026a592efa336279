import type { MessageResponse, PasswordResetRequestBody } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';

// `POST /api/auth/password-reset/request`: emails a reset link. Always the same answer, so nobody
// can learn from it which addresses have an account.

export function useRequestPasswordReset() {
  return useBodyMutation<PasswordResetRequestBody, MessageResponse>('POST', '/api/auth/password-reset/request');
}
