import { describe, expect, it } from 'vitest';
import { adjustRows, newRow } from './space-rows';

const INDOOR = { id: 'indoor', name: 'Indoor' };
const OUTDOORS = { id: 'outdoors', name: 'Outdoors' };
const BONDED = { id: 'bonded', name: 'Bonded' };

describe('adjustRows', () => {
  it('prefills one Outdoors row of size 0 when there are none', () => {
    const rows = adjustRows([], [INDOOR, OUTDOORS], null);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ spaceTypeId: 'outdoors', size: '0' });
  });

  it('prefills the first type without Outdoors, and the preferred type when offered', () => {
    expect(adjustRows([], [BONDED, INDOOR], null)[0]?.spaceTypeId).toBe('bonded');
    expect(adjustRows([], [BONDED, INDOOR, OUTDOORS], 'indoor')[0]?.spaceTypeId).toBe('indoor');
    expect(adjustRows([], [BONDED, OUTDOORS], 'indoor')[0]?.spaceTypeId).toBe('outdoors');
  });

  it('drops rows of types no longer offered and keeps the rest as typed', () => {
    const indoor = newRow('indoor', '12.5');
    const bonded = newRow('bonded', '3');
    expect(adjustRows([indoor, bonded], [INDOOR, OUTDOORS], null)).toEqual([indoor]);
  });

  it('answers the same array when nothing changes, and nothing when no type is offered', () => {
    const rows = [newRow('indoor', '1')];
    expect(adjustRows(rows, [INDOOR], null)).toBe(rows);
    expect(adjustRows(rows, [], null)).toEqual([]);
  });
});
