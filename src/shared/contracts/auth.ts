import { z } from 'zod';
import { ACCOUNT_FORM_MESSAGES, AUTH_MESSAGES } from '../errors';
import { LOCALES } from '../locales';
import { whenValid } from './common';

export const MIN_PASSWORD_LENGTH = 8;

// A basic {something}@{something}.{something} pattern, as the spec asks; the server lower-cases it.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = z
  .string()
  .trim()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmail)
  .transform((value) => value.toLowerCase());
export const passwordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(200, ACCOUNT_FORM_MESSAGES.passwordTooLong);

const sessionUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The language the user chose (decision 231); null before they chose one. */
  locale: z.enum(LOCALES).nullable(),
  roles: z.array(z.string()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({ user: sessionUser.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

/** The two roles a person may ask for at sign-up ("I want to:" Book a Warehouse / List a Warehouse). */
export const SIGN_UP_ROLES = ['customer', 'warehouse_owner'] as const;

/**
 * A new password typed twice (sign-up, setting a password): the copy must match, else the message
 * stands on the copy's field, once both fields have passed their own checks.
 */
function withConfirmedPassword<Body extends z.ZodType<{ password: string; confirmPassword: string }>>(body: Body): Body {
  return body.refine((value) => value.password === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
    ...whenValid('password', 'confirmPassword'),
  });
}

export const registerBody = withConfirmedPassword(
  z.object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(),
    role: z.enum(SIGN_UP_ROLES).default('customer'),
    acceptTerms: z.literal(true, { message: ACCOUNT_FORM_MESSAGES.acceptTerms }),
  }),
);
export type RegisterBody = z.input<typeof registerBody>;
/** Sign-up never signs in: the account must verify its email first. */
export const registerResponse = z.object({ message: z.literal(AUTH_MESSAGES.checkEmail) });

/**
 * GET /api/auth/sign-in-challenge: a proof-of-work puzzle (ALTCHA, PBKDF2), signed by the server.
 * Asked of an address from which many sign-ins failed: the browser solves it in about a second.
 */
export const signInChallenge = z.object({
  parameters: z.object({
    algorithm: z.string().max(50),
    nonce: z.string().max(200),
    salt: z.string().max(200),
    cost: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: z.string().max(200),
    keySignature: z.string().max(200).optional(),
    expiresAt: z.number().optional(),
  }),
  signature: z.string().max(200),
});
export type SignInChallenge = z.infer<typeof signInChallenge>;

/** A solved challenge, sent back with the sign-in that needed it. */
export const solvedSignInChallenge = z.object({
  challenge: signInChallenge,
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(200) }),
});
export type SolvedSignInChallenge = z.infer<typeof solvedSignInChallenge>;

/** Any failure answers "Invalid email or password", so the fields are only checked for presence. */
export const loginBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(200),
  challenge: solvedSignInChallenge.optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

/**
 * The token from an emailed link (verification, reset, set-password). Any length up to the bound:
 * a link cut short (a mail program breaking a long address) is an unknown token, which the server
 * answers with the invalid-link message and the way to a new link, not a check of the input.
 */
const tokenField = z.string().trim().min(1).max(200);

export const verifyEmailBody = z.object({ token: tokenField });
export const resendVerificationBody = z.object({ email: emailField });
export const passwordResetRequestBody = z.object({ email: emailField });

export const passwordResetBody = withConfirmedPassword(z.object({ token: tokenField, password: passwordField, confirmPassword: z.string() }));
export type PasswordResetBody = z.infer<typeof passwordResetBody>;

/** Links in emails: where each purpose lands in the web app. */
export const EMAIL_LINK_PATHS = {
  verifyEmail: (token: string) => `/dashboard?type=signup&token=${encodeURIComponent(token)}`,
  resetPassword: (token: string) => `/reset-password?type=recovery&token=${encodeURIComponent(token)}`,
  setPassword: (token: string) => `/reset-password?type=invite&token=${encodeURIComponent(token)}`,
  /** The "Forgot your password?" form, for the sign-in alert. */
  requestPasswordReset: () => '/reset-password',
} as const;

export const EMAIL_TOKEN_TTL_MS = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  set_password: 7 * 24 * 60 * 60 * 1000,
} as const;

/** Sign-in answers the session and, for API clients that cannot keep cookies, the bearer token. */
export const loginResponse = sessionResponse.extend({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponse>;

/** A plain confirmation text (resend verification, password reset request and reset). */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;
export type ResendVerificationBody = z.input<typeof resendVerificationBody>;
export type PasswordResetRequestBody = z.input<typeof passwordResetRequestBody>;
