import { z } from 'zod';
import { AUTH_MESSAGES } from '../errors';
import { ROLES } from '../roles';
import { emailField, passwordField } from './auth';
import { pageOf, pageQuery } from './pagination';

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
});
export type AdminUser = z.infer<typeof adminUser>;

export const listUsersQuery = z.object({
  search: z.string().trim().max(200).optional(),
  ...pageQuery(),
});
export const listUsersResponse = pageOf(adminUser);
export type ListUsersResponse = z.infer<typeof listUsersResponse>;

export const createUserBody = z.object({
  email: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField),
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
export const CANNOT_DEACTIVATE_SELF = 'You cannot deactivate your own account.';
export const CANNOT_REMOVE_OWN_ADMINISTRATOR = 'You cannot remove your own administrator role.';
export const LAST_ADMINISTRATOR = 'The last active administrator cannot lose the administrator role or be deactivated.';
export const USER_NOT_FOUND = 'User not found';
