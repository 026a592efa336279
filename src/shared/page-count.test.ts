import { describe, expect, it } from 'vitest';
import { totalPages } from './page-count';

describe('totalPages', () => {
  it('is at least 1', () => {
    expect(totalPages(0, 24)).toBe(1);
    expect(totalPages(24, 24)).toBe(1);
    expect(totalPages(25, 24)).toBe(2);
  });
});
