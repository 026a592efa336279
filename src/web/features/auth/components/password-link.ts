/**
 * What /reset-password was opened with. The emailed links carry `?type=recovery&token=...` (reset)
 * or `?type=invite&token=...` (an account created for someone: set a first password). A hash with
 * `access_token=` is the hosted backend's older link form, treated as a reset.
 */
export type PasswordLink =
  | { kind: 'request' }
  | { kind: 'set-password'; purpose: 'recovery' | 'invite'; token: string }
  /** A set-password link without its token (cut off when copied). */
  | { kind: 'broken'; purpose: 'recovery' | 'invite' };

export function readPasswordLink(search: string, hash: string): PasswordLink {
  const query = new URLSearchParams(search);
  const type = query.get('type');
  const hashParams = new URLSearchParams(hash.replace(/^#/, ''));
  const hashToken = hashParams.get('access_token');
  if (hashToken !== null) {
    return hashToken.trim() ? { kind: 'set-password', purpose: 'recovery', token: hashToken.trim() } : { kind: 'broken', purpose: 'recovery' };
  }
  if (type !== 'recovery' && type !== 'invite') return { kind: 'request' };
  const token = query.get('token')?.trim() ?? '';
  return token ? { kind: 'set-password', purpose: type, token } : { kind: 'broken', purpose: type };
}

/** The spec's pause between "password reset" and the sign-in screen. */
export const REDIRECT_TO_LOGIN_AFTER_RESET_MS = 2000;
