import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, SignInChallenge } from '@shared/contracts/auth';
import { apiRequest, isApiError } from '@web/lib/api-client';
import { storeSessionOf } from './get-session';

// `POST /api/auth/login`: sets the session cookie. 401 "Invalid email or password", 403 for an
// account whose email is not verified yet, 429 when rate limited (messages from the server). 428
// when many sign-ins failed from this network: the browser fetches a proof-of-work challenge, solves
// it (about a second; the solver is loaded only then) and sends the sign-in again with it.

const LOGIN = '/api/auth/login';

/** The browser could not solve the sign-in challenge (it timed out). */
export class ChallengeFailedError extends Error {}

export function useSignIn({ onChallenge }: { onChallenge?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      try {
        return await apiRequest<LoginResponse>('POST', LOGIN, { body });
      } catch (error) {
        if (!isApiError(error) || error.code !== 'challenge_required') throw error;
        onChallenge?.();
        const challenge = await apiRequest<SignInChallenge>('GET', '/api/auth/sign-in-challenge');
        const { solveSignInChallenge } = await import('./solve-sign-in-challenge');
        const solved = await solveSignInChallenge(challenge);
        if (!solved) throw new ChallengeFailedError();
        return apiRequest<LoginResponse>('POST', LOGIN, { body: { ...body, challenge: solved } });
      }
    },
    onSuccess: (response) => storeSessionOf(response, queryClient),
  });
}
