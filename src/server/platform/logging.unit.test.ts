import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides the token of a listing-request link and of email links, keeping the rest', () => {
    expect(redactUrl('/warehouse-request?id=42&token=abc123')).toBe('/warehouse-request?id=42&token=[redacted]');
    expect(redactUrl('/reset-password?type=invite&token=s3cr3t&next=%2F')).toBe('/reset-password?type=invite&token=[redacted]&next=%2F');
    expect(redactUrl('/x?access_token=a&TOKEN=b#frag')).toBe('/x?access_token=[redacted]&TOKEN=[redacted]#frag');
  });

  it('leaves URLs without secrets alone, including look-alike names', () => {
    expect(redactUrl('/api/warehouses?page=2&search=token')).toBe('/api/warehouses?page=2&search=token');
    expect(redactUrl('/api/x?mytoken=1')).toBe('/api/x?mytoken=1');
  });
});
