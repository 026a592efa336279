import { describe, expect, it } from 'vitest';
import { invoiceStatusOf } from './invoice';

const invoice = { kind: 'invoice' as const, totalCents: 10_000, paidCents: 0, creditedCents: 0, dueDate: '2026-12-13', today: '2026-11-29' };

describe('invoiceStatusOf', () => {
  it.each([
    ['nothing paid, before the due date', {}, 'issued'],
    ['nothing paid, on the due date', { today: '2026-12-13' }, 'issued'],
    ['nothing paid, the day after the due date', { today: '2026-12-14' }, 'overdue'],
    ['part paid, before the due date', { paidCents: 4_000 }, 'partly_paid'],
    ['part paid, after the due date', { paidCents: 4_000, today: '2027-01-01' }, 'overdue'],
    ['paid in full', { paidCents: 10_000 }, 'paid'],
    ['paid in full after the due date', { paidCents: 10_000, today: '2027-01-01' }, 'paid'],
    ['paid in part, the rest credited', { paidCents: 6_000, creditedCents: 4_000 }, 'paid'],
    ['credited whole', { creditedCents: 10_000 }, 'cancelled'],
    ['credited in part, overdue for the rest', { creditedCents: 4_000, today: '2027-01-01' }, 'overdue'],
  ] as const)('%s: %s', (_case, changes, expected) => {
    expect(invoiceStatusOf({ ...invoice, ...changes })).toBe(expected);
  });

  it('keeps a credit note issued whatever its sums', () => {
    expect(invoiceStatusOf({ ...invoice, kind: 'credit_note', totalCents: -10_000, today: '2030-01-01' })).toBe('issued');
  });
});
