import { describe, expect, it } from 'vitest';
import { formatInquiryNumber, shortId } from './ids';

const UUID = '3f2a9c1e-7b4d-4e8a-9c01-5d6e7f8a9b0c';

describe('shortId', () => {
  it('keeps the first 8 characters of a uuid', () => {
    expect(shortId(UUID)).toBe('3f2a9c1e');
  });

  it('returns a shorter id whole, and an empty id as empty', () => {
    expect(shortId('abc')).toBe('abc');
    expect(shortId('')).toBe('');
  });
});

describe('formatInquiryNumber', () => {
  it('prefixes the short id with #', () => {
    expect(formatInquiryNumber(UUID)).toBe('#3f2a9c1e');
  });
});
