// `npm run db:seed`: migrations, reference data, and demo content when the database has no accounts yet.
import path from 'node:path';
import { loadConfig } from '../../config';
import { createLocalStorage } from '../../platform/storage';
import { openConfiguredDatabase } from '../open';
import { prepareDatabase } from './prepare';

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  const { demoAccounts } = await prepareDatabase({
    config: { ...config, seedDemo: config.seedDemo || process.env.SEED_DEMO === undefined },
    db: database.db,
    storage: createLocalStorage(path.join(config.dataDir, 'files')),
    migrate: () => database.migrate(),
    log: { info: (_details, message) => console.log(message) },
  });
  console.log(demoAccounts.length > 0 ? 'Demo content added:' : 'Reference data is up to date; the database already has accounts, so no demo content was added.');
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(16)} ${account.email} / ${account.password}`);
} finally {
  await database.close();
}
