import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, ResendVerificationBody } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/auth/resend-verification`: the same answer whether or not the address has an account.

function resendVerification(body: ResendVerificationBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/resend-verification', { body });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
