import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../../tests/api/harness';
import { verifyPassword } from '../../modules/auth/passwords';
import { createLocalStorage } from '../../platform/storage';
import type { DatabaseHandle } from '../client';
import { platformConfig, platformFeatures, roles, spaceTypes, userRoles, users, warehouses } from '../schema';
import { rolesOf, userByEmail } from './accounts.test-support';
import { prepareDatabase } from './prepare';

const silentLog = { info: () => {} };
let open: { database: DatabaseHandle; dir: string }[] = [];

async function fresh() {
  const database = await openTestDatabase();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wm-prepare-'));
  open.push({ database, dir });
  return { database, storage: createLocalStorage(path.join(dir, 'files')) };
}

afterEach(async () => {
  for (const { database, dir } of open) {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
  open = [];
});

describe('prepareDatabase', () => {
  it('seeds reference data: the three roles, an "Outdoors" space type, the platform features and a 20% fee', async () => {
    const { database, storage } = await fresh();
    await prepareDatabase({ config: { seedDemo: false, admin: undefined }, db: database.db, storage, migrate: () => database.migrate(), log: silentLog });
    const roleNames = (await database.db.select({ name: roles.name }).from(roles)).map((row) => row.name).sort();
    expect(roleNames).toEqual(['administrator', 'customer', 'warehouse_owner']);
    expect(await database.db.select().from(spaceTypes).where(eq(spaceTypes.name, 'Outdoors'))).toHaveLength(1);
    const keys = (await database.db.select({ key: platformFeatures.key }).from(platformFeatures)).map((row) => row.key).sort();
    expect(keys).toEqual(['inquiries', 'listing_requests', 'map_view', 'messaging', 'offer_actions']);
    const [config] = await database.db.select().from(platformConfig);
    expect(Number(config!.platformFeePercentage)).toBe(20);
  });

  it('adds no demo content when SEED_DEMO is off', async () => {
    const { database, storage } = await fresh();
    const result = await prepareDatabase({ config: { seedDemo: false, admin: undefined }, db: database.db, storage, migrate: () => database.migrate(), log: silentLog });
    expect(result.demoAccounts).toEqual([]);
    const [row] = await database.db.select({ value: count() }).from(warehouses);
    expect(row!.value).toBe(0);
  });

  // That a new database gets the demo content, and a database with accounts never again: demo-content.test.ts,
  // which seeds it this way once for all its checks.

  it('creates the ADMIN_EMAIL administrator, then updates its password and role on a later start', async () => {
    const { database, storage } = await fresh();
    const admin = { email: 'boss@example.test', password: 'first-password-1' };
    await prepareDatabase({ config: { seedDemo: false, admin }, db: database.db, storage, migrate: () => database.migrate(), log: silentLog });
    let user = await userByEmail(database, admin.email);
    expect(await verifyPassword(user!.passwordHash!, 'first-password-1')).toBe(true);
    expect(await rolesOf(database, admin.email)).toEqual(['administrator']);

    // Someone deactivated the account and took the role away; the next start puts it right.
    await database.db.update(users).set({ isActive: false }).where(eq(users.id, user!.id));
    await database.db.delete(userRoles).where(eq(userRoles.userId, user!.id));
    await prepareDatabase({
      config: { seedDemo: false, admin: { ...admin, password: 'second-password-2' } },
      db: database.db,
      storage,
      migrate: () => database.migrate(),
      log: silentLog,
    });
    user = await userByEmail(database, admin.email);
    expect(user!.isActive).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, 'second-password-2')).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, 'first-password-1')).toBe(false);
    expect(await rolesOf(database, admin.email)).toEqual(['administrator']);
    const [row] = await database.db.select({ value: count() }).from(users);
    expect(row!.value).toBe(1);
  });
});
