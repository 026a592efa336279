import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { cacheControlOf, isValidStorageKey, localFileUrl, type Storage } from './storage';

type S3Failure = { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };

function statusOf(error: unknown): number | undefined {
  return (error as S3Failure | null)?.$metadata?.httpStatusCode;
}

/** Says in an operator's words why the bucket cannot be used, so a bad setting stops the start, not the first upload. */
export function describeBucketProblem(s3: Pick<S3Config, 'bucket' | 'endpoint' | 'region'>, error: unknown): string {
  const where = `S3 bucket "${s3.bucket}" at ${s3.endpoint ?? `AWS (${s3.region})`}`;
  const status = statusOf(error);
  if (status === 404) return `${where} does not exist: create it or correct S3_BUCKET.`;
  if (status === 401 || status === 403) {
    return `${where} refused the credentials: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (the key needs to list, read, write and delete objects in the bucket).`;
  }
  if (status === 301) return `${where} is in another region: correct S3_REGION.`;
  const reason = (error as S3Failure | null)?.message || (error as S3Failure | null)?.name || String(error);
  return `${where} cannot be reached: ${reason}. Check S3_ENDPOINT and the network.`;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, s3rver), under the same keys as the
 * local driver, so every app process sees every upload. Opening checks the bucket and credentials.
 */
export async function openS3Storage(s3: S3Config): Promise<Storage> {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible servers reject the SDK's newer default (CRC32 trailers).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable endpoint fails a request (and the start-up check) in seconds, not after the OS time-out.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  try {
    await client.send(new HeadBucketCommand({ Bucket: s3.bucket }));
  } catch (error) {
    client.destroy();
    throw new Error(describeBucketProblem(s3, error), { cause: error });
  }

  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: checked(key), Body: body, ContentType: contentType, CacheControl: cacheControlOf(key) }),
      );
    },
    async read(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing key with success, like the local driver's rm --force.
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: checked(key) }));
    },
    publicUrl(key) {
      return s3.publicUrl ? `${s3.publicUrl}/${key}` : localFileUrl(key);
    },
    close() {
      client.destroy();
    },
  };
}
