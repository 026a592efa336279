import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, loadConfig } from './config';

describe('loadConfig: S3 storage', () => {
  it('keeps files local when S3_BUCKET is unset, whatever else is set', () => {
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1' }).s3).toBeUndefined();
  });

  it('uses path-style addresses by default for an S3-compatible endpoint, virtual hosts for AWS', () => {
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000' }).s3).toEqual({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      bucket: 'files',
      credentials: undefined,
      forcePathStyle: true,
      publicUrl: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'files' }).s3?.forcePathStyle).toBe(false);
    expect(loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: '0' }).s3?.forcePathStyle).toBe(false);
  });

  it('takes the key pair together, and S3_PUBLIC_URL without its trailing slash', () => {
    const s3 = loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret', S3_PUBLIC_URL: 'https://cdn.example.com/img/' }).s3;
    expect(s3?.credentials).toEqual({ accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(s3?.publicUrl).toBe('https://cdn.example.com/img');
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  });

  it('refuses an endpoint or public address that is not a URL', () => {
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ENDPOINT: 'not an address' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_PUBLIC_URL: 'cdn' })).toThrow(/S3_PUBLIC_URL/);
  });
});

describe('loadConfig: database pool', () => {
  it('opens 10 connections per process unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '1' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});

describe('loadConfig: exchange-rate feed', () => {
  it("reads the ECB's daily rates unless EXCHANGE_RATES_FEED_URL says otherwise; off switches it off, empty is the default", () => {
    expect(loadConfig({}).exchangeRatesFeedUrl).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml');
    expect(loadConfig({ EXCHANGE_RATES_FEED_URL: 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml' }).exchangeRatesFeedUrl).toBe(
      'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml',
    );
    expect(loadConfig({ EXCHANGE_RATES_FEED_URL: 'off' }).exchangeRatesFeedUrl).toBeNull();
    expect(loadConfig({ EXCHANGE_RATES_FEED_URL: '' }).exchangeRatesFeedUrl).toBe('https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml');
  });

  it('refuses an address that is not http or https', () => {
    expect(() => loadConfig({ EXCHANGE_RATES_FEED_URL: 'ecb rates' })).toThrow(/EXCHANGE_RATES_FEED_URL/);
    expect(() => loadConfig({ EXCHANGE_RATES_FEED_URL: 'file:///etc/passwd' })).toThrow(/EXCHANGE_RATES_FEED_URL/);
  });
});

describe('configuration documents', () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const envExample = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');

  it.each(CONFIG_VARIABLES)('%s is in the README configuration table and in .env.example', (name) => {
    expect(readme).toMatch(new RegExp(`^\\|[^\\n]*\`${name}\``, 'm'));
    expect(envExample).toMatch(new RegExp(`^${name}=`, 'm'));
  });
});
