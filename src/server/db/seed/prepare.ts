import { count } from 'drizzle-orm';
import type { Config } from '../../config';
import { ensureUser } from '../../modules/users/users.service';
import type { Storage } from '../../platform/storage';
import type { Database } from '../client';
import { users } from '../schema';
import { type DemoAccount, seedDemoContent } from './demo-content';
import { seedReferenceData } from './reference-data';

export type PrepareOptions = {
  config: Pick<Config, 'seedDemo' | 'admin'>;
  db: Database;
  storage: Storage;
  migrate: () => Promise<void>;
  log: { info(details: object, message: string): void };
};

/**
 * Runs at every start: migrations, reference data, demo content on a new database, and the
 * ADMIN_EMAIL administrator. Each step is idempotent.
 */
export async function prepareDatabase({ config, db, storage, migrate, log }: PrepareOptions): Promise<{ demoAccounts: DemoAccount[] }> {
  await migrate();
  await seedReferenceData(db);
  let demoAccounts: DemoAccount[] = [];
  // A database without any account is new: only then is demo content added, so it never mixes with real data.
  const [row] = await db.select({ value: count() }).from(users);
  if (config.seedDemo && row?.value === 0) {
    demoAccounts = await seedDemoContent(db, storage);
    log.info({ warehouses: 'seeded' }, 'demo content added to the new database');
  }
  if (config.admin) {
    const result = await ensureUser(db, { ...config.admin, roles: ['administrator'], firstName: 'Platform', lastName: 'Administrator' });
    log.info({ email: config.admin.email, created: result.created }, 'ADMIN_EMAIL administrator ensured');
  }
  return { demoAccounts };
}
