import { describe, expect, it } from 'vitest';
import { OWNER_WAREHOUSE_MESSAGES } from '../errors';
import { describeCustomHours, isTimeOfDay, ownerWarehouseInput } from './owner-warehouses';

const base = {
  name: 'Yard',
  warehouseTypeId: '0b7a2f7e-6a53-4a6e-9d55-0a4b1c2d3e4f',
  sizeM2: 10,
  pricePerM2Cents: 100,
  operatingHours: 'custom' as const,
  address: 'Kai 1',
  city: 'Tallinn',
  country: 'Estonia',
  postalCode: '10111',
};

function issuesOf(input: unknown): Record<string, string[]> {
  const result = ownerWarehouseInput.safeParse(input);
  if (result.success) return {};
  const issues: Record<string, string[]> = {};
  for (const issue of result.error.issues) (issues[issue.path.join('.')] ??= []).push(issue.message);
  return issues;
}

describe('isTimeOfDay', () => {
  it.each(['00:00', '09:05', '23:59'])('accepts %s', (value) => expect(isTimeOfDay(value)).toBe(true));
  it.each(['24:00', '9:00', '09:60', '0900', '', '09:00:00'])('refuses %s', (value) => expect(isTimeOfDay(value)).toBe(false));
});

describe('custom operating hours', () => {
  it('accepts some days open with closing after opening', () => {
    expect(issuesOf({ ...base, customHours: { monday: { open: '08:00', close: '17:00' }, saturday: { open: '10:00', close: '12:00' } } })).toEqual({});
  });

  it('needs at least one day', () => {
    expect(issuesOf({ ...base, customHours: {} })).toEqual({ customHours: [OWNER_WAREHOUSE_MESSAGES.customHoursRequired] });
    expect(issuesOf({ ...base, customHours: null })).toEqual({ customHours: [OWNER_WAREHOUSE_MESSAGES.customHoursRequired] });
  });

  it('puts a closing time not after the opening time on that day\'s close', () => {
    expect(issuesOf({ ...base, customHours: { monday: { open: '17:00', close: '08:00' } } })).toEqual({
      'customHours.monday.close': [OWNER_WAREHOUSE_MESSAGES.closeAfterOpen],
    });
  });

  it('does not ask for days with 24/7 or 9-5', () => {
    expect(issuesOf({ ...base, operatingHours: '24_7' })).toEqual({});
    expect(issuesOf({ ...base, operatingHours: 'business_hours', customHours: {} })).toEqual({});
  });
});

describe('describeCustomHours', () => {
  it('lists open days Monday first', () => {
    expect(describeCustomHours({ sunday: { open: '10:00', close: '14:00' }, monday: { open: '08:00', close: '17:00' } })).toEqual([
      'Monday 08:00–17:00',
      'Sunday 10:00–14:00',
    ]);
    expect(describeCustomHours(null)).toEqual([]);
  });
});
