import { describe, expect, it } from 'vitest';
import { ageReceivables, agingBucketOf, daysPastDue, formatFinanceMonth, formatVatRate, lastMonths } from './finance';

describe('agingBucketOf: days past the due date', () => {
  it.each([
    [-10, 'current'],
    [0, 'current'],
    [1, 'days_1_30'],
    [30, 'days_1_30'],
    [31, 'days_31_60'],
    [60, 'days_31_60'],
    [61, 'days_61_90'],
    [90, 'days_61_90'],
    [91, 'over_90'],
    [400, 'over_90'],
  ] as const)('%i days -> %s', (days, bucket) => {
    expect(agingBucketOf(days)).toBe(bucket);
  });
});

describe('daysPastDue', () => {
  it('counts calendar days from the due date, 0 on it, across a month end', () => {
    expect(daysPastDue('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysPastDue('2026-11-30', '2026-11-29')).toBe(-1);
    expect(daysPastDue('2026-10-30', '2026-12-01')).toBe(32);
  });
});

describe('ageReceivables', () => {
  it('adds up each bucket, and keeps empty buckets at 0 in order', () => {
    const today = '2026-11-29';
    const aged = ageReceivables(
      [
        { dueDate: '2026-12-10', openCents: 1_000 },
        { dueDate: '2026-11-29', openCents: 500 },
        { dueDate: '2026-11-28', openCents: 200 },
        { dueDate: '2026-10-30', openCents: 300 },
        { dueDate: '2026-07-01', openCents: 7 },
      ],
      today,
    );
    expect(aged).toEqual([
      { bucket: 'current', count: 2, openCents: 1_500 },
      { bucket: 'days_1_30', count: 2, openCents: 500 },
      { bucket: 'days_31_60', count: 0, openCents: 0 },
      { bucket: 'days_61_90', count: 0, openCents: 0 },
      { bucket: 'over_90', count: 1, openCents: 7 },
    ]);
  });
});

describe('lastMonths and the labels', () => {
  it('lists the months ending with today, across a year end', () => {
    expect(lastMonths('2026-02-15', 4)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(lastMonths('2026-11-29', 12)).toHaveLength(12);
    expect(lastMonths('2026-11-29', 12)[0]).toBe('2025-12');
  });

  it('names months and rates', () => {
    expect(formatFinanceMonth('2026-01')).toBe('Jan 2026');
    expect(formatVatRate(2400)).toBe('24%');
    expect(formatVatRate(550)).toBe('5.5%');
    expect(formatVatRate(0)).toBe('0%');
  });
});
