import { describe, expect, it } from 'vitest';
import { createInquiriesFailedMessage } from './errors';

describe('createInquiriesFailedMessage', () => {
  it('uses the right plural and names the warehouses whose inquiries were created', () => {
    expect(createInquiriesFailedMessage(1)).toBe('Failed to create 1 inquiry');
    expect(createInquiriesFailedMessage(2)).toBe('Failed to create 2 inquiries');
    expect(createInquiriesFailedMessage(1, ['Muuga Port', 'Sergeli Cargo'])).toBe('Failed to create 1 inquiry. Created for: Muuga Port, Sergeli Cargo.');
  });
});
