import { describe, expect, it } from 'vitest';
import { formatDocumentNumber } from './document-numbers';

describe('formatDocumentNumber', () => {
  it('writes the series, the year and six digits', () => {
    expect(formatDocumentNumber('WR', 2026, 1)).toBe('WR-2026-000001');
    expect(formatDocumentNumber('WR', 2027, 123_456)).toBe('WR-2027-123456');
  });

  it('lets a year with more than 999,999 documents grow a digit rather than wrap', () => {
    expect(formatDocumentNumber('WR', 2026, 1_000_000)).toBe('WR-2026-1000000');
  });

  it('refuses a counter that is not a whole number from 1', () => {
    expect(() => formatDocumentNumber('WR', 2026, 0)).toThrow(RangeError);
    expect(() => formatDocumentNumber('WR', 2026, 1.5)).toThrow(RangeError);
  });
});
