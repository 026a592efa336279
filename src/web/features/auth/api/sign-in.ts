import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@shared/contracts/auth';
import { apiRequest } from '@web/lib/api-client';
import { storeSignedInUser } from './get-session';

// `POST /api/auth/login`: sets the session cookie. 401 "Invalid email or password", 403 for an
// account whose email is not verified yet, 429 when rate limited (messages from the server).

function signIn(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', { body });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: ({ user }) => {
      if (user) storeSignedInUser(queryClient, user);
    },
  });
}
