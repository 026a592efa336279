/**
 * Accounts: the texts of the sign-up, password and emailed-link pages and of the name fields.
 * Apart from auth.ts because the first load carries that one (the header needs AUTH_MESSAGES) and
 * needs none of these.
 */

export const ACCOUNT_FORM_MESSAGES = {
  passwordTooLong: 'Password must be at most 200 characters long',
  acceptTerms: 'You must accept the terms and privacy policy',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailNotificationsChoice: 'Choose whether notifications also come by email',
  localeChoice: 'Choose one of the languages offered',
} as const;

export const PASSWORD_RESET_REQUESTED =
  'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.';
export const VERIFICATION_RESENT =
  'If this email has an account waiting for verification, we have sent a new link. Please check your inbox.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Redirecting to sign in...';
export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';

/** Sign-in with the right password on an account whose email is not verified yet (403, code forbidden). */
export const EMAIL_NOT_VERIFIED = 'Please verify your email before signing in. We have sent you a new link.';

/** The 429 text of the sign-in, sign-up, resend and reset-request limits. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
