import { describe, expect, it } from 'vitest';
import { BROWSE_QUERY_MESSAGES } from '../errors';
import { browseDayRange, browseQuery, mapPinsQuery, warehouseFreeSpaceQuery } from './warehouses';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('browse dates (from, to, minFree)', () => {
  it('takes both dates, a one-day range and the longest range (731 days), with a minimum free size', () => {
    expect(browseQuery.parse({ from: '2027-03-01', to: '2027-03-31', minFree: '800' })).toMatchObject({ from: '2027-03-01', to: '2027-03-31', minFree: 800 });
    expect(browseQuery.safeParse({ from: '2027-03-01', to: '2027-03-01' }).success).toBe(true);
    expect(browseQuery.safeParse({ from: '2027-01-01', to: '2028-12-31' }).success).toBe(true);
    expect(browseDayRange(browseQuery.parse({ from: '2027-03-01', to: '2027-03-31' }))).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    expect(browseDayRange(browseQuery.parse({}))).toBeNull();
  });

  it('refuses half a range, a backwards or too long one, days that do not exist, and minFree alone, with clear texts', () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2027-03-01' }, BROWSE_QUERY_MESSAGES.datesTogether],
      [{ to: '2027-03-01' }, BROWSE_QUERY_MESSAGES.datesTogether],
      [{ from: '2027-03-02', to: '2027-03-01' }, BROWSE_QUERY_MESSAGES.datesOrder],
      [{ from: '2027-01-01', to: '2029-01-01' }, BROWSE_QUERY_MESSAGES.datesTooLong],
      [{ from: '2027-02-29', to: '2027-03-01' }, BROWSE_QUERY_MESSAGES.invalidDate],
      [{ minFree: '10' }, BROWSE_QUERY_MESSAGES.minFreeNeedsDates],
    ];
    for (const [query, message] of cases) {
      expect(messagesOf(browseQuery.safeParse(query)), JSON.stringify(query)).toContain(message);
      expect(messagesOf(mapPinsQuery.safeParse(query)), JSON.stringify(query)).toContain(message);
    }
    expect(browseQuery.safeParse({ from: '2027-03-01', to: '2027-03-31', minFree: '-1' }).success).toBe(false);
  });

  it('needs both dates for a warehouse\'s free space', () => {
    expect(warehouseFreeSpaceQuery.safeParse({ from: '2027-03-01', to: '2027-03-31' }).success).toBe(true);
    expect(messagesOf(warehouseFreeSpaceQuery.safeParse({ from: '2027-03-01' }))).toContain(BROWSE_QUERY_MESSAGES.datesTogether);
  });
});
