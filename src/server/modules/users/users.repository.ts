import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema';

export async function findUserByEmail(db: Executor, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return rows[0];
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const rows = await db.insert(users).values(values).returning();
  return rows[0]!;
}

export async function updateUser(db: Executor, id: string, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function addUserRoles(db: Executor, userId: string, roleNames: readonly string[]) {
  if (roleNames.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, [...roleNames]));
  if (found.length === 0) return;
  await db
    .insert(userRoles)
    .values(found.map((role) => ({ userId, roleId: role.id })))
    .onConflictDoNothing();
}
