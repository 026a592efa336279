// `npm run db:migrate`: applies the committed migrations to the configured database (also done at every start).
import { loadConfig } from '../config';
import { openConfiguredDatabase } from './open';
import { loadDotEnv } from '../platform/env-file';

// A .env file in the working directory, if any; the environment wins over it.
loadDotEnv();
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await database.migrate();
  console.log(`Migrations applied (${database.kind}).`);
} finally {
  await database.close();
}
