import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { createDatabase } from '../../scripts/pg-cluster';
import type { S3Config } from '../../src/server/config';
import { startTestS3Server } from '../s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: { serverUrl: string; name: string } | null;
    /** Set when TEST_STORAGE=s3: every test app keeps its files in this bucket instead of a local folder. */
    s3Storage: S3Config | null;
  }
}

/** TEST_STORAGE=s3 (the PostgreSQL stage of `npm test`) runs the suite on the S3 driver against s3rver. */
async function provideStorage(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('s3Storage', null);
  if (process.env.TEST_STORAGE !== 's3') return undefined;
  const server = await startTestS3Server();
  if ('unavailable' in server) {
    // In CI the S3 half of the stage must run; elsewhere it is said and the files stay local.
    if (process.env.CI) throw new Error(`TEST_STORAGE=s3 but no S3 server could be started: ${server.unavailable}`);
    console.log(`TEST_STORAGE=s3 ignored, files stay local: ${server.unavailable}`);
    return undefined;
  }
  project.provide('s3Storage', server.config);
  return () => server.stop();
}

/**
 * Migrates and seeds reference data once; every test file then starts from a copy of that database
 * (a PGlite data-dir clone, or CREATE DATABASE ... TEMPLATE on a PostgreSQL server when TEST_DATABASE_URL is set).
 */
export default async function setup(project: TestProject) {
  const stopStorage = await provideStorage(project);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `template_${process.pid}_${Date.now()}`;
    const url = await createDatabase(serverUrl, name);
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    await handle.migrate();
    await seedReferenceData(handle.db);
    await handle.close();
    project.provide('postgresTemplate', { serverUrl, name });
    project.provide('pgliteTemplatePath', '');
    return stopStorage;
  }
  const handle = await openDatabase({ kind: 'pglite' });
  await handle.migrate();
  await seedReferenceData(handle.db);
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Every copy boots with the template's settings. PostgreSQL's default 128 MB buffer pool cost each
  // copy about 0.6 s of zeroing at boot; a test file's database fits in 16 MB many times over.
  await client.exec("alter system set shared_buffers = '16MB'");
  const dump = await client.dumpDataDir('none');
  await handle.close();
  const dir = path.resolve('.test-data');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', file);
  project.provide('postgresTemplate', null);
  return async () => {
    rmSync(file, { force: true });
    await stopStorage?.();
  };
}
