import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appSecrets } from '../db/schema';
import { generateToken } from './tokens';

/**
 * The app's own secret called `name`: made at random the first time it is asked for, then the same
 * in every app process (the first process to ask writes it; the others read that one).
 */
export async function appSecret(db: Executor, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generateToken() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`app secret ${name} missing after insert`);
  return row.value;
}
