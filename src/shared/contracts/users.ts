import { z } from 'zod';
import { ACCOUNT_FORM_MESSAGES, AUTH_MESSAGES } from '../errors';
import { ROLES } from '../roles';
import { emailField, passwordField } from './auth';
import { listSearch, pageOf, pageQuery } from './pagination';

const roleSchema = z.enum(ROLES);

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isActive: z.boolean(),
  emailVerified: z.boolean(),
  roles: z.array(roleSchema),
  createdAt: z.string(),
  /** From the user's profile, read-only here; null when not given. */
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  /** When an administrator verified the VAT number (ISO timestamp); null when not verified (decision 215). */
  vatNumberVerifiedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const listUsersQuery = z.object({
  search: listSearch,
  ...pageQuery(),
});
export const listUsersResponse = pageOf(adminUser);
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

export const createUserBody = z.object({
  email: z.string({ error: ACCOUNT_FORM_MESSAGES.emailRequired }).trim().min(1, ACCOUNT_FORM_MESSAGES.emailRequired).pipe(emailField),
  password: z.string({ error: AUTH_MESSAGES.passwordTooShort }).pipe(passwordField),
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  roles: z.array(roleSchema).default(['customer']),
});
export type CreateUserBody = z.input<typeof createUserBody>;

export const updateUserStatusBody = z.object({ isActive: z.boolean() });

/** Unknown role names are dropped; none left gives "No valid roles found". */
export const updateUserRolesBody = z.object({
  roles: z.array(z.string().max(50)).max(10),
});
export const NO_VALID_ROLES = AUTH_MESSAGES.noValidRoles;

/**
 * PUT /api/admin/users/:id/vat-verification (decision 215): the number the administrator checked (in
 * VIES for an EU number, on a tax certificate for another) and whether it is verified. A number that
 * is no longer the profile's (compared normalised) is refused, so a changed one is never verified by
 * accident; `verified: false` withdraws the verification.
 */
export const updateVatVerificationBody = z.object({
  vatNumber: z.string().trim().min(1).max(50),
  verified: z.boolean(),
});
export type UpdateVatVerificationBody = z.infer<typeof updateVatVerificationBody>;
