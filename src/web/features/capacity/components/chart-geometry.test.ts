import { describe, expect, it } from 'vitest';
import type { CapacityStep } from '@shared/capacity';
import { chartMaxM2, dateTicks, stepShapes } from './chart-geometry';

const box = { width: 200, height: 120, left: 0, right: 0, top: 0, bottom: 20 };
const step = (from: string, to: string, figures: Partial<CapacityStep> = {}): CapacityStep => ({
  from,
  to,
  totalM2: 100,
  bookedM2: 0,
  blockedM2: 0,
  heldM2: 0,
  freeM2: 100,
  ...figures,
});

describe('capacity chart geometry', () => {
  it('stacks booked, blocked and free up to the total, a step covering its days', () => {
    const [first, second] = stepShapes(box, { from: '2031-03-01', to: '2031-03-10' }, 100, [
      step('2031-03-01', '2031-03-05', { bookedM2: 50, blockedM2: 25, freeM2: 25 }),
      step('2031-03-06', '2031-03-10', { heldM2: 40 }),
    ]);
    expect(first!.booked).toEqual({ x: 0, y: 50, width: 100, height: 50 });
    expect(first!.blocked).toEqual({ x: 0, y: 25, width: 100, height: 25 });
    expect(first!.free).toEqual({ x: 0, y: 0, width: 100, height: 25 });
    expect(first!.held).toBeNull();
    // Held sits on what is committed (nothing here) and does not shrink free.
    expect(second!.held).toEqual({ x: 100, y: 60, width: 100, height: 40 });
    expect(second!.free).toEqual({ x: 100, y: 0, width: 100, height: 100 });
  });

  it('makes room above the total when committed and held space pass it', () => {
    expect(chartMaxM2(100, [step('2031-03-01', '2031-03-01', { bookedM2: 90, heldM2: 30 })])).toBe(120);
    expect(chartMaxM2(0, [])).toBe(1);
  });

  it('labels months (with the year first and in January), thins labels that would not fit, and ticks Mondays in short windows', () => {
    const { months, weeks } = dateTicks({ ...box, width: 1000 }, { from: '2026-11-25', to: '2027-02-22' });
    expect(months.map((tick) => [tick.day, tick.label])).toEqual([
      ['2026-12-01', 'Dec 2026'],
      ['2027-01-01', 'Jan 2027'],
      ['2027-02-01', 'Feb'],
    ]);
    expect(weeks[0]!.day).toBe('2026-11-30');
    expect(weeks).toHaveLength(13);
    const long = dateTicks({ ...box, width: 300 }, { from: '2031-01-01', to: '2032-12-31' }, 60);
    expect(long.weeks).toEqual([]);
    expect(long.months).toHaveLength(24);
    expect(long.months.filter((tick) => tick.label !== null).length).toBeLessThanOrEqual(5);
  });
});
