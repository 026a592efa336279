import { describe, expect, it } from 'vitest';
import {
  capacitySteps,
  clipRange,
  firstShortfall,
  formatDayRange,
  formatFreeForDates,
  freeByType,
  freeM2,
  isDayRange,
  periodProblem,
  periodWithDefaults,
  linesBeyondFree,
  peakCommittedM2,
  rangesOverlap,
  releasedRange,
  requestedByType,
  utilisation,
  utilisationOfM2Days,
} from './capacity';

const INDOOR = 'indoor';
const YARD = 'yard';
const march = { from: '2027-03-01', to: '2027-03-31' };
const commit = (from: string, to: string, sizeM2: number | string, spaceTypeId = INDOOR) => ({ from, to, sizeM2, spaceTypeId });

describe('day ranges', () => {
  it('overlap when one ends the day the other begins (both ends count)', () => {
    expect(rangesOverlap({ from: '2027-03-01', to: '2027-03-10' }, { from: '2027-03-10', to: '2027-03-20' })).toBe(true);
    expect(rangesOverlap({ from: '2027-03-01', to: '2027-03-09' }, { from: '2027-03-10', to: '2027-03-20' })).toBe(false);
  });

  it('same-day ranges overlap only themselves', () => {
    const day = { from: '2027-03-05', to: '2027-03-05' };
    expect(rangesOverlap(day, day)).toBe(true);
    expect(rangesOverlap(day, { from: '2027-03-06', to: '2027-03-06' })).toBe(false);
    expect(clipRange(day, march)).toEqual(day);
  });

  it('clips to a window', () => {
    expect(clipRange({ from: '2027-02-20', to: '2027-03-05' }, march)).toEqual({ from: '2027-03-01', to: '2027-03-05' });
    expect(clipRange({ from: '2027-04-01', to: '2027-04-05' }, march)).toBeNull();
  });

  it('accepts only real, ordered dates', () => {
    expect(isDayRange(march)).toBe(true);
    expect(isDayRange({ from: '2027-03-31', to: '2027-03-01' })).toBe(false);
    expect(isDayRange({ from: '2027-02-30', to: '2027-03-01' })).toBe(false);
    expect(isDayRange({ from: '2027-03-01' })).toBe(false);
  });
});

describe('periods', () => {
  it('are refused when they end before they start or run past two years', () => {
    expect(periodProblem(march)).toBeNull();
    expect(periodProblem({ from: '2027-03-02', to: '2027-03-01' })).toBe('order');
    expect(periodProblem({ from: '2027-01-01', to: '2028-12-31' })).toBeNull(); // 731 days
    expect(periodProblem({ from: '2027-01-01', to: '2029-01-01' })).toBe('length');
  });

  it('take 90 days from today, forward from `from` or back from `to` when an end is left out', () => {
    expect(periodWithDefaults({}, '2027-03-01')).toEqual({ from: '2027-03-01', to: '2027-05-29' });
    expect(periodWithDefaults({ from: '2027-04-01' }, '2027-03-01')).toEqual({ from: '2027-04-01', to: '2027-06-29' });
    expect(periodWithDefaults({ to: '2027-05-29' }, '2027-01-01')).toEqual({ from: '2027-03-01', to: '2027-05-29' });
    expect(periodWithDefaults(march, '2027-01-01')).toEqual(march);
  });
});

describe('free capacity', () => {
  it('is the total less the peak day, not the sum of everything in the range', () => {
    // 300 m² in the first half and 400 m² in the second never stand together: the peak is 400.
    const commitments = [commit('2027-03-01', '2027-03-15', 300), commit('2027-03-16', '2027-03-31', 400)];
    expect(peakCommittedM2(commitments, march)).toBe(400);
    expect(freeM2(1000, commitments, march)).toBe(600);
  });

  it('adds commitments that share a day, including a booking ending the day another begins', () => {
    const commitments = [commit('2027-03-01', '2027-03-10', 300), commit('2027-03-10', '2027-03-20', 400)];
    expect(peakCommittedM2(commitments, march)).toBe(700);
    expect(peakCommittedM2(commitments, { from: '2027-03-11', to: '2027-03-31' })).toBe(400);
  });

  it('counts a commitment that began before the range', () => {
    expect(freeM2(1000, [commit('2027-02-01', '2027-03-02', 250)], march)).toBe(750);
  });

  it('is exact to the hundredth and never below zero', () => {
    expect(freeM2('1000.00', [commit('2027-03-01', '2027-03-01', '0.1'), commit('2027-03-01', '2027-03-01', 0.2)], march)).toBe(999.7);
    expect(freeM2(100, [commit('2027-03-01', '2027-03-31', 150)], march)).toBe(0);
  });

  it('is worked out per space type', () => {
    const free = freeByType(new Map([[INDOOR, 1000], [YARD, 500]]), [commit('2027-03-01', '2027-03-31', 600, INDOOR)], march);
    expect(free).toEqual(new Map([[INDOOR, 400], [YARD, 500]]));
  });

  it('names the first type whose summed request does not fit', () => {
    const requested = requestedByType([
      { spaceTypeId: INDOOR, sizeM2: 300 },
      { spaceTypeId: INDOOR, sizeM2: '200.01' },
    ]);
    expect(requested.get(INDOOR)).toBe(500.01);
    expect(firstShortfall(requested, new Map([[INDOOR, 500]]))).toBe(INDOOR);
    expect(firstShortfall(requested, new Map([[INDOOR, 500.01]]))).toBeNull();
    expect(firstShortfall(new Map([[YARD, 1]]), new Map())).toBe(YARD);
  });
});

