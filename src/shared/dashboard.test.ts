import { describe, expect, it } from 'vitest';
import { addDays } from './dates';
import { CAPACITY_MAX_DAYS } from './capacity';
import { dashboardBlocksOf, INVALID_UTILISATION_PERIOD, utilisationPeriodProblems } from './dashboard';

describe('dashboardBlocksOf', () => {
  it('gives each role its block, and a person holding several roles every one of theirs', () => {
    expect(dashboardBlocksOf({ id: 'a', roles: ['administrator'] })).toEqual({ administrator: true, owner: false, customer: false });
    expect(dashboardBlocksOf({ id: 'o', roles: ['warehouse_owner'] })).toEqual({ administrator: false, owner: true, customer: false });
    expect(dashboardBlocksOf({ id: 'c', roles: ['customer'] })).toEqual({ administrator: false, owner: false, customer: true });
    expect(dashboardBlocksOf({ id: 'b', roles: ['customer', 'warehouse_owner'] })).toEqual({ administrator: false, owner: true, customer: true });
  });
});

describe('utilisationPeriodProblems (the query schema and the dashboard’s date fields)', () => {
  it('finds nothing wrong with no dates, one date, or a pair in order within the longest period', () => {
    expect(utilisationPeriodProblems({})).toEqual({});
    expect(utilisationPeriodProblems({ from: '2026-12-01' })).toEqual({});
    expect(utilisationPeriodProblems({ to: '2026-12-01' })).toEqual({});
    expect(utilisationPeriodProblems({ from: '2026-12-01', to: addDays('2026-12-01', CAPACITY_MAX_DAYS - 1) })).toEqual({});
  });

  it('tells a date that is not one on its own field, and a pair out of order or too long on `to`', () => {
    expect(utilisationPeriodProblems({ from: '2026-02-30', to: '2026-03-01' })).toEqual({ from: INVALID_UTILISATION_PERIOD });
    expect(utilisationPeriodProblems({ from: '2026-12-01', to: 'soon' })).toEqual({ to: INVALID_UTILISATION_PERIOD });
    expect(utilisationPeriodProblems({ from: '2026-12-02', to: '2026-12-01' })).toEqual({ to: INVALID_UTILISATION_PERIOD });
    expect(utilisationPeriodProblems({ from: '2026-12-01', to: addDays('2026-12-01', CAPACITY_MAX_DAYS) })).toEqual({ to: INVALID_UTILISATION_PERIOD });
  });
});
