// `npm run db:seed`: migrations, reference data, and demo content when the database has no accounts yet.
import { loadConfig } from '../../config';
import { openConfiguredStorage } from '../../platform/open-storage';
import { openConfiguredDatabase } from '../open';
import { prepareDatabase } from './prepare';
import { loadDotEnv } from '../../platform/env-file';

// A .env file in the working directory, if any; the environment wins over it.
loadDotEnv();
const config = loadConfig();
// The demo images go where the app will read them: the S3 bucket when S3_BUCKET is set.
const storage = await openConfiguredStorage(config);
const database = await openConfiguredDatabase(config);
try {
  const { demoAccounts } = await prepareDatabase({
    // Unset or empty (as a .env copied from .env.example leaves it), as loadConfig reads it: demo content on.
    config: { ...config, seedDemo: config.seedDemo || !process.env.SEED_DEMO },
    db: database.db,
    storage,
    migrate: () => database.migrate(),
    log: { info: (_details, message) => console.log(message) },
  });
  console.log(demoAccounts.length > 0 ? 'Demo content added:' : 'Reference data is up to date; the database already has accounts, so no demo content was added.');
  for (const account of demoAccounts) console.log(`  ${account.role.padEnd(16)} ${account.email} / ${account.password}`);
} finally {
  await database.close();
  storage.close();
}
