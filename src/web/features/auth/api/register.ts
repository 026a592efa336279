import type { MessageResponse, RegisterBody } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';

// `POST /api/auth/register`: creates an unverified account and emails a verification link. It never
// signs in. 409 "This email is already registered".

export function useRegister() {
  return useBodyMutation<RegisterBody, MessageResponse>('POST', '/api/auth/register');
}
