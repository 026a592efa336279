import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, VerifyEmailBody } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';
import { storeSignedInUser } from './get-session';

// `POST /api/auth/verify-email`: the token of the emailed link (/dashboard?type=signup&token=...).
// Verifies the email and signs in (sets the session cookie). 400 for an invalid or used link.

function verifyEmail(body: VerifyEmailBody): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('POST', '/api/auth/verify-email', { body });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => {
      if (user) storeSignedInUser(queryClient, user);
    },
  });
}
