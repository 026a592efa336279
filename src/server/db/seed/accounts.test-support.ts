import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../client';
import { roles, userRoles, users } from '../schema';

/** The account row as stored (read from the table: the users module's repository is its own). */
export async function userByEmail(database: DatabaseHandle, email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user;
}

/** The names of the account's roles, sorted, as the role tables hold them. */
export async function rolesOf(database: DatabaseHandle, email: string) {
  const user = await userByEmail(database, email);
  const rows = await database.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user!.id));
  return rows.map((row) => row.name).sort();
}
