import type { Role } from '@shared/roles';
import type { Database } from '../../db/client';
import { hashPassword } from '../auth/passwords';
import { addUserRoles, findUserByEmail, insertUser, updateUser } from './users.repository';

export type EnsureUserInput = {
  email: string;
  password: string;
  roles: readonly Role[];
  firstName?: string;
  lastName?: string;
};

/**
 * Creates the account, or brings an existing one in line: the password is set, the roles are
 * added and the account is active and verified. Used for ADMIN_EMAIL at start and for demo accounts.
 */
export async function ensureUser(db: Database, input: EnsureUserInput): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await updateUser(tx, existing.id, {
        passwordHash,
        isActive: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
      });
      await addUserRoles(tx, existing.id, input.roles);
      return { id: existing.id, created: false };
    }
    const user = await insertUser(tx, {
      email,
      passwordHash,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      emailVerifiedAt: new Date(),
    });
    await addUserRoles(tx, user.id, input.roles);
    return { id: user.id, created: true };
  });
}