describe('releasing a booking', () => {
  const booking = { from: '2027-03-01', to: '2027-03-31' };
  it('keeps the days before today', () => expect(releasedRange(booking, '2027-03-11')).toEqual({ from: '2027-03-01', to: '2027-03-10' }));
  it('frees all of it before it began, or on its first day', () => {
    expect(releasedRange(booking, '2027-02-01')).toBeNull();
    expect(releasedRange(booking, '2027-03-01')).toBeNull();
  });
  it('changes nothing after it ended', () => expect(releasedRange(booking, '2027-04-02')).toEqual(booking));
});

describe('timeline steps', () => {
  it('merges days with equal figures and shows held space apart from free', () => {
    const steps = capacitySteps(
      1000,
      {
        booked: [commit('2027-03-05', '2027-03-10', 300)],
        blocked: [commit('2027-03-01', '2027-03-31', 500)],
        held: [commit('2027-03-08', '2027-03-12', 100)],
      },
      march,
    );
    expect(steps).toEqual([
      { from: '2027-03-01', to: '2027-03-04', totalM2: 1000, bookedM2: 0, blockedM2: 500, heldM2: 0, freeM2: 500 },
      { from: '2027-03-05', to: '2027-03-07', totalM2: 1000, bookedM2: 300, blockedM2: 500, heldM2: 0, freeM2: 200 },
      { from: '2027-03-08', to: '2027-03-10', totalM2: 1000, bookedM2: 300, blockedM2: 500, heldM2: 100, freeM2: 200 },
      { from: '2027-03-11', to: '2027-03-12', totalM2: 1000, bookedM2: 0, blockedM2: 500, heldM2: 100, freeM2: 500 },
      { from: '2027-03-13', to: '2027-03-31', totalM2: 1000, bookedM2: 0, blockedM2: 500, heldM2: 0, freeM2: 500 },
    ]);
  });

  it('is one step when nothing is committed', () => {
    expect(capacitySteps(800, { booked: [], blocked: [], held: [] }, march)).toEqual([
      { from: '2027-03-01', to: '2027-03-31', totalM2: 800, bookedM2: 0, blockedM2: 0, heldM2: 0, freeM2: 800 },
    ]);
  });
});

describe('utilisation', () => {
  it('is booked m²-days over available m²-days', () => {
    // 500 m² for 10 of 31 days of 1,000 m².
    expect(utilisation(1000, [commit('2027-03-01', '2027-03-10', 500)], march)).toBeCloseTo((500 * 10) / (1000 * 31));
    expect(utilisation(0, [], march)).toBeNull();
  });
});

describe('texts', () => {
  it('says the range as a card does', () => {
    expect(formatDayRange(march)).toBe('1–31 Mar');
    expect(formatDayRange({ from: '2027-02-28', to: '2027-03-03' })).toBe('28 Feb–3 Mar');
    expect(formatDayRange({ from: '2026-12-28', to: '2027-01-03' })).toBe('28 Dec 2026–3 Jan 2027');
    expect(formatDayRange({ from: '2027-03-05', to: '2027-03-05' })).toBe('5 Mar');
    expect(formatFreeForDates(1200, march)).toBe('1,200 m² free 1–31 Mar');
    expect(formatFreeForDates(1200.5, march)).toBe('1,200.5 m² free 1–31 Mar');
  });
});

describe('linesBeyondFree', () => {
  const OUTDOOR = 'outdoor';
  const free = new Map([
    ['indoor', 800],
    [OUTDOOR, 100],
  ]);

  it('sums the lines of one type against that type\'s free m² and names each of them', () => {
    const lines = [
      { spaceTypeId: 'indoor', sizeM2: 500 },
      { spaceTypeId: OUTDOOR, sizeM2: 100 },
      { spaceTypeId: 'indoor', sizeM2: '300.01' },
    ];
    expect(linesBeyondFree(lines, free)).toEqual([0, 2]);
  });

  it('lets exactly what is free through, and never names a line of 0 m²', () => {
    expect(linesBeyondFree([{ spaceTypeId: 'indoor', sizeM2: 800 }, { spaceTypeId: 'indoor', sizeM2: 0 }], free)).toEqual([]);
    expect(linesBeyondFree([{ spaceTypeId: 'indoor', sizeM2: 900 }, { spaceTypeId: 'indoor', sizeM2: 0 }], free)).toEqual([0]);
  });

  it('counts a type the warehouse has no free m² of as 0 free', () => {
    expect(linesBeyondFree([{ spaceTypeId: 'cold', sizeM2: 0.01 }], free)).toEqual([0]);
  });
});

describe('utilisationOfM2Days', () => {
  it('is utilisation() from m²-days summed elsewhere, to the last bit', () => {
    const booked = [commit('2027-03-01', '2027-03-10', '333.33'), commit('2027-03-05', '2027-04-20', '0.07')];
    // 333.33 × 10 + 0.07 × 27 days in March; 1,234.56 m² × 31 days.
    expect(utilisationOfM2Days('3335.19', '38271.36')).toBe(utilisation('1234.56', booked, march));
    expect(utilisationOfM2Days(5, 1)).toBe(1);
    expect(utilisationOfM2Days(0, 0)).toBeNull();
  });
});
