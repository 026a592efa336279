import type { LoginBody, LoginResponse } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { storeSessionOf } from './get-session';

// `POST /api/auth/login`: sets the session cookie. 401 "Invalid email or password", 403 for an
// account whose email is not verified yet, 429 when rate limited (messages from the server).

export function useSignIn() {
  return useBodyMutation<LoginBody, LoginResponse>('POST', '/api/auth/login', storeSessionOf);
}
