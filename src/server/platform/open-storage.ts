import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './storage';

/**
 * The S3 driver when S3_BUCKET is set (checked now: a missing bucket or refused credentials throw
 * with an operator's message), else files under DATA_DIR/files.
 */
export async function openConfiguredStorage(config: Pick<Config, 's3' | 'dataDir'>): Promise<Storage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'files'));
  // Loaded only when used: the AWS SDK adds start-up time a single-machine install does not need.
  const { openS3Storage } = await import('./storage-s3');
  return openS3Storage(config.s3);
}
