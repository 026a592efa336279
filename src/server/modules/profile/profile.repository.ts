import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles } from '../../db/schema';

export type ProfileDetails = {
  contactEmail: string | null;
  companyName: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vatNumber: string | null;
};

export async function findProfileByUserId(db: Executor, userId: string) {
  const rows = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return rows[0];
}

export async function upsertProfile(db: Executor, userId: string, details: ProfileDetails): Promise<void> {
  await db
    .insert(profiles)
    .values({ userId, ...details })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...details, updatedAt: sql`now()` } });
}
