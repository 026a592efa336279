import { describe, expect, it } from 'vitest';
import { formatStatementMonth, isStatementMonth, payoutEffectCents, statementMonthOf, statementMonthRange, statementTotals } from './owner-statements';

const line = (payableCents: number, commissionCents = 0) => ({ amountCents: payableCents + commissionCents, commissionCents, payableCents });

describe('statementTotals', () => {
  it('closes at opening + payable − paid out + returned', () => {
    const result = statementTotals({
      openingCents: 10_000,
      lines: [line(40_000, 2_000), line(5_050, 250)],
      payouts: [
        { kind: 'paid_out', amountCents: 30_000 },
        { kind: 'returned', amountCents: 30_000 },
        { kind: 'paid_out', amountCents: 25_000 },
      ],
    });
    expect(result).toEqual({
      amountCents: 47_300,
      commissionCents: 2_250,
      payableCents: 45_050,
      paidOutCents: 55_000,
      returnedCents: 30_000,
      adjustmentsCents: 0,
      closingCents: 10_000 + 45_050 - 55_000 + 30_000,
      isCarried: false,
    });
  });

  it('carries a negative closing balance to the next month', () => {
    const result = statementTotals({ openingCents: 1_000, lines: [], payouts: [{ kind: 'paid_out', amountCents: 1_500 }] });
    expect(result.closingCents).toBe(-500);
    expect(result.isCarried).toBe(true);
    // The next month opens where this one closed and pays the carried amount back first.
    const next = statementTotals({ openingCents: result.closingCents, lines: [line(2_000)], payouts: [] });
    expect(next.closingCents).toBe(1_500);
    expect(next.isCarried).toBe(false);
  });

  it('adds signed adjustments, and a month with nothing in it closes at its opening', () => {
    expect(statementTotals({ openingCents: 700, lines: [], payouts: [{ kind: 'adjustment', amountCents: -200 }] }).closingCents).toBe(500);
    expect(statementTotals({ openingCents: 700, lines: [], payouts: [] })).toMatchObject({ closingCents: 700, amountCents: 0, isCarried: false });
  });

  it('keeps amount − commission = payable in its totals', () => {
    const result = statementTotals({ openingCents: 0, lines: [line(48_335, 0), line(12_345, 678)], payouts: [] });
    expect(result.amountCents - result.commissionCents).toBe(result.payableCents);
  });

  it('writes what each payout did to the payable', () => {
    expect(payoutEffectCents({ kind: 'paid_out', amountCents: 900 })).toBe(-900);
    expect(payoutEffectCents({ kind: 'returned', amountCents: 900 })).toBe(900);
    expect(payoutEffectCents({ kind: 'adjustment', amountCents: -15 })).toBe(-15);
  });
});

describe('statement months', () => {
  it('takes YYYY-MM only', () => {
    expect(isStatementMonth('2026-11')).toBe(true);
    for (const value of ['2026-13', '2026-00', '2026-1', '26-11', '2026-11-01', 'november', '']) expect(isStatementMonth(value)).toBe(false);
  });

  it('bounds a month in UTC, December into January', () => {
    const range = statementMonthRange('2026-12');
    expect(range.from.toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(range.to.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect([range.firstDay, range.lastDay]).toEqual(['2026-12-01', '2026-12-31']);
    expect(statementMonthRange('2028-02').lastDay).toBe('2028-02-29');
    expect(() => statementMonthRange('2026-13')).toThrow(RangeError);
  });

  it('puts an instant in its UTC month, and names the month', () => {
    expect(statementMonthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(statementMonthOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
    expect(formatStatementMonth('2026-11')).toBe('November 2026');
  });
});
