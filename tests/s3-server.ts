import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type S3rverServer from 's3rver';
import type { S3Config } from '../src/server/config';

/** s3rver's fixed key pair: it refuses requests signed with any other. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type TestS3Server = {
  endpoint: string;
  /** Settings for the storage driver, pointing at a bucket that exists. */
  config: S3Config;
  /** The same as environment variables, for an app process. */
  env: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * A real S3-compatible server (s3rver, a dev dependency) on a free loopback port, with files in a
 * temp folder and one bucket. Answers the reason instead when s3rver cannot be loaded, so the
 * caller can skip and say why.
 */
export async function startTestS3Server(): Promise<TestS3Server | { unavailable: string }> {
  let S3rver: typeof S3rverServer;
  try {
    S3rver = (await import('s3rver')).default;
  } catch (error) {
    return { unavailable: `s3rver could not be loaded (${error instanceof Error ? error.message : String(error)}); run npm ci` };
  }
  const directory = mkdtempSync(path.join(os.tmpdir(), 'wm-s3-'));
  const bucket = 'warehouse-files';
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    endpoint,
    config: { endpoint, region: 'us-east-1', bucket, credentials: { ...S3RVER_CREDENTIALS }, forcePathStyle: true, publicUrl: undefined },
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
