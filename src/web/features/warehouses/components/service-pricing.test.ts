import { describe, expect, it } from 'vitest';
import { formatFromPrice } from './service-pricing';

describe('formatFromPrice', () => {
  it('shows the lowest price per m² with two decimals', () => {
    expect(formatFromPrice(42)).toBe('From €0.42 per m²');
    expect(formatFromPrice(123456)).toBe('From €1,234.56 per m²');
    expect(formatFromPrice(null)).toBeNull();
  });
});
