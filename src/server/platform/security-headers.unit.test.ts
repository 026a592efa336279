import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security-headers';

const base = { publicUrl: 'https://market.example', mapStyleUrl: undefined, mapHosts: [], s3: undefined };

describe('contentSecurityPolicy', () => {
  it('allows images only from the app itself (and data:/blob:) when files are served at /files', () => {
    expect(contentSecurityPolicy(base)['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('allows images from the bucket origin when S3_PUBLIC_URL hands out its addresses', () => {
    const s3 = { endpoint: undefined, region: 'eu-west-1', bucket: 'files', credentials: undefined, forcePathStyle: false, publicUrl: 'https://cdn.example/files' };
    expect(contentSecurityPolicy({ ...base, s3 })['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example']);
  });
});
