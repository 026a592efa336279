import { afterAll, describe, expect, it } from 'vitest';

/*
 * Run in a zone west of UTC with daylight saving: there, parsing "2026-11-22" as UTC midnight and
 * showing it locally gives 21 Nov, and adding 24 hours across the November change repeats a day.
 * Set before the module loads, because its formatters capture the time zone when they are built.
 */
const originalTimeZone = process.env.TZ;
process.env.TZ = 'America/New_York';
const { addDays, daysBetween, formatDate, formatDateRange, formatDateTime, isIsoDate, periodDays, toIsoDate, todayIsoDate } =
  await import('./dates');

afterAll(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('formatDate', () => {
  it('shows a calendar date en-GB without shifting it to the viewer time zone', () => {
    expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
    expect(formatDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatDate('2028-02-29')).toBe('29 Feb 2028');
    expect(formatDate(' 1999-12-31 ')).toBe('31 Dec 1999');
  });

  it('uses the current CLDR abbreviation for September', () => {
    expect(formatDate('2026-09-22')).toBe('22 Sept 2026');
  });

  it('shows a timestamp as the viewer local day', () => {
    // 03:00 UTC on 22 Nov is 22:00 on 21 Nov in New York.
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-22T03:00:00.000+00:00')).toBe('21 Nov 2026');
    expect(formatDate('2026-11-22 03:00:00.123456+00')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 10, 22, 23, 59))).toBe('22 Nov 2026');
  });

  it('falls back to "No date" when there is no value', () => {
    expect(formatDate(null)).toBe('No date');
    expect(formatDate(undefined)).toBe('No date');
    expect(formatDate('')).toBe('No date');
    expect(formatDate('   ')).toBe('No date');
  });

  it('falls back to "Invalid date" for unparsable values', () => {
    expect(formatDate('not a date')).toBe('Invalid date');
    expect(formatDate('1')).toBe('Invalid date');
    expect(formatDate('22/11/2026')).toBe('Invalid date');
    expect(formatDate('2026-02-29')).toBe('Invalid date');
    expect(formatDate('2026-02-30')).toBe('Invalid date');
    expect(formatDate('2026-13-01')).toBe('Invalid date');
    expect(formatDate('2026-02-30T10:00:00Z')).toBe('Invalid date');
    expect(formatDate('2026-11-22T25:00:00Z')).toBe('Invalid date');
    expect(formatDate(new Date(Number.NaN))).toBe('Invalid date');
  });
});

describe('formatDateTime', () => {
  it('shows local time on a 24-hour clock', () => {
    expect(formatDateTime('2026-11-22T19:05:00Z')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-22 19:05:00.5+00')).toBe('22 Nov 2026, 14:05');
    expect(formatDateTime('2026-07-01T12:00:00+02:00')).toBe('1 Jul 2026, 06:00');
    expect(formatDateTime(new Date(2026, 10, 22, 0, 5))).toBe('22 Nov 2026, 00:05');
    expect(formatDateTime(new Date(2026, 10, 22, 23, 59))).toBe('22 Nov 2026, 23:59');
  });

  it('shows a bare calendar date as local midnight of that day', () => {
    expect(formatDateTime('2026-11-22')).toBe('22 Nov 2026, 00:00');
  });

  it('uses the same fallbacks as formatDate', () => {
    expect(formatDateTime(null)).toBe('No date');
    expect(formatDateTime('')).toBe('No date');
    expect(formatDateTime('yesterday')).toBe('Invalid date');
    expect(formatDateTime(new Date(Number.NaN))).toBe('Invalid date');
  });
});

describe('formatDateRange', () => {
  it('joins both ends with an en dash', () => {
    expect(formatDateRange('2026-11-22', '2026-11-29')).toBe('22 Nov 2026 – 29 Nov 2026');
  });

  it('falls back on each end separately', () => {
    expect(formatDateRange('2026-11-22', null)).toBe('22 Nov 2026 – No date');
    expect(formatDateRange('nope', '2026-11-29')).toBe('Invalid date – 29 Nov 2026');
  });
});

describe('isIsoDate', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-11-22T00:00:00Z')).toBe(false);
    expect(isIsoDate('2026-1-2')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });
});

describe('toIsoDate and todayIsoDate', () => {
  it('give the local calendar date', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    // 03:00 UTC on 22 Nov is still 21 Nov in New York.
    expect(toIsoDate(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(todayIsoDate(new Date(2026, 10, 22, 0, 0))).toBe('2026-11-22');
  });

  it('defaults today to the current clock', () => {
    expect(todayIsoDate()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses an invalid Date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('addDays', () => {
  it('moves calendar dates forward and back', () => {
    expect(addDays('2026-11-22', 7)).toBe('2026-11-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-01-01', 365)).toBe('2027-01-01');
  });

  it('is not disturbed by daylight-saving changes', () => {
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-03-09', -1)).toBe('2026-03-08');
  });

  it('throws for an invalid date or a fractional day count', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addDays('', 1)).toThrow(RangeError);
    expect(() => addDays('2026-11-22', 1.5)).toThrow(RangeError);
  });
});

describe('daysBetween', () => {
  it('counts whole calendar days, end minus start', () => {
    expect(daysBetween('2026-11-22', '2026-11-29')).toBe(7);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
    expect(daysBetween('2026-11-29', '2026-11-22')).toBe(-7);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });

  it('is not disturbed by daylight-saving changes', () => {
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
  });

  it('throws for an invalid date', () => {
    expect(() => daysBetween('2026-11-22', '')).toThrow(RangeError);
    expect(() => daysBetween('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });
});

describe('periodDays', () => {
  it('counts both ends: the one day count of estimates, offers and bookings', () => {
    expect(periodDays('2026-11-22', '2026-11-22')).toBe(1);
    expect(periodDays('2026-11-01', '2026-11-10')).toBe(10);
    expect(periodDays('2026-11-22', '2026-11-29')).toBe(8);
  });

  it('counts calendar days across month ends, leap days and daylight-saving changes', () => {
    expect(periodDays('2026-02-27', '2026-03-01')).toBe(3);
    expect(periodDays('2028-02-27', '2028-03-01')).toBe(4);
    expect(periodDays('2026-03-28', '2026-03-30')).toBe(3);
  });

  it('is null for an end before the start or dates that are not real dates', () => {
    expect(periodDays('2026-11-22', '2026-11-21')).toBeNull();
    expect(periodDays('2026-02-30', '2026-03-05')).toBeNull();
    expect(periodDays('22/11/2026', '2026-11-29')).toBeNull();
  });
});
