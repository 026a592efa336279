import type { SessionResponse, VerifyEmailBody } from '@shared/contracts/auth';
import { useBodyMutation } from '@web/lib/use-api-mutation';
import { storeSessionOf } from './get-session';

// `POST /api/auth/verify-email`: the token of the emailed link (/dashboard?type=signup&token=...).
// Verifies the email and signs in (sets the session cookie). 400 for an invalid or used link.

export function useVerifyEmail() {
  return useBodyMutation<VerifyEmailBody, SessionResponse>('POST', '/api/auth/verify-email', storeSessionOf);
}
