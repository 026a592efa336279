import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { platformConfig, platformFeatures } from '../../db/schema';

export async function findPlatformFeatures(db: Executor) {
  return db.select().from(platformFeatures).orderBy(asc(platformFeatures.name), asc(platformFeatures.key));
}

export async function findPlatformFeatureByKey(db: Executor, key: string) {
  const rows = await db.select().from(platformFeatures).where(eq(platformFeatures.key, key)).limit(1);
  return rows[0];
}

/** Returns the updated row, or undefined when there is no feature with this id. */
export async function updatePlatformFeatureEnabled(db: Executor, id: string, isEnabled: boolean) {
  const rows = await db
    .update(platformFeatures)
    .set({ isEnabled, updatedAt: sql`now()` })
    .where(eq(platformFeatures.id, id))
    .returning();
  return rows[0];
}

export async function findPlatformConfig(db: Executor) {
  // Prepared by name: every invoice's issue and booking page reads it (decision 050).
  const rows = await db.select().from(platformConfig).where(eq(platformConfig.id, 1)).limit(1).prepare('find_platform_config').execute();
  return rows[0];
}

/**
 * Changes the settings given and keeps the others. The single settings row is created if missing
 * (a database seeded before it existed).
 */
export async function upsertPlatformConfig(db: Executor, values: Partial<Omit<typeof platformConfig.$inferInsert, 'id' | 'updatedAt'>>) {
  const rows = await db
    .insert(platformConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: platformConfig.id, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return rows[0]!;
}
