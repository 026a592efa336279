import { describe, expect, it } from 'vitest';
import { dashboardBlocksOf } from './dashboard';

describe('dashboardBlocksOf', () => {
  it('gives each role its block, and a person holding several roles every one of theirs', () => {
    expect(dashboardBlocksOf({ id: 'a', roles: ['administrator'] })).toEqual({ administrator: true, owner: false, customer: false });
    expect(dashboardBlocksOf({ id: 'o', roles: ['warehouse_owner'] })).toEqual({ administrator: false, owner: true, customer: false });
    expect(dashboardBlocksOf({ id: 'c', roles: ['customer'] })).toEqual({ administrator: false, owner: false, customer: true });
    expect(dashboardBlocksOf({ id: 'b', roles: ['customer', 'warehouse_owner'] })).toEqual({ administrator: false, owner: true, customer: true });
  });
});
