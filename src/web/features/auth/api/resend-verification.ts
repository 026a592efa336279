import type { MessageResponse, ResendVerificationBody } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';

// `POST /api/auth/resend-verification`: the same answer whether or not the address has an account.

export function useResendVerification() {
  return useBodyMutation<ResendVerificationBody, MessageResponse>('POST', '/api/auth/resend-verification');
}
