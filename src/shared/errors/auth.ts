/** Accounts, sign-in and roles. */

/** Authentication (spec 01 section 8). */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'This email is already registered',
  passwordTooShort: 'Password must be at least 8 characters long',
  invalidEmail: 'Please enter a valid email address',
  sessionExpired: 'Your session has expired, please sign in again',
  passwordsDoNotMatch: 'Passwords do not match',
  resetEmailFailed: 'Failed to send reset password email',
  createAccountFailed: 'Failed to create account',
  loginUnexpected: 'An unexpected error occurred. Please try again later.',
  resetFailed: 'Failed to reset password',
  notAuthenticated: 'User not authenticated',
  unauthorized: 'Unauthorized',
  noValidRoles: 'No valid roles found',
  checkEmail: 'Please check your email for a verification link.',
  /** Ours: the spec has no text for a deactivated account. */
  accountDeactivated: 'Your account has been deactivated. Please contact an administrator.',
} as const;


export function roleMissingMessage(roles: readonly string[]): string {
  return `Required role is missing. Required role: ${roles.join(', ')}`;
}
