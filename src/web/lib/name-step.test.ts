import { describe, expect, it } from 'vitest';
import { needsNameStep } from './name-step';

describe('needsNameStep', () => {
  it('asks a signed-in user with no first or last name (blank counts as none)', () => {
    expect(needsNameStep({ firstName: null, lastName: null })).toBe(true);
    expect(needsNameStep({ firstName: 'Nina', lastName: null })).toBe(true);
    expect(needsNameStep({ firstName: '  ', lastName: 'Newcomer' })).toBe(true);
  });

  it('leaves alone a user with both names, and a visitor', () => {
    expect(needsNameStep({ firstName: 'Nina', lastName: 'Newcomer' })).toBe(false);
    expect(needsNameStep(null)).toBe(false);
  });
});
