import { useMutation } from '@tanstack/react-query';
import type { MessageResponse, RegisterBody } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';

// `POST /api/auth/register`: creates an unverified account and emails a verification link. It never
// signs in. 409 "This email is already registered".

function register(body: RegisterBody): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('POST', '/api/auth/register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
