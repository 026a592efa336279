import path from 'node:path';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { prepareDatabase } from './db/seed/prepare';
import { loadDotEnv } from './platform/env-file';
import { openConfiguredStorage } from './platform/open-storage';
import type { Storage } from './platform/storage';

// A .env file in the working directory, if any; the environment wins over it.
loadDotEnv();
const config = loadConfig();
// Storage first: a missing bucket or refused credentials stop the start before the database is touched.
const storage = await openConfiguredStorage(config).catch((error: unknown): Storage => {
  console.error(`Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, storage, sendMail: true });

try {
  const prepared = await prepareDatabase({ config, db: database.db, storage, migrate: () => database.migrate(), log: app.log });
  await app.listen({ port: config.port, host: config.host });
  printWelcome(prepared.demoAccounts);
} catch (error) {
  app.log.fatal({ err: error }, 'failed to start');
  await database.close().catch(() => {});
  process.exit(1);
}

function printWelcome(demoAccounts: { role: string; email: string; password: string }[]) {
  const lines = [`\n  24WM warehouse marketplace is running at ${config.publicUrl}`];
  lines.push(`  Database: ${database.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${path.join(config.dataDir, 'pglite')}` : 'PostgreSQL server (DATABASE_URL)'}`);
  lines.push(`  Files: ${config.s3 ? `S3 bucket ${config.s3.bucket}` : path.join(config.dataDir, 'files')}`);
  if (demoAccounts.length > 0) {
    lines.push('  Demo accounts:');
    for (const account of demoAccounts) lines.push(`    ${account.role.padEnd(16)} ${account.email}  /  ${account.password}`);
  }
  if (config.admin) lines.push(`  Administrator from ADMIN_EMAIL: ${config.admin.email}`);
  console.log(`${lines.join('\n')}\n`);
}

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let those in flight finish, then close the database.
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  try {
    await app.close();
    await database.close();
    storage.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
